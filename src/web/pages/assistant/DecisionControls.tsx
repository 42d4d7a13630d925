import { Check, Pencil, Undo2, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ReviewDecisionDto, ReviewFindingDto } from '../../../shared/contracts/review';
import { ErrorAlert } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { TextAreaField, TextField } from '../../components/ui/TextField';
import { errorMessage } from '../../lib/api';
import { formatDateTime, formatUsdCents } from '../../lib/format';
import { centsToDollarText, dollarsToCents } from './money-input';
import { useReviewChange } from './use-assistant';

type Mode = 'idle' | 'adjust' | 'reject';

/** The decisions that open a form (amount and/or reason) before they are saved. */
const FORM_MODES = [
  { mode: 'adjust', label: 'Adjust', Icon: Pencil },
  { mode: 'reject', label: 'Reject', Icon: X },
] as const;

/** Confirm, adjust (amount and reason) or reject (reason) one finding; saved at once. */
export function DecisionControls({ requestId, finding }: { requestId: string; finding: ReviewFindingDto }) {
  const change = useReviewChange(requestId);
  const [mode, setMode] = useState<Mode>('idle');
  const decision = finding.decision;
  const busy = change.isPending;
  // When the adjust/reject form closes, its button is gone: the focus goes to the decision
  // line (announced politely), not to the page's start.
  const stateRef = useRef<HTMLDivElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (refocus && mode === 'idle') {
      stateRef.current?.focus();
      setRefocus(false);
    }
  }, [refocus, mode]);
  const done = () => {
    setMode('idle');
    setRefocus(true);
  };

  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <div ref={stateRef} tabIndex={-1} aria-live="polite" className="focus:outline-none">
        <DecisionState decision={decision} />
      </div>
      <ErrorAlert message={change.isError ? errorMessage(change.error) : null} />
      {mode === 'idle' ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={busy || decision?.action === 'confirm'}
            onClick={() =>
              change.mutate({ kind: 'decide', findingId: finding.id, input: { action: 'confirm' } })
            }
          >
            <Check aria-hidden="true" className="size-4" />
            Confirm<span className="sr-only"> {finding.title}</span>
          </button>
          {FORM_MODES.map(({ mode: m, label, Icon }) => (
            <button
              key={m}
              type="button"
              className={buttonStyles.secondary}
              disabled={busy}
              onClick={() => setMode(m)}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
              <span className="sr-only"> {finding.title}</span>
            </button>
          ))}
          {decision ? (
            <button
              type="button"
              className={buttonStyles.ghost}
              disabled={busy}
              onClick={() => change.mutate({ kind: 'undo', findingId: finding.id })}
            >
              <Undo2 aria-hidden="true" className="size-4" />
              Undo decision
            </button>
          ) : null}
        </div>
      ) : (
        <ReasonForm
          mode={mode}
          finding={finding}
          busy={busy}
          onCancel={done}
          onSave={(input) =>
            change.mutate({ kind: 'decide', findingId: finding.id, input }, { onSuccess: done })
          }
        />
      )}
    </div>
  );
}

function DecisionState({ decision }: { decision: ReviewDecisionDto | null }) {
  if (!decision) {
    return <p className="text-sm text-slate-700">Not reviewed yet</p>;
  }
  const what =
    decision.action === 'confirm'
      ? 'Confirmed'
      : decision.action === 'reject'
        ? 'Rejected'
        : `Adjusted to ${formatUsdCents(decision.amount_cents ?? 0)}`;
  return (
    <div className="text-sm" data-testid="decision-state">
      <p className="font-semibold text-slate-900">
        {what}
        <span className="font-normal text-slate-700">
          {' '}
          by {decision.reviewer?.name ?? 'a former reviewer'} · {formatDateTime(decision.updated_at)}
        </span>
      </p>
      {decision.reason ? <p className="text-slate-800">Reason: {decision.reason}</p> : null}
    </div>
  );
}

function ReasonForm({
  mode,
  finding,
  busy,
  onCancel,
  onSave,
}: {
  mode: 'adjust' | 'reject';
  finding: ReviewFindingDto;
  busy: boolean;
  onCancel(): void;
  onSave(input: { action: 'adjust' | 'reject'; amount_cents?: number; reason: string }): void;
}) {
  const start = finding.decision?.action === mode ? finding.decision : null;
  const [amount, setAmount] = useState(centsToDollarText(start?.amount_cents ?? finding.amount_cents));
  const [reason, setReason] = useState(start?.reason ?? '');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    const cents = mode === 'adjust' ? dollarsToCents(amount) : null;
    if (mode === 'adjust' && cents === null) next.amount = 'Enter the amount in dollars, e.g. 1234.50.';
    if (!reason.trim()) next.reason = `A reason is required to ${mode} a finding.`;
    setErrors(next);
    if (next.amount || next.reason) return;
    onSave({ action: mode, reason: reason.trim(), ...(mode === 'adjust' ? { amount_cents: cents! } : {}) });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-3 space-y-3"
      aria-label={`${mode === 'adjust' ? 'Adjust' : 'Reject'} ${finding.title}`}
    >
      {mode === 'adjust' ? (
        <TextField
          label="Adjusted amount (USD)"
          hint={`The engine found ${formatUsdCents(finding.amount_cents)}.`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
          autoFocus
        />
      ) : null}
      <TextAreaField
        label={mode === 'adjust' ? 'Reason for the adjustment' : 'Reason for rejecting'}
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
        autoFocus={mode === 'reject'}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          {busy ? 'Saving…' : mode === 'adjust' ? 'Save adjustment' : 'Reject finding'}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
