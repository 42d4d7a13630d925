import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { AssistantRequestListItem } from '../../../shared/contracts/review';
import { requestStatusBadge } from '../../../shared/request-status';
import { ErrorAlert } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/Spinner';
import { StatusBadge } from '../../components/ui/StatusBadge';
import { errorMessage } from '../../lib/api';
import { formatDate, formatUsdCents, shortId } from '../../lib/format';
import { useReviewList } from './use-assistant';

/** Typing pauses this long before the list is searched again on the server. */
const SEARCH_DELAY_MS = 250;

/** The analysed requests, newest first, searched by customer name, e-mail or request id. */
export function RequestList({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect(requestId: string): void;
}) {
  const headingId = useId();
  const searchId = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const list = useReviewList(q);
  const requests = list.data?.pages.flatMap((p) => p.requests) ?? [];
  const total = list.data?.pages[0]?.total;

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Analysis reports
      </h2>
      <div className="relative mt-3">
        <label htmlFor={searchId} className="sr-only">
          Search reports
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-600"
        />
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search by name, email or request ID"
          className="block w-full rounded-md border border-slate-400 bg-white py-2 pr-3 pl-9 text-slate-900 placeholder:text-slate-600 focus-visible:outline-2 focus-visible:outline-blue-700"
        />
      </div>
      <p className="mt-2 text-sm text-slate-700" aria-live="polite">
        {total === undefined ? '' : `${total} report${total === 1 ? '' : 's'}`}
      </p>
      {list.isPending ? <Spinner label="Loading analysis reports" /> : null}
      {list.isError ? <ErrorAlert message={errorMessage(list.error)} /> : null}
      {list.isSuccess && requests.length === 0 ? (
        <p className="py-6 text-center text-slate-700">No analysis reports found</p>
      ) : null}
      {requests.length > 0 ? (
        <ul className="mt-2 divide-y divide-slate-200">
          {requests.map((r) => (
            <li key={r.request_id}>
              <RequestRow request={r} current={r.request_id === selected} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      ) : null}
      {list.hasNextPage ? (
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-3 w-full`}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </section>
  );
}

function RequestRow({
  request,
  current,
  onSelect,
}: {
  request: AssistantRequestListItem;
  current: boolean;
  onSelect(requestId: string): void;
}) {
  const badge = requestStatusBadge(request.status);
  const { decided, total, added } = request.review_progress;
  return (
    <button
      type="button"
      aria-current={current ? 'true' : undefined}
      onClick={() => onSelect(request.request_id)}
      className={`block w-full rounded-md p-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-700 ${current ? 'bg-blue-50 ring-1 ring-blue-300' : ''}`}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="min-w-0">
          <span className="block truncate font-medium text-slate-900">{request.customer.name}</span>
          <span className="block truncate text-sm text-slate-700">{request.customer.email}</span>
        </span>
        <StatusBadge label={badge.label} tone={badge.tone} />
      </span>
      <span className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
        <span className="font-mono" title={request.request_id}>
          {shortId(request.request_id)}
        </span>
        <span>{formatDate(request.created_at)}</span>
        {request.overcharge_cents !== null ? <span>{formatUsdCents(request.overcharge_cents)}</span> : null}
        {request.analysis_status === 'completed' ? (
          <span>
            Reviewed {decided}/{total}
            {added ? ` (+${added} added)` : ''}
          </span>
        ) : null}
      </span>
    </button>
  );
}
