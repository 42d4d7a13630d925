import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Plus, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import type { Order, OrderList } from '../../../shared/contracts/billing';
import { orderStatusTone } from '../../../shared/request-status';
import { ErrorAlert } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { PageHeader } from '../../components/ui/PageHeader';
import { Spinner } from '../../components/ui/Spinner';
import { StatusBadge } from '../../components/ui/StatusBadge';
import { apiGet, errorMessage } from '../../lib/api';
import { formatDate, formatUsdCents, shortId } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { textLinkClasses } from '../auth/text-link-styles';

export const ORDERS_QUERY_KEY = ['orders'] as const;

/** 'va_design' -> 'Va design', 'completed' -> 'Completed'. */
const label = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');

/** Order History (spec 2.10): the customer's own orders, newest first. */
export function OrdersPage() {
  usePageTitle('Order History');
  const orders = useQuery({
    queryKey: ORDERS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<OrderList>('/api/orders', signal),
  });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <Link to="/dashboard" className={`${textLinkClasses} mb-6 inline-flex items-center gap-1 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <PageHeader title="Order History" subtitle="View all your past orders and their status" />
      {orders.isPending ? <Spinner label="Loading orders" /> : null}
      {orders.isError ? <ErrorAlert message={errorMessage(orders.error)} /> : null}
      {orders.data?.orders.length === 0 ? <NoOrders /> : null}
      {orders.data && orders.data.orders.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
          {orders.data.orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function OrderRow({ order }: { order: Order }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 p-4 sm:p-5">
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <StatusBadge label={label(order.status)} tone={orderStatusTone(order.status)} />
          <StatusBadge
            label={`Analysis: ${label(order.automation_status)}`}
            tone={orderStatusTone(order.automation_status)}
          />
          {order.va_design_status !== 'pending' ? (
            <StatusBadge
              label={`Expert review: ${label(order.va_design_status)}`}
              tone={orderStatusTone(order.va_design_status)}
            />
          ) : null}
        </div>
        <p className="font-mono text-sm text-slate-800" title={order.id}>
          Order ID: {shortId(order.id)}
        </p>
      </div>
      <div className="text-right">
        <p className="text-lg font-semibold text-slate-900">{formatUsdCents(order.amount_cents)}</p>
        {order.refunded_cents > 0 ? (
          <p className="text-sm text-slate-700">Refunded {formatUsdCents(order.refunded_cents)}</p>
        ) : null}
        <p className="text-sm text-slate-700">{formatDate(order.created_at)}</p>
      </div>
    </li>
  );
}

function NoOrders() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
      <Receipt aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <p className="mt-3 font-semibold text-slate-900">No orders yet</p>
      <p className="mt-1 text-sm text-slate-700">Start your first analysis to begin saving</p>
      <Link to="/new-project" className={`${buttonStyles.primary} mt-6`}>
        <Plus aria-hidden="true" className="size-4" />
        Start My Analysis
      </Link>
    </div>
  );
}
