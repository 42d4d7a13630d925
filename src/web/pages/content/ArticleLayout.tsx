import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { PageHeader } from '../../components/ui/PageHeader';
import { usePageTitle } from '../../lib/use-page-title';
import { BackToHomeLink } from './BackToHomeLink';
import { LINK_CLASSES, PANEL_CLASSES, PROSE_CLASSES } from './content-styles';

export interface TocEntry {
  /** id of the section's <h2>. */
  id: string;
  label: string;
}

/**
 * Frame of the three search-facing articles: back link, the single <h1>, optional in-page
 * navigation and the body on a white panel. The body is plain semantic HTML styled by
 * PROSE_CLASSES, so navigation with its own look stays outside it.
 */
export function ArticleLayout({
  title,
  subtitle,
  navigation,
  children,
}: {
  title: string;
  subtitle?: string;
  /** In-page navigation shown above the body, e.g. <TableOfContents>. */
  navigation?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <BackToHomeLink />
      <PageHeader title={title} subtitle={subtitle} />
      {navigation}
      <article className={`${PANEL_CLASSES} ${PROSE_CLASSES}`}>{children}</article>
      <AuditCallToAction />
      <RelatedResources current={title} />
    </div>
  );
}

/** Numbered list of links to the article's <h2> sections. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <nav aria-labelledby="toc-heading" className={`mb-8 ${PANEL_CLASSES}`}>
      <h2 id="toc-heading" className="text-lg font-semibold text-slate-900">
        On this page
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-700">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className={LINK_CLASSES}>
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The articles exist to bring tenants in; each ends with the one next step we offer. */
function AuditCallToAction() {
  return (
    <section
      aria-labelledby="cta-heading"
      className="mt-10 rounded-lg border border-blue-200 bg-blue-50 p-5 sm:p-8"
    >
      <h2 id="cta-heading" className="text-xl font-semibold text-slate-900">
        Want a second pair of eyes on your reconciliation?
      </h2>
      <p className="mt-2 text-slate-700">
        Upload your lease, your reconciliation statements and your current bill. We combine automated analysis
        with expert review and send you a report within 48 hours. No billing errors found? Full money-back
        guarantee.
      </p>
      <Link to="/register" className={`mt-4 ${buttonStyles.primary}`}>
        Start Your Audit
      </Link>
    </section>
  );
}

const ARTICLES = [
  { title: 'TICAM and Triple Net Lease Guide', to: '/ticam-guide' },
  { title: 'Commercial Lease Terms Glossary', to: '/lease-terms-glossary' },
  { title: 'Commercial Lease Negotiation Tips', to: '/negotiation-tips' },
] as const;

/** Links to the two other articles: readers arriving from search keep reading. */
function RelatedResources({ current }: { current: string }) {
  return (
    <nav aria-labelledby="related-heading" className="mt-10">
      <h2 id="related-heading" className="text-lg font-semibold text-slate-900">
        More tenant resources
      </h2>
      <ul className="mt-3 space-y-2">
        {ARTICLES.filter((a) => a.title !== current).map((a) => (
          <li key={a.to}>
            <Link to={a.to} className={LINK_CLASSES}>
              {a.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
