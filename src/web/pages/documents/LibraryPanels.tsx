import { deriveDocumentStatus, requestStatusBadge } from '../../../shared/request-status';
import { stepForUploadType } from '../../../shared/wizard';
import { ErrorAlert } from '../../components/ui/Alerts';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import type { DocumentDto } from '../../lib/api-types';
import { LibraryCard, LibraryEmptyState } from './LibraryCard';
import { matchesSearch, useAnalysisRequests, useDocuments } from './use-library';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';
export const REPORT_DESCRIPTION = 'AI-generated analysis report';

/** Wizard uploads name their step ('Lease Agreement'); library uploads show their category. */
function kindLabel(doc: DocumentDto): string {
  if (doc.upload_type) return stepForUploadType(doc.upload_type)?.title ?? doc.upload_type.replace(/_/g, ' ');
  return doc.category === 'report' ? 'Report' : 'Upload';
}

export function UploadsPanel({ search }: { search: string }) {
  const documents = useDocuments();
  if (documents.isPending) return <Spinner label="Loading documents" />;
  if (documents.isError) return <ErrorAlert message={errorMessage(documents.error)} />;
  const shown = documents.data.filter((d) => matchesSearch(search, d.title, d.description));
  if (shown.length === 0) return <LibraryEmptyState hint="Upload your first document to get started" />;
  return (
    <ul className={GRID}>
      {shown.map((doc) => (
        <LibraryCard
          key={doc.id}
          title={doc.title}
          subtitle={kindLabel(doc)}
          createdAt={doc.created_at}
          badge={doc.analysis_status ? requestStatusBadge(deriveDocumentStatus(doc)) : undefined}
          downloadHref={`/api/documents/${encodeURIComponent(doc.id)}/download`}
        />
      ))}
    </ul>
  );
}

/** Requests whose analysis and enhanced report are both done, as downloadable reports. */
export function ReportsPanel({ search }: { search: string }) {
  const requests = useAnalysisRequests();
  if (requests.isPending) return <Spinner label="Loading analysis reports" />;
  if (requests.isError) return <ErrorAlert message={errorMessage(requests.error)} />;
  const shown = requests.data
    .filter((r) => r.report_ready)
    .map((r) => ({ ...r, reportTitle: `Analysis Report: ${r.title}` }))
    .filter((r) => matchesSearch(search, r.reportTitle, REPORT_DESCRIPTION));
  if (shown.length === 0) {
    return <LibraryEmptyState hint="Analysis reports will appear here once your documents are processed" />;
  }
  return (
    <ul className={GRID}>
      {shown.map((r) => (
        <LibraryCard
          key={r.request_id}
          title={r.reportTitle}
          subtitle={REPORT_DESCRIPTION}
          createdAt={r.created_at}
          badge={requestStatusBadge(r.status)}
          downloadHref={`/api/analysis-requests/${encodeURIComponent(r.request_id)}/report`}
          viewHref={`/analysis-requests/${encodeURIComponent(r.request_id)}`}
        />
      ))}
    </ul>
  );
}
