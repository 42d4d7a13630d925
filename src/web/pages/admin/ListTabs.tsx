import { TURNAROUND_HOURS } from '../../../shared/constants';
import { deriveDocumentStatus, orderStatusTone, requestStatusBadge } from '../../../shared/request-status';
import { ErrorAlert } from '../../components/ui/Alerts';
import { Spinner } from '../../components/ui/Spinner';
import { StatusBadge } from '../../components/ui/StatusBadge';
import { errorMessage } from '../../lib/api';
import { formatDate, formatUsdCents, shortId } from '../../lib/format';
import { AdminTable, cell, PagedList } from './AdminTable';
import { RefundCell } from './RefundOrder';
import { useOrders, useOverdue, useSubmittedDocuments } from './use-admin';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');

/** Every submitted document (analysis_status set), newest first (spec 7 "Documents"). */
export function DocumentsTab() {
  return (
    <PagedList
      query={useSubmittedDocuments()}
      itemsOf={(p) => p.documents}
      label="Documents"
      empty="No documents found"
      render={(docs) => (
        <AdminTable label="Documents" head={['Title', 'Request', 'Status', 'Created']}>
          {docs.map((d) => (
            <tr key={d.id}>
              <td className={`${cell} break-all`}>{d.title}</td>
              <td className={cell}>{d.request_id ? shortId(d.request_id) : '-'}</td>
              <td className={cell}>
                <StatusBadge {...requestStatusBadge(deriveDocumentStatus(d))} />
              </td>
              <td className={cell}>{formatDate(d.created_at)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    />
  );
}

/** Every order, newest first, with the badges of spec 4 "Order status". */
export function OrdersTab() {
  return (
    <PagedList
      query={useOrders()}
      itemsOf={(p) => p.orders}
      label="Orders"
      empty="No orders yet"
      render={(orders) => (
        <AdminTable
          label="Orders"
          head={[
            'Order ID',
            'Customer',
            'Plan',
            'Status',
            'Automation',
            'Amount',
            'Created',
            'Guarantee / Refund',
          ]}
        >
          {orders.map((o) => (
            <tr key={o.id}>
              <td className={cell}>Order ID: {shortId(o.id)}</td>
              <td className={`${cell} break-all`}>{o.email ?? '-'}</td>
              <td className={cell}>{capitalised(o.plan)}</td>
              <td className={cell}>
                <StatusBadge label={capitalised(o.status)} tone={orderStatusTone(o.status)} />
              </td>
              <td className={cell}>
                <StatusBadge
                  label={capitalised(o.automation_status)}
                  tone={orderStatusTone(o.automation_status)}
                />
              </td>
              <td className={cell}>{formatUsdCents(o.amount_cents)}</td>
              <td className={cell}>{formatDate(o.created_at)}</td>
              <td className={cell}>
                <RefundCell order={o} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    />
  );
}

/** Requests past the 48-hour promise and not completed, most overdue first. */
export function OverdueTab() {
  const overdue = useOverdue();
  if (overdue.isPending) return <Spinner label="Loading overdue requests" />;
  if (overdue.isError) return <ErrorAlert message={errorMessage(overdue.error)} />;
  const { requests } = overdue.data;
  if (!requests.length)
    return <p className="text-slate-700">No request is past the {TURNAROUND_HOURS}-hour promise.</p>;
  return (
    <AdminTable
      label="Overdue requests"
      head={['Request ID', 'Customer', 'Submitted', 'Hours late', 'Status']}
    >
      {requests.map((r) => (
        <tr key={r.request_id}>
          <td className={cell}>{shortId(r.request_id)}</td>
          <td className={`${cell} break-all`}>{r.email ?? '-'}</td>
          <td className={cell}>{new Date(r.submitted_at).toLocaleString()}</td>
          <td className={cell}>{r.hours_late}</td>
          <td className={cell}>
            <StatusBadge {...requestStatusBadge(r.status)} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
