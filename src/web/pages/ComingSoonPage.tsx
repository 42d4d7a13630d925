import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../components/ui/PageHeader';
import { usePageTitle } from '../lib/use-page-title';

export interface ComingSoonPageProps {
  title: string;
  subtitle?: string;
  /** Where the page's own back link goes (e.g. 'Back to Home' on the articles). */
  back?: { label: string; to: string };
}

/** Placeholder for screens later issues build: real heading, honest status. */
export function ComingSoonPage({ title, subtitle, back }: ComingSoonPageProps) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      {back ? (
        <Link
          to={back.to}
          className="mb-6 inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:text-blue-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      ) : null}
      <PageHeader title={title} subtitle={subtitle} />
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
        This page is coming soon.
      </p>
    </div>
  );
}
