import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { AdminOrder } from '../../../shared/contracts/admin';
import type { RefundRequest } from '../../../shared/contracts/billing';
import { ErrorAlert } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { StatusBadge } from '../../components/ui/StatusBadge';
import { apiPost, errorMessage } from '../../lib/api';
import { formatDate, formatUsdCents, shortId } from '../../lib/format';
import { ADMIN_QUERY_KEY } from '../../lib/query-keys';

/** The Orders tab's money-back guarantee column: the flag, the refund state and the action. */
export function RefundCell({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  useRefreshWhileRefundPending(order);
  return (
    <div className="flex flex-col items-start gap-1">
      {order.guarantee_eligible ? <StatusBadge label="Guarantee" tone="yellow" /> : null}
      {order.refunded_cents > 0 ? (
        <span>
          Refunded {formatUsdCents(order.refunded_cents)}
          {order.refunded_at ? ` on ${formatDate(order.refunded_at)}` : ''}
        </span>
      ) : order.refund_requested_at ? (
        <span>Refund requested {formatDate(order.refund_requested_at)}</span>
      ) : null}
      {order.refundable ? (
        <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)}>
          Refund
        </button>
      ) : null}
      <RefundDialog order={open ? order : null} onClose={() => setOpen(false)} />
    </div>
  );
}

function RefundDialog({ order, onClose }: { order: AdminOrder | null; onClose(): void }) {
  const headingId = useId();
  return (
    <ModalDialog open={order !== null} onClose={onClose} labelledBy={headingId}>
      {order ? <RefundConfirm key={order.id} order={order} headingId={headingId} onClose={onClose} /> : null}
    </ModalDialog>
  );
}

function RefundConfirm({
  order,
  headingId,
  onClose,
}: {
  order: AdminOrder;
  headingId: string;
  onClose(): void;
}) {
  const client = useQueryClient();
  const refund = useMutation({
    mutationFn: (body: RefundRequest) =>
      apiPost<{ order: AdminOrder }>(`/api/admin/orders/${encodeURIComponent(order.id)}/refund`, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
      onClose();
    },
  });
  return (
    <div className="p-6">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Refund this order?
      </h2>
      <p className="mt-3 text-slate-800">
        Order {shortId(order.id)} ({order.email ?? 'unknown customer'}): {formatUsdCents(order.amount_cents)}{' '}
        goes back to the customer&apos;s card and an unused credit is removed. The customer is told by e-mail.
      </p>
      {refund.isError ? (
        <div className="mt-4">
          <ErrorAlert message={errorMessage(refund.error)} />
        </div>
      ) : null}
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Keep Order
        </button>
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={refund.isPending}
          onClick={() =>
            refund.mutate({ reason: order.guarantee_eligible ? 'guarantee' : 'requested_by_customer' })
          }
        >
          {refund.isPending ? 'Processing...' : `Refund ${formatUsdCents(order.amount_cents)}`}
        </button>
      </div>
    </div>
  );
}

/** How often the tab re-reads orders while a refund waits for the provider's confirmation. */
const REFUND_POLL_MS = 2_000;

/**
 * The refund call returns once the provider accepted it; the order becomes refunded when its
 * charge.refunded webhook arrives (decision 0044), so the list is re-read until then.
 */
function useRefreshWhileRefundPending(order: AdminOrder) {
  const client = useQueryClient();
  const pending = order.refund_requested_at !== null && order.refunded_at === null;
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(
      () => void client.invalidateQueries({ queryKey: [...ADMIN_QUERY_KEY, 'orders'] }),
      REFUND_POLL_MS,
    );
    return () => window.clearInterval(timer);
  }, [pending, client]);
}
