import { TURNAROUND_HOURS } from '../../../shared/constants';
import type { AdminStats } from '../../../shared/contracts/admin';
import { type RequestStatus, requestStatusBadge } from '../../../shared/request-status';
import { StatusBadge } from '../../components/ui/StatusBadge';

const STATUS_ORDER: RequestStatus[] = ['pending', 'processing', 'in_progress', 'completed', 'failed'];

function StatCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-slate-600">{hint}</dd> : null}
    </div>
  );
}

/** The figures of spec 2.6 / spec 9 and issue 12, as cards. */
export function StatsCards({ stats }: { stats: AdminStats }) {
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Users" value={String(stats.totalUsers)} />
        <StatCard label="Premium Users" value={String(stats.premiumUsers)} />
        <StatCard label="Conversion Rate" value={`${stats.conversionRatePct.toFixed(1)}%`} />
        <StatCard label="Revenue" value={`$${stats.revenue}`} />
        <StatCard label="Requests" value={String(stats.totalRequests)} />
        <StatCard
          label={`Past the ${TURNAROUND_HOURS}-hour promise`}
          value={String(stats.overdueRequests)}
          hint="Submitted and not completed"
        />
        <StatCard
          label="Median time to report"
          value={stats.medianHoursToReport === null ? 'No reports yet' : `${stats.medianHoursToReport} h`}
          hint="From submission to the first published report"
        />
        <StatCard label="Documents / Orders" value={`${stats.totalDocuments} / ${stats.totalOrders}`} />
      </dl>
      <section
        aria-labelledby="admin-requests-by-status"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h3 id="admin-requests-by-status" className="text-sm font-semibold text-slate-900">
          Requests by status
        </h3>
        <ul className="mt-2 flex flex-wrap gap-3">
          {STATUS_ORDER.map((status) => {
            const badge = requestStatusBadge(status);
            return (
              <li key={status} className="flex items-center gap-2 text-sm text-slate-900">
                <StatusBadge {...badge} />
                <span>{stats.requestsByStatus[status]}</span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
