import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';

/**
 * A table that scrolls sideways inside its own focusable region on a narrow screen
 * (375 px), so the page itself never does; keyboard users can scroll it too.
 */
export function AdminTable({
  label,
  head,
  children,
}: {
  label: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-slate-200"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </section>
  );
}

export const cell = 'px-3 py-2 align-top text-slate-900';

/** Loading, error, empty and "Load more" around a keyset-paginated list. */
export function PagedList<P, T>({
  query,
  itemsOf,
  label,
  empty,
  render,
}: {
  query: UseInfiniteQueryResult<InfiniteData<P>>;
  itemsOf(page: P): T[];
  label: string;
  empty: string;
  render(items: T[]): ReactNode;
}) {
  if (query.isPending) return <Spinner label={`Loading ${label.toLowerCase()}`} />;
  if (query.isError) return <ErrorAlert message={errorMessage(query.error)} />;
  const items = query.data.pages.flatMap(itemsOf);
  if (!items.length) return <p className="text-slate-700">{empty}</p>;
  return (
    <div className="space-y-3">
      {render(items)}
      {query.hasNextPage ? (
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      ) : null}
    </div>
  );
}
