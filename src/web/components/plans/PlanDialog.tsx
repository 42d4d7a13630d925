import { Lock, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Plan } from '../../../shared/constants';
import { useAuth } from '../../auth/auth-context';
import { ErrorAlert } from '../ui/Alerts';
import { buttonStyles } from '../ui/button-styles';
import { ModalDialog } from '../ui/ModalDialog';
import { formatPlanPrice, planChoiceTarget } from './plan-format';

export interface PlanDialogProps {
  /** The chosen plan; the dialog is open while this is set. */
  plan: Plan | null;
  onClose(): void;
  /**
   * Starts the purchase for a signed-in user (spec 4 "Checkout dialog"). The billing page passes
   * the hosted-checkout call; while the promise runs the button reads 'Processing...'. A rejection
   * shows its message in the dialog. Default: close and go to /billing?plan=<key>.
   */
  onCheckout?(plan: Plan): void | Promise<void>;
}

const FALLBACK_ERROR = 'Could not start the checkout. Please try again.';

/**
 * 'Complete Your Order' on the native <dialog> (same pattern as UploadDialog): showModal traps
 * focus and makes the page inert, Escape closes it, focus returns to the plan button.
 */
export function PlanDialog({ plan, onClose, onCheckout }: PlanDialogProps) {
  const headingId = useId();

  return (
    <ModalDialog open={plan !== null} onClose={onClose} labelledBy={headingId}>
      {plan ? (
        <PlanDialogBody
          key={plan.key}
          plan={plan}
          headingId={headingId}
          onClose={onClose}
          onCheckout={onCheckout}
        />
      ) : null}
    </ModalDialog>
  );
}

/** Mounted only while open, so each opening starts idle with no error. */
function PlanDialogBody({
  plan,
  headingId,
  onClose,
  onCheckout,
}: {
  plan: Plan;
  headingId: string;
  onClose(): void;
  onCheckout?(plan: Plan): void | Promise<void>;
}) {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onContinue = async () => {
    if (!isAuthenticated || !onCheckout) {
      onClose();
      void navigate(planChoiceTarget(plan, isAuthenticated));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // On success the page leaves for the hosted checkout, so the button stays 'Processing...'.
      await onCheckout(plan);
    } catch (err) {
      if (!mounted.current) return;
      setError(err instanceof Error && err.message ? err.message : FALLBACK_ERROR);
      setBusy(false);
    }
  };

  return (
    <div className="p-6">
      <div className="flex items-start justify-between gap-4">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Complete Your Order
        </h2>
        <button type="button" onClick={onClose} aria-label="Close" className={buttonStyles.ghost}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      <div className="mt-4 flex items-baseline justify-between gap-4 rounded-md border border-slate-200 bg-slate-50 p-4">
        <p className="font-semibold text-slate-900">{plan.title}</p>
        <p>
          <span className="text-2xl font-bold text-slate-900">{formatPlanPrice(plan)}</span>{' '}
          <span className="text-sm text-slate-700">one-time</span>
        </p>
      </div>

      {error ? (
        <div className="mt-4">
          <ErrorAlert message={error} />
        </div>
      ) : null}

      <button
        type="button"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void onContinue()}
        className={`${buttonStyles.primary} mt-4 w-full py-3 text-base`}
      >
        {busy ? 'Processing...' : 'Continue to Secure Checkout'}
      </button>

      <p className="mt-4 flex items-start gap-2 text-sm text-slate-700">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-700" />
        <span>
          Payment is made securely by card through Stripe&apos;s hosted checkout. LeaseAudit never sees or
          stores your card details.
        </span>
      </p>
    </div>
  );
}
