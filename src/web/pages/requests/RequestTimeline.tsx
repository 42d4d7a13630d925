import { CircleCheck, CircleDashed } from 'lucide-react';
import type { CustomerRequestDetail } from '../../../shared/contracts/customer-request';
import { formatDateTime } from '../../lib/format';

/** Submitted, analysed, under expert review, report ready: each with its time where known. */
export function RequestTimeline({ detail }: { detail: CustomerRequestDetail }) {
  return (
    <ol aria-label="Request progress" className="grid gap-3 sm:grid-cols-4">
      {detail.timeline.map((step) => (
        <li
          key={step.key}
          className={`flex items-start gap-2 rounded-md border p-3 ${step.done ? 'border-green-300 bg-green-50' : 'border-slate-200 bg-white'}`}
        >
          {step.done ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          ) : (
            <CircleDashed aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
          )}
          <div>
            <p className="font-medium text-slate-900">
              {step.label}
              <span className="sr-only">{step.done ? ' (done)' : ' (not yet)'}</span>
            </p>
            {step.at ? <p className="text-sm text-slate-700">{formatDateTime(step.at)}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
