import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/PageHeader';
import { usePageTitle } from '../../lib/use-page-title';
import { PANEL_CLASSES, PROSE_CLASSES } from './content-styles';

/**
 * Frame of the Terms of Service and the Privacy Policy: the single <h1>, the dates the
 * text took effect (written as literal strings, never computed, so the text a customer
 * agreed to cannot drift) and the body as plain semantic HTML on a white panel.
 */
export function LegalPage({
  title,
  dates,
  children,
}: {
  title: string;
  dates: readonly string[];
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <PageHeader title={title}>
        <div className="mt-2 space-y-1 text-sm text-slate-700">
          {dates.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </PageHeader>
      <div className={`${PANEL_CLASSES} ${PROSE_CLASSES}`}>{children}</div>
    </div>
  );
}
