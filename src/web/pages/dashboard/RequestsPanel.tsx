import { Link } from 'react-router';
import { DASHBOARD_REQUEST_LIMIT } from '../../../shared/constants';
import { requestStatusBadge } from '../../../shared/request-status';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { StatusBadge } from '../../components/ui/StatusBadge';
import type { DashboardRequest } from '../../lib/api-types';
import { formatDate, shortId } from '../../lib/format';
import { textLinkClasses } from '../auth/text-link-styles';

/** Newest analysis requests (first 3) with a link to the full list (spec 2.5). */
export function RequestsPanel({
  requests,
  loading,
}: {
  requests: DashboardRequest[] | undefined;
  loading: boolean;
}) {
  const shown = (requests ?? []).slice(0, DASHBOARD_REQUEST_LIMIT);
  return (
    <Card
      title="Analysis Requests"
      headingId="dashboard-requests"
      actions={
        <Link to="/analysis-requests" className={`${textLinkClasses} text-sm`}>
          View All
        </Link>
      }
    >
      {loading ? <Spinner label="Loading analysis requests" /> : null}
      {!loading && shown.length === 0 ? (
        <p className="py-6 text-center text-slate-700">No analysis requests yet</p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="divide-y divide-slate-200">
          {shown.map((request) => {
            const badge = requestStatusBadge(request.status, true);
            return (
              <li key={request.request_id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    Request ID:{' '}
                    <Link
                      to={`/analysis-requests/${request.request_id}`}
                      aria-label={`View request ${shortId(request.request_id)}`}
                      className={`${textLinkClasses} font-mono`}
                    >
                      {shortId(request.request_id)}
                    </Link>
                  </p>
                  <p className="text-sm text-slate-700">
                    Documents: {request.document_count} · {formatDate(request.created_at)}
                  </p>
                </div>
                <StatusBadge label={badge.label} tone={badge.tone} />
              </li>
            );
          })}
        </ul>
      ) : null}
    </Card>
  );
}
