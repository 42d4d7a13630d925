import { Download, ExternalLink } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { AssistantRequestDetail } from '../../../shared/contracts/review';
import { requestStatusBadge } from '../../../shared/request-status';
import { ErrorAlert } from '../../components/ui/Alerts';
import { Spinner } from '../../components/ui/Spinner';
import { StatusBadge } from '../../components/ui/StatusBadge';
import { errorMessage } from '../../lib/api';
import { formatDate, formatUsdCents, shortId } from '../../lib/format';
import { textLinkClasses } from '../auth/text-link-styles';
import { AddedFindings } from './AddedFindings';
import { AnalysisFailedModal } from './AnalysisFailedModal';
import { AuditFacts } from './AuditFacts';
import { FindingCard } from './FindingCard';
import { PublishPanel } from './PublishPanel';
import { useReviewDetail } from './use-assistant';

/** One request's review: who and what, the documents, the audit finding by finding, publishing. */
export function RequestDetail({ requestId }: { requestId: string }) {
  const detail = useReviewDetail(requestId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [failedOpen, setFailedOpen] = useState(false);
  const loaded = detail.data?.request_id;
  const failed = detail.data?.analysis_status === 'failed';

  // A newly chosen request takes the focus (on a phone the pane is below the list);
  // a failed one opens the 'Analysis Failed' modal (spec 8), which then holds the focus.
  useEffect(() => {
    if (!loaded) return;
    if (failed) setFailedOpen(true);
    else headingRef.current?.focus();
  }, [loaded, failed]);

  if (detail.isPending) return <Spinner label="Loading the analysis" />;
  if (detail.isError) {
    return (
      <section aria-label="Report analysis">
        <ErrorAlert message={errorMessage(detail.error)} />
      </section>
    );
  }
  const d = detail.data;
  const badge = requestStatusBadge(d.status);
  const engineFindings = d.audit?.findings.filter((f) => f.rule !== 'REVIEW_RECOMMENDED') ?? [];
  const reviewItems = d.audit?.findings.filter((f) => f.rule === 'REVIEW_RECOMMENDED') ?? [];

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-6">
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 focus:outline-none"
          >
            {d.customer.name}{' '}
            <span className="font-mono text-base text-slate-700">{shortId(d.request_id)}</span>
          </h2>
          <StatusBadge label={badge.label} tone={badge.tone} />
        </div>
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Fact label="Customer" value={`${d.customer.name} (${d.customer.email})`} />
          <Fact label="Plan tier" value={d.plan_tier === 'premium' ? 'Premium' : 'Basic'} />
          <Fact label="Request ID" value={d.request_id} mono />
          <Fact label="Submitted" value={formatDate(d.created_at)} />
          <Fact label="Comments" value={d.comments || 'None'} wide />
        </dl>
      </div>

      <DocumentsCard detail={d} />

      {d.audit && d.reviewed ? (
        <>
          <Totals detail={d} />
          <div className="space-y-4">
            <h3 className="text-lg font-semibold text-slate-900">Findings ({engineFindings.length})</h3>
            {engineFindings.length === 0 ? (
              <p className="text-slate-700">The engine found no overcharges.</p>
            ) : null}
            {engineFindings.map((f) => (
              <FindingCard key={f.id} requestId={d.request_id} finding={f} documents={d.documents} />
            ))}
          </div>
          {reviewItems.length > 0 ? (
            <div className="space-y-4">
              <h3 className="text-lg font-semibold text-slate-900">Review items ({reviewItems.length})</h3>
              {reviewItems.map((f) => (
                <FindingCard key={f.id} requestId={d.request_id} finding={f} documents={d.documents} />
              ))}
            </div>
          ) : null}
          <AddedFindings detail={d} />
          <AuditFacts audit={d.audit} reportText={d.report_text} />
        </>
      ) : (
        <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">No analysis available for this report</p>
          {d.analysis_error ? <p className="mt-1">{d.analysis_error}</p> : null}
        </div>
      )}

      {/* Publishing slot: the enhanced report (generated or uploaded) is PublishPanel's. */}
      <PublishPanel requestId={d.request_id} detail={d} />

      <AnalysisFailedModal
        open={failedOpen}
        reason={d.analysis_error}
        onClose={() => {
          setFailedOpen(false);
          headingRef.current?.focus();
        }}
      />
    </section>
  );
}

function Fact({
  label,
  value,
  mono,
  wide,
}: {
  label: string;
  value: string;
  mono?: boolean;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <dt className="text-slate-700">{label}</dt>
      <dd className={`break-words font-medium text-slate-900 ${mono ? 'font-mono text-xs' : ''}`}>{value}</dd>
    </div>
  );
}

function DocumentsCard({ detail }: { detail: AssistantRequestDetail }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 className="text-lg font-semibold text-slate-900">Documents ({detail.documents.length})</h3>
      <ul className="mt-3 divide-y divide-slate-200">
        {detail.documents.map((doc) => (
          <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <a
                href={`${doc.view_url}#page=1`}
                target="_blank"
                rel="noopener noreferrer"
                className={`${textLinkClasses} inline-flex items-center gap-1 break-all`}
              >
                {doc.title}
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              <p className="text-sm text-slate-700">
                {doc.upload_type?.replace(/_/g, ' ') ?? 'document'}
                {doc.page_count ? ` · ${doc.page_count} page${doc.page_count === 1 ? '' : 's'}` : ''}
              </p>
              {!doc.analysed ? (
                <p className="text-sm text-slate-700">No analysis available for this document</p>
              ) : null}
            </div>
            <a
              href={doc.download_url}
              className={`${textLinkClasses} inline-flex items-center gap-1 text-sm`}
            >
              <Download aria-hidden="true" className="size-4" />
              Download<span className="sr-only"> {doc.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Totals({ detail }: { detail: AssistantRequestDetail }) {
  const engine = detail.audit!.totals;
  const reviewed = detail.reviewed!;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 className="text-lg font-semibold text-slate-900">Totals</h3>
      <dl className="mt-3 grid grid-cols-1 gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-700">Engine total</dt>
          <dd className="text-2xl font-bold text-slate-900">{formatUsdCents(engine.overcharge_cents)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Reviewed total</dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid="reviewed-total">
            {formatUsdCents(reviewed.totals.overcharge_cents)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-800">
        {reviewed.summary_line}
        {reviewed.summary.pending ? ` · ${reviewed.summary.pending} pending` : ''}
      </p>
    </div>
  );
}
