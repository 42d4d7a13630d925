import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileText, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CustomerRequestDetail } from '../../../shared/contracts/customer-request';
import { requestStatusBadge } from '../../../shared/request-status';
import { ErrorAlert, SuccessMessage } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/Card';
import { PageHeader } from '../../components/ui/PageHeader';
import { Spinner } from '../../components/ui/Spinner';
import { StatusBadge } from '../../components/ui/StatusBadge';
import { UploadDialog } from '../../components/upload/UploadDialog';
import { errorMessage } from '../../lib/api';
import { formatDate, formatDateTime, shortId } from '../../lib/format';
import { ANALYSIS_REQUESTS_QUERY_KEY } from '../../lib/query-keys';
import { usePageTitle } from '../../lib/use-page-title';
import { textLinkClasses } from '../auth/text-link-styles';
import { RequestReport } from './RequestReport';
import { RequestTimeline } from './RequestTimeline';
import { uploadReplacement, useRequestDetail } from './use-request';

/**
 * One analysis request (issue 12), reached from /analysis-requests, the dashboard and the
 * report-ready e-mail: status and timeline, the 48-hour promise, the documents, and once
 * ready the report itself; a failed request says why and takes a replacement document.
 */
export function RequestPage() {
  const { requestId = '' } = useParams();
  usePageTitle('Analysis Request');
  const detail = useRequestDetail(requestId);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <Link
        to="/analysis-requests"
        className={`${textLinkClasses} mb-6 inline-flex items-center gap-1 text-sm`}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Analysis Requests
      </Link>
      {detail.isPending ? <Spinner label="Loading the request" /> : null}
      {detail.isError ? <ErrorAlert message={errorMessage(detail.error)} /> : null}
      {detail.data ? <RequestBody detail={detail.data} /> : null}
    </div>
  );
}

function RequestBody({ detail }: { detail: CustomerRequestDetail }) {
  const badge = requestStatusBadge(detail.status);
  const finished = detail.status === 'completed' || detail.status === 'failed';
  return (
    <div className="space-y-6">
      <PageHeader title={`Request ${shortId(detail.request_id)}`} subtitle={detail.title} />
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-800">
        <StatusBadge label={badge.label} tone={badge.tone} />
        <span>Submitted {formatDateTime(detail.created_at)}</span>
        {!finished ? (
          <span>
            Expected by <strong>{formatDateTime(detail.expected_by)}</strong> (our 48-hour promise)
          </span>
        ) : null}
      </div>
      <RequestTimeline detail={detail} />
      {detail.failure ? <FailurePanel detail={detail} /> : null}
      {detail.report ? <RequestReport report={detail.report} /> : null}
      {!detail.report && !detail.failure ? (
        <p className="rounded-md border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900">
          Your documents are being analysed and then reviewed by an expert. We will e-mail you as soon as your
          report is ready.
        </p>
      ) : null}
      <Card title="Documents" headingId="request-documents">
        <ul className="divide-y divide-slate-200">
          {detail.documents.map((d) => (
            <li key={d.id} className="flex items-center gap-3 py-2">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-blue-700" />
              <span className="min-w-0 flex-1 truncate text-slate-900">{d.title}</span>
              <span className="text-sm text-slate-700">{formatDate(d.created_at)}</span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

/** Why it failed, in the engine's words, and the replacement that runs the analysis again. */
function FailurePanel({ detail }: { detail: CustomerRequestDetail }) {
  const failure = detail.failure!;
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const queryClient = useQueryClient();
  return (
    <section
      aria-labelledby="request-failed"
      className="rounded-lg border border-red-300 bg-red-50 p-4 sm:p-6"
    >
      <h2 id="request-failed" className="text-lg font-semibold text-red-900">
        The analysis could not be completed
      </h2>
      <p className="mt-2 text-red-900">{failure.reason}</p>
      {failure.document ? (
        <p className="mt-2 text-red-900">
          Document to replace: <strong>{failure.document.title}</strong>
        </p>
      ) : null}
      <SuccessMessage message={done} />
      {failure.can_retry ? (
        <button type="button" className={`${buttonStyles.primary} mt-4`} onClick={() => setOpen(true)}>
          <Upload aria-hidden="true" className="size-4" />
          Replace document and run again
        </button>
      ) : null}
      <UploadDialog
        open={open}
        title="Replace document"
        description={
          failure.document
            ? `Upload a readable copy of ${failure.document.title}. The analysis runs again on the credit that was returned to you: you do not pay twice.`
            : 'Upload a readable copy of the document. The analysis runs again on the credit that was returned to you: you do not pay twice.'
        }
        upload={uploadReplacement(detail.request_id)}
        onClose={() => setOpen(false)}
        onUploaded={(answer) => {
          setDone(answer.message);
          void queryClient.invalidateQueries({ queryKey: ANALYSIS_REQUESTS_QUERY_KEY });
        }}
      />
    </section>
  );
}
