import type { AssistantRequestDetail } from '../../../shared/contracts/review';

type Audit = NonNullable<AssistantRequestDetail['audit']>;

/** The audit's deadlines and warnings, and the engine's plain-text report (spec 2.7 "analysis text"). */
export function AuditFacts({ audit, reportText }: { audit: Audit; reportText: string | null }) {
  return (
    <div className="space-y-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">Deadlines</h3>
        {audit.deadlines.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No deadline could be read from the documents.</p>
        ) : (
          <ul className="mt-2 space-y-2 text-sm text-slate-800">
            {audit.deadlines.map((d) => (
              <li key={`${d.kind}:${d.date}`}>
                <span className="font-semibold">{d.kind.replace(/_/g, ' ').toLowerCase()}</span>:{' '}
                <time dateTime={d.date}>{d.date}</time> ({d.basis})
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="text-lg font-semibold text-slate-900">Warnings</h3>
        {audit.warnings.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No warnings.</p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {audit.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        )}
      </div>
      {reportText ? (
        <details>
          <summary className="cursor-pointer font-semibold text-slate-900">Analysis text</summary>
          <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-xs text-slate-800">
            {reportText}
          </pre>
        </details>
      ) : null}
      <p className="text-xs text-slate-700">Engine version {audit.engine_version}</p>
    </div>
  );
}
