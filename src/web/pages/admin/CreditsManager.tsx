import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  type AdminUser,
  applyCreditRules,
  CREDIT_MESSAGES,
  NO_USERS_FOUND,
  type Tier,
} from '../../../shared/contracts/admin';
import { ErrorAlert, SuccessMessage } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { SelectField, TextField } from '../../components/ui/TextField';
import { errorMessage } from '../../lib/api';
import { useFlashMessage } from '../../lib/use-flash-message';
import { useUpdateCredits, useUserSearch } from './use-admin';

/** The preview of spec 5: a warning before the reset, an info note before the grant. */
const PREVIEW_NOTES = {
  reset: {
    text: `Warning: ${CREDIT_MESSAGES.resetNote}`,
    className: 'border-orange-300 bg-orange-50 text-orange-900',
  },
  grant: {
    text: `Note: ${CREDIT_MESSAGES.grantNote}`,
    className: 'border-blue-300 bg-blue-50 text-blue-900',
  },
} as const;

export const userName = (u: AdminUser) => `${u.first_name} ${u.last_name}`.trim() || 'No name';

/** Empty field: nothing entered (null); anything else is checked by the rules (NaN fails them). */
const parseCredits = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * The credits and subscription manager (spec 2.6, spec 5): find a customer, add credits
 * and/or set the tier. The preview applies the same rules as the server.
 */
export function CreditsManager({
  selected,
  onSelect,
}: {
  selected: AdminUser | null;
  onSelect(user: AdminUser | null): void;
}) {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const search = useUserSearch(submitted);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) setSubmitted(q);
  };

  return (
    <Card title="Credits and Subscription Manager" headingId="admin-credits-heading">
      <form onSubmit={onSearch} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          label="Search users"
          hint="E-mail, first name, last name or first and last name"
          className="flex-1"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className={`${buttonStyles.primary} sm:mb-7`} disabled={!text.trim()}>
          Search
        </button>
      </form>
      {submitted ? (
        <div className="mt-3">
          {search.isPending ? <Spinner label="Searching users" /> : null}
          {search.isError ? <ErrorAlert message={errorMessage(search.error)} /> : null}
          {search.data && !search.data.users.length ? (
            <p className="text-slate-700">{NO_USERS_FOUND}</p>
          ) : null}
          {search.data?.users.length ? (
            <ul
              aria-label="Search results"
              className="divide-y divide-slate-200 rounded-md border border-slate-200"
            >
              {search.data.users.map((u) => (
                <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                  <span className="min-w-0 break-all text-sm text-slate-900">
                    <span className="font-semibold">{userName(u)}</span> {u.email} · {u.credits} credits ·{' '}
                    {u.subscription_tier ?? 'no tier'}
                  </span>
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    aria-label={`Select ${u.email}`}
                    onClick={() => onSelect(u)}
                  >
                    Select
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {selected ? <CreditForm key={selected.id} user={selected} onUpdated={onSelect} /> : null}
    </Card>
  );
}

function CreditForm({ user, onUpdated }: { user: AdminUser; onUpdated(user: AdminUser): void }) {
  const [credits, setCredits] = useState('');
  const [tier, setTier] = useState<Tier>(user.subscription_tier);
  const [error, setError] = useState<string | null>(null);
  const flash = useFlashMessage();
  const update = useUpdateCredits();
  const noteId = useId();
  const headingId = useId();

  // A new selection (or the updated row) starts the form over.
  useEffect(() => setTier(user.subscription_tier), [user.subscription_tier]);

  const creditsToAdd = parseCredits(credits);
  const changed = credits.trim() !== '' || tier !== user.subscription_tier;
  const preview = changed
    ? applyCreditRules({ credits: user.credits, tier: user.subscription_tier }, creditsToAdd, tier)
    : null;
  const note = preview?.ok ? preview.note : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    flash.clear();
    if (!preview) return;
    if (!preview.ok) {
      setError(preview.message);
      return;
    }
    setError(null);
    try {
      const result = await update.mutateAsync({
        id: user.id,
        body: { credits_to_add: creditsToAdd, subscription_tier: tier },
      });
      setCredits('');
      flash.show(result.message);
      onUpdated(result.user);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="mt-4 space-y-3 border-t border-slate-200 pt-4"
      noValidate
    >
      <h3 id={headingId} className="break-all font-semibold text-slate-900">
        {user.email}
      </h3>
      <p className="text-sm text-slate-700">
        Current credits: {user.credits} · Subscription tier: {user.subscription_tier ?? 'None'}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Credits to add"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={credits}
          onChange={(e) => setCredits(e.target.value)}
          aria-describedby={note ? noteId : undefined}
        />
        <SelectField
          label="Subscription tier"
          value={tier ?? ''}
          aria-describedby={note ? noteId : undefined}
          onChange={(e) => setTier((e.target.value || null) as Tier)}
        >
          <option value="">No tier</option>
          <option value="basic">Basic</option>
          <option value="premium">Premium</option>
        </SelectField>
      </div>
      {note ? (
        <p
          id={noteId}
          role="note"
          className={`rounded-md border p-3 text-sm ${PREVIEW_NOTES[note].className}`}
        >
          {PREVIEW_NOTES[note].text}
        </p>
      ) : null}
      <ErrorAlert message={error} />
      <SuccessMessage message={flash.message} />
      <button type="submit" className={buttonStyles.primary} disabled={!changed || update.isPending}>
        {update.isPending ? 'Updating...' : 'Update'}
      </button>
    </form>
  );
}
