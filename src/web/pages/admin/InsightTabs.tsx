import type { AuditEntry } from '../../../shared/contracts/admin';
import { ErrorAlert } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { formatUsdCents } from '../../lib/format';
import { AdminTable, cell, PagedList } from './AdminTable';
import { ENGINE_QUALITY_PATH, useAuditLog, useEngineQuality, useOutbox } from './use-admin';

const pct = (v: number | null) => (v === null ? '-' : `${(v * 100).toFixed(1)}%`);

/** The engine as the experts see it: review decisions per rule over the last 30 days. */
export function EngineQualityTab() {
  const quality = useEngineQuality();
  if (quality.isPending) return <Spinner label="Loading engine quality" />;
  if (quality.isError) return <ErrorAlert message={errorMessage(quality.error)} />;
  const { rules, total, days } = quality.data;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">Expert review decisions per rule, last {days} days.</p>
        <a className={buttonStyles.secondary} href={`${ENGINE_QUALITY_PATH}.csv?days=${days}`} download>
          Export CSV
        </a>
      </div>
      {rules.length === 0 ? (
        <p className="text-slate-700">No review decisions in the last {days} days.</p>
      ) : (
        <AdminTable
          label="Engine quality per rule"
          head={[
            'Rule',
            'Confirmed',
            'Adjusted',
            'Rejected',
            'Added',
            'Precision',
            'Recall',
            'As found',
            'As reviewed',
          ]}
        >
          {[...rules, total].map((r) => (
            <tr key={r.rule} className={r === total ? 'font-semibold' : undefined}>
              <td className={`${cell} break-all`}>{r.rule}</td>
              <td className={cell}>{r.confirmed}</td>
              <td className={cell}>{r.adjusted}</td>
              <td className={cell}>{r.rejected}</td>
              <td className={cell}>{r.added}</td>
              <td className={cell}>{pct(r.precision)}</td>
              <td className={cell}>{pct(r.recall)}</td>
              <td className={cell}>{formatUsdCents(r.found_cents)}</td>
              <td className={cell}>{formatUsdCents(r.reviewed_cents)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}

const brief = (value: unknown) => (value === undefined ? '-' : JSON.stringify(value));

function target(entry: AuditEntry) {
  return entry.target_email ?? `${entry.target_type} ${entry.target_id}`;
}

/** The staff audit log, newest first: who did what to whom, before and after. */
export function AuditLogTab() {
  return (
    <PagedList
      query={useAuditLog()}
      itemsOf={(p) => p.entries}
      label="Audit log"
      empty="No staff actions recorded yet."
      render={(entries) => (
        <AdminTable label="Audit log" head={['When', 'Who', 'Action', 'Target', 'Before', 'After']}>
          {entries.map((e) => (
            <tr key={e.id}>
              <td className={cell}>{new Date(e.created_at).toLocaleString()}</td>
              <td className={`${cell} break-all`}>{e.actor_email ?? 'Deleted user'}</td>
              <td className={cell}>{e.action}</td>
              <td className={`${cell} break-all`}>{target(e)}</td>
              <td className={`${cell} break-all font-mono text-xs`}>{brief(e.details.before)}</td>
              <td className={`${cell} break-all font-mono text-xs`}>{brief(e.details.after)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    />
  );
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '-');

/**
 * Every e-mail the product stored, newest first, without its body (decision 0026): support
 * sees a report-ready mail that failed after its retries (decision 0036) and whom to call.
 */
export function OutboxTab() {
  return (
    <PagedList
      query={useOutbox()}
      itemsOf={(p) => p.emails}
      label="E-mails"
      empty="No e-mails sent yet."
      render={(emails) => (
        <AdminTable label="E-mails" head={['When', 'To', 'Subject', 'Kind', 'Status', 'Sent']}>
          {emails.map((m) => (
            <tr key={m.id}>
              <td className={cell}>{when(m.created_at)}</td>
              <td className={`${cell} break-all`}>{m.to}</td>
              <td className={cell}>{m.subject}</td>
              <td className={cell}>{m.kind}</td>
              <td className={cell}>
                {m.status}
                {m.error ? <span className="block text-xs text-red-700">{m.error}</span> : null}
              </td>
              <td className={cell}>{when(m.sent_at)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    />
  );
}
