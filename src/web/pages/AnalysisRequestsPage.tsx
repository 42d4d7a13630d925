import { ArrowLeft, ClipboardList, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { requestStatusBadge } from '../../shared/request-status';
import { ErrorAlert } from '../components/ui/Alerts';
import { buttonStyles } from '../components/ui/button-styles';
import { PageHeader } from '../components/ui/PageHeader';
import { Spinner } from '../components/ui/Spinner';
import { StatusBadge } from '../components/ui/StatusBadge';
import { errorMessage } from '../lib/api';
import type { AnalysisRequestDto } from '../lib/api-types';
import { formatDate, shortId } from '../lib/format';
import { usePageTitle } from '../lib/use-page-title';
import { textLinkClasses } from './auth/text-link-styles';
import { useAnalysisRequests } from './documents/use-library';

/** Analysis Requests (spec 2.9): every request with its derived status, refreshed while it moves. */
export function AnalysisRequestsPage() {
  usePageTitle('Analysis Requests');
  const requests = useAnalysisRequests({ poll: true });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <Link to="/dashboard" className={`${textLinkClasses} mb-6 inline-flex items-center gap-1 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <PageHeader
        title="Analysis Requests"
        subtitle="View all your lease analysis requests and their status"
      />

      {requests.isPending ? <Spinner label="Loading analysis requests" /> : null}
      {requests.isError ? <ErrorAlert message={errorMessage(requests.error)} /> : null}
      {requests.data?.length === 0 ? <NoRequests /> : null}
      {requests.data && requests.data.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
          {requests.data.map((request) => (
            <RequestRow key={request.request_id} request={request} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function RequestRow({ request }: { request: AnalysisRequestDto }) {
  const badge = requestStatusBadge(request.status);
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 p-4 sm:p-5">
      <RequestSummary request={request} />
      <StatusBadge label={badge.label} tone={badge.tone} />
      {request.status === 'failed' ? <FailureReason request={request} /> : null}
    </li>
  );
}

/**
 * Why a request failed, as the worker wrote it: it names the document to replace and says
 * the credit was returned (decision 0025), with the way to start over.
 */
function FailureReason({ request }: { request: AnalysisRequestDto }) {
  const reason = request.documents.find((d) => d.analysis_error)?.analysis_error;
  return (
    <div className="w-full rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p>{reason ?? 'The analysis could not be completed.'}</p>
      <div className="mt-2 flex flex-wrap gap-4">
        <Link to={`/analysis-requests/${request.request_id}`} className={textLinkClasses}>
          Replace the document and run it again
        </Link>
        <Link to="/new-project" className={`${textLinkClasses} inline-flex items-center gap-1`}>
          <Plus aria-hidden="true" className="size-4" />
          Start a new analysis
        </Link>
      </div>
    </div>
  );
}

function RequestSummary({ request }: { request: AnalysisRequestDto }) {
  return (
    <dl className="grid grid-cols-1 gap-x-8 gap-y-1 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-slate-700">Request ID</dt>
        <dd className="font-mono font-medium" title={request.request_id}>
          <Link
            to={`/analysis-requests/${request.request_id}`}
            aria-label={`View request ${shortId(request.request_id)}`}
            className={textLinkClasses}
          >
            {shortId(request.request_id)}
          </Link>
        </dd>
      </div>
      <div>
        <dt className="text-slate-700">Documents</dt>
        <dd className="font-medium text-slate-900">{request.document_count}</dd>
      </div>
      <div>
        <dt className="text-slate-700">Created</dt>
        <dd className="font-medium text-slate-900">{formatDate(request.created_at)}</dd>
      </div>
    </dl>
  );
}

function NoRequests() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
      <ClipboardList aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <p className="mt-3 font-semibold text-slate-900">No analysis requests yet</p>
      <p className="mt-1 text-sm text-slate-700">Start your first analysis to begin saving</p>
      <Link to="/new-project" className={`${buttonStyles.primary} mt-6`}>
        <Plus aria-hidden="true" className="size-4" />
        Start My Analysis
      </Link>
    </div>
  );
}
