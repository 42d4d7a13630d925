import { Download, Eye, FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { StatusTone } from '../../../shared/request-status';
import { StatusBadge } from '../../components/ui/StatusBadge';
import { formatDate } from '../../lib/format';

export interface LibraryCardProps {
  title: string;
  /** Kind of file: upload type label, or the report's description. */
  subtitle: string;
  createdAt: string;
  badge?: { label: string; tone: StatusTone };
  /** Plain link: the server sends the file as an attachment, so no script handles the bytes. */
  downloadHref: string;
  /** A page to read it in the browser (a finished request's report). */
  viewHref?: string;
}

const CARD_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** One grid card of the library (spec 2.8): what, when, status and a download. */
export function LibraryCard({ title, subtitle, createdAt, badge, downloadHref, viewHref }: LibraryCardProps) {
  return (
    <li className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-blue-700" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-slate-900" title={title}>
            {title}
          </h3>
          <p className="text-sm text-slate-700">{subtitle}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>{formatDate(createdAt)}</span>
        {badge ? <StatusBadge label={badge.label} tone={badge.tone} /> : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a href={downloadHref} download aria-label={`Download ${title}`} className={CARD_BUTTON}>
          <Download aria-hidden="true" className="size-4" />
          Download
        </a>
        {viewHref ? (
          <Link to={viewHref} aria-label={`View ${title}`} className={CARD_BUTTON}>
            <Eye aria-hidden="true" className="size-4" />
            View
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** 'No documents found' with the tab's own hint (spec 2.8). */
export function LibraryEmptyState({ hint }: { hint: string }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
      <FileText aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <p className="mt-3 font-semibold text-slate-900">No documents found</p>
      <p className="mt-1 text-sm text-slate-700">{hint}</p>
    </div>
  );
}
