import { Download, FileText } from 'lucide-react';
import { DASHBOARD_DOCUMENT_LIMIT } from '../../../shared/constants';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import type { DashboardDocument } from '../../lib/api-types';
import { formatDate } from '../../lib/format';

/** Newest uploads (first 5), each downloadable straight from the server (spec 2.5). */
export function RecentDocumentsPanel({
  documents,
  loading,
}: {
  documents: DashboardDocument[] | undefined;
  loading: boolean;
}) {
  const shown = (documents ?? []).slice(0, DASHBOARD_DOCUMENT_LIMIT);
  return (
    <Card title="Recent Documents" headingId="dashboard-documents">
      {loading ? <Spinner label="Loading documents" /> : null}
      {!loading && shown.length === 0 ? (
        <p className="py-6 text-center text-slate-700">No documents yet</p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="divide-y divide-slate-200">
          {shown.map((doc) => (
            <li key={doc.id} className="flex items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 items-center gap-3">
                <FileText aria-hidden="true" className="size-5 shrink-0 text-blue-700" />
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900" title={doc.title}>
                    {doc.title}
                  </p>
                  <p className="text-sm text-slate-700">{formatDate(doc.created_at)}</p>
                </div>
              </div>
              <a
                href={`/api/documents/${encodeURIComponent(doc.id)}/download`}
                download
                aria-label={`Download ${doc.title}`}
                className="inline-flex shrink-0 items-center gap-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                <Download aria-hidden="true" className="size-4" />
                <span className="hidden sm:inline">Download</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
