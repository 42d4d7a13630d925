import { CircleCheck, Clock, FileText, Hourglass } from 'lucide-react';
import type { DashboardCounters as Counters } from '../../lib/api-types';

const COUNTERS = [
  { key: 'totalDocuments', label: 'Total Documents', icon: FileText, tint: 'text-blue-700' },
  { key: 'analysisComplete', label: 'Analysis Complete', icon: CircleCheck, tint: 'text-green-700' },
  { key: 'inProgress', label: 'In Progress', icon: Clock, tint: 'text-yellow-700' },
  { key: 'analysisPending', label: 'Analysis Pending', icon: Hourglass, tint: 'text-orange-700' },
] as const;

/** The four counters of spec 2.5; a dash stands in until the numbers arrive. */
export function DashboardCounters({ counters }: { counters: Counters | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {COUNTERS.map(({ key, label, icon: Icon, tint }) => (
        <div key={key} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <Icon aria-hidden="true" className={`size-5 shrink-0 ${tint}`} />
            {label}
          </dt>
          <dd className="mt-2 text-3xl font-bold text-slate-900">{counters ? counters[key] : '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
