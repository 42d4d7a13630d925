import { useId } from 'react';
import type { ReviewDocumentDto, ReviewFindingDto } from '../../../shared/contracts/review';
import { formatUsdCents } from '../../lib/format';
import { DecisionControls } from './DecisionControls';
import { EvidenceList } from './EvidenceList';

/** One engine finding as the reviewer judges it: amount, reasoning, evidence, decision. */
export function FindingCard({
  requestId,
  finding,
  documents,
}: {
  requestId: string;
  finding: ReviewFindingDto;
  documents: ReviewDocumentDto[];
}) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-finding-id={finding.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={headingId} className="min-w-0 font-semibold text-slate-900">
          {finding.title}
        </h4>
        <p className="text-lg font-bold text-slate-900">{formatUsdCents(finding.amount_cents)}</p>
      </div>
      <p className="mt-1 text-xs text-slate-700">
        {finding.rule} · {finding.year ?? 'year unknown'} · {finding.severity} · confidence{' '}
        {Math.round(finding.confidence * 100)}%
      </p>
      <p className="mt-3 text-sm text-slate-800">{finding.explanation}</p>
      {finding.calculation.length > 0 ? (
        <div className="mt-3">
          <h5 className="text-sm font-semibold text-slate-900">Calculation</h5>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-800">
            {finding.calculation.map((step, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are fixed text in order
              <li key={i}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}
      <EvidenceList evidence={finding.evidence} documents={documents} />
      {finding.recommendation ? (
        <p className="mt-3 text-sm text-slate-800">
          <span className="font-semibold">What to ask for: </span>
          {finding.recommendation}
        </p>
      ) : null}
      <DecisionControls requestId={requestId} finding={finding} />
    </article>
  );
}
