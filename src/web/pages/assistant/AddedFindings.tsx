import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { AssistantRequestDetail, ReviewDecisionDto } from '../../../shared/contracts/review';
import { ErrorAlert } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { SelectField, TextAreaField, TextField } from '../../components/ui/TextField';
import { errorMessage } from '../../lib/api';
import { formatDateTime, formatUsdCents } from '../../lib/format';
import { EvidenceList } from './EvidenceList';
import { dollarsToCents } from './money-input';
import { useReviewChange } from './use-assistant';

/** The findings the reviewers added (the engine missed them), and the form to add one. */
export function AddedFindings({ detail }: { detail: AssistantRequestDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">
          Added findings ({detail.added_findings.length})
        </h3>
        {!open ? (
          <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add finding
          </button>
        ) : null}
      </div>
      {detail.added_findings.map((a) => (
        <AddedFindingCard key={a.id} detail={detail} added={a} />
      ))}
      {open ? <AddFindingForm detail={detail} onDone={() => setOpen(false)} /> : null}
    </div>
  );
}

function AddedFindingCard({ detail, added }: { detail: AssistantRequestDetail; added: ReviewDecisionDto }) {
  const change = useReviewChange(detail.request_id);
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-blue-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-slate-900">
          {added.title}
        </h4>
        <p className="text-lg font-bold text-slate-900">{formatUsdCents(added.amount_cents ?? 0)}</p>
      </div>
      <p className="mt-1 text-xs text-slate-700">
        {added.rule} · {added.year ?? 'year unknown'} · added by {added.reviewer?.name ?? 'a former reviewer'}{' '}
        · {formatDateTime(added.updated_at)}
      </p>
      <p className="mt-3 text-sm text-slate-800">{added.explanation}</p>
      {added.reason ? <p className="mt-2 text-sm text-slate-800">Reason: {added.reason}</p> : null}
      <EvidenceList evidence={added.evidence ? [added.evidence] : []} documents={detail.documents} />
      <ErrorAlert message={change.isError ? errorMessage(change.error) : null} />
      <button
        type="button"
        className={`${buttonStyles.ghost} mt-3`}
        disabled={change.isPending}
        onClick={() => change.mutate({ kind: 'remove-added', id: added.id })}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Remove<span className="sr-only"> {added.title}</span>
      </button>
    </article>
  );
}

interface Fields {
  rule: string;
  year: string;
  amount: string;
  title: string;
  explanation: string;
  file: string;
  page: string;
  quote: string;
  reason: string;
}

type Errors = Partial<Record<keyof Fields, string>>;

function validate(f: Fields, detail: AssistantRequestDetail): Errors {
  const errors: Errors = {};
  if (!f.rule) errors.rule = 'Choose the rule.';
  if (f.year.trim() && !/^\d{4}$/.test(f.year.trim()))
    errors.year = 'Enter a year like 2024, or leave it empty.';
  if (dollarsToCents(f.amount) === null) errors.amount = 'Enter the amount in dollars, e.g. 1234.50.';
  if (!f.title.trim()) errors.title = 'Enter a title.';
  if (!f.explanation.trim()) errors.explanation = 'Enter an explanation.';
  const doc = detail.documents.find((d) => d.title === f.file);
  if (!doc) errors.file = 'Choose the document the evidence is on.';
  const page = Number(f.page);
  if (!Number.isInteger(page) || page < 1) errors.page = 'The page must be a whole number from 1.';
  else if (doc?.page_count && page > doc.page_count) {
    errors.page = `${doc.title} has ${doc.page_count} page${doc.page_count === 1 ? '' : 's'}.`;
  }
  if (!f.quote.trim()) errors.quote = 'Enter the evidence quote.';
  if (!f.reason.trim()) errors.reason = 'A reason is required to add a finding.';
  return errors;
}

function AddFindingForm({ detail, onDone }: { detail: AssistantRequestDetail; onDone(): void }) {
  const change = useReviewChange(detail.request_id);
  const headingId = useId();
  const [f, setF] = useState<Fields>({
    rule: '',
    year: '',
    amount: '',
    title: '',
    explanation: '',
    file: detail.documents[0]?.title ?? '',
    page: '1',
    quote: '',
    reason: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setF({ ...f, [key]: e.target.value });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(f, detail);
    setErrors(found);
    if (Object.keys(found).length) return;
    change.mutate(
      {
        kind: 'add',
        input: {
          rule: f.rule,
          year: f.year.trim() ? Number(f.year) : null,
          amount_cents: dollarsToCents(f.amount)!,
          title: f.title.trim(),
          explanation: f.explanation.trim(),
          evidence: { file: f.file, page: Number(f.page), quote: f.quote.trim() },
          reason: f.reason.trim(),
        },
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-slate-300 bg-slate-50 p-4 sm:p-6"
    >
      <h4 id={headingId} className="font-semibold text-slate-900">
        Add a finding the engine missed
      </h4>
      <SelectField label="Rule" value={f.rule} onChange={set('rule')} error={errors.rule}>
        <option value="">Choose a rule</option>
        {detail.rule_ids.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label="Year (optional)"
          inputMode="numeric"
          value={f.year}
          onChange={set('year')}
          error={errors.year}
        />
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          value={f.amount}
          onChange={set('amount')}
          error={errors.amount}
        />
      </div>
      <TextField label="Title" value={f.title} onChange={set('title')} error={errors.title} />
      <TextAreaField
        label="Explanation"
        rows={3}
        value={f.explanation}
        onChange={set('explanation')}
        error={errors.explanation}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <SelectField label="Evidence document" value={f.file} onChange={set('file')} error={errors.file}>
          {detail.documents.map((d) => (
            <option key={d.id} value={d.title}>
              {d.title}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Page"
          inputMode="numeric"
          value={f.page}
          onChange={set('page')}
          error={errors.page}
        />
      </div>
      <TextAreaField
        label="Evidence quote"
        rows={2}
        value={f.quote}
        onChange={set('quote')}
        error={errors.quote}
      />
      <TextAreaField
        label="Reason"
        rows={2}
        value={f.reason}
        onChange={set('reason')}
        error={errors.reason}
      />
      <ErrorAlert message={change.isError ? errorMessage(change.error) : null} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Add finding'}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onDone} disabled={change.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
