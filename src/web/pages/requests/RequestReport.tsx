import { Download } from 'lucide-react';
import type { CustomerReport } from '../../../shared/contracts/customer-request';
import { buttonStyles } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/Card';
import { formatDate, formatUsdCents } from '../../lib/format';
import { daysLeftText } from './use-request';

/** The reviewed report, readable in the browser: total, deadline, findings with evidence, what to ask for. */
export function RequestReport({ report }: { report: CustomerReport }) {
  return (
    <Card
      title="Your report"
      headingId="request-report"
      actions={
        <a href={report.download_url} download className={buttonStyles.primary}>
          <Download aria-hidden="true" className="size-4" />
          Download Report
        </a>
      }
    >
      <p className="text-sm text-slate-700">{report.review.line}</p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="rounded-md bg-green-50 p-4">
          <dt className="text-sm font-medium text-slate-700">Total potential recovery</dt>
          <dd className="text-3xl font-bold text-green-800">{formatUsdCents(report.total_cents)}</dd>
        </div>
        <div className="rounded-md bg-red-50 p-4">
          <dt className="text-sm font-medium text-slate-700">Audit deadline</dt>
          {report.deadline ? (
            <dd className="text-slate-900">
              <span className="text-xl font-bold text-red-800">
                {formatDate(`${report.deadline.date}T12:00:00`)}
              </span>
              {report.deadline.days_left !== null ? (
                <span className="ml-2 font-semibold">{daysLeftText(report.deadline.days_left)}</span>
              ) : null}
              <span className="mt-1 block text-sm text-slate-700">{report.deadline.basis}</span>
            </dd>
          ) : (
            <dd className="text-slate-900">
              Not determined from your documents: check the audit clause of your lease and dispute in writing
              soon.
            </dd>
          )}
        </div>
      </dl>
      <h3 className="mt-6 text-base font-semibold text-slate-900">Findings</h3>
      {report.findings.length === 0 ? <p className="mt-2 text-slate-700">No overcharges found.</p> : null}
      <ol className="mt-2 space-y-4">
        {report.findings.map((f) => (
          <li key={f.id} className="rounded-md border border-slate-200 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h4 className="font-semibold text-slate-900">
                {f.year !== null ? `${f.year}: ` : ''}
                {f.title}
              </h4>
              <span className="font-bold text-slate-900">
                {f.amount_cents > 0 ? formatUsdCents(f.amount_cents) : 'To review'}
              </span>
            </div>
            <p className="mt-2 text-sm text-slate-800">{f.explanation}</p>
            {f.evidence.length > 0 ? (
              <ul aria-label="Evidence" className="mt-3 space-y-2">
                {f.evidence.map((e) => (
                  <li
                    key={`${e.file}:${e.page}:${e.quote}`}
                    className="border-l-4 border-slate-300 pl-3 text-sm"
                  >
                    <q className="text-slate-800">{e.quote}</q>
                    <span className="block text-slate-700">
                      {e.file}, page {e.page}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-3 text-sm">
              <span className="font-semibold text-slate-900">What to ask for: </span>
              <span className="text-slate-800">{f.recommendation}</span>
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
