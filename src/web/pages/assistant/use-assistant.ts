import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AddedFindingInput,
  AddedFindingPatch,
  AssistantRequestDetail,
  AssistantRequestList,
  DecisionInput,
  DecisionResult,
} from '../../../shared/contracts/review';
import { apiGet, apiRequest } from '../../lib/api';
import { ASSISTANT_QUERY_KEY } from '../../lib/query-keys';

const LIST_KEY = [...ASSISTANT_QUERY_KEY, 'requests'] as const;
export const detailKey = (requestId: string) => [...ASSISTANT_QUERY_KEY, 'request', requestId] as const;

/** The review list, newest first, searched on the server; "Load more" fetches the next page. */
export function useReviewList(q: string) {
  return useInfiniteQuery({
    queryKey: [...LIST_KEY, q],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: '50' });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return apiGet<AssistantRequestList>(`/api/assistant/requests?${params}`, signal);
    },
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });
}

/** Re-read while open, so another reviewer's decisions show up without a reload. */
const DETAIL_REFRESH_MS = 30_000;

export function useReviewDetail(requestId: string | null) {
  return useQuery({
    refetchInterval: DETAIL_REFRESH_MS,
    queryKey: detailKey(requestId ?? ''),
    queryFn: ({ signal }) =>
      apiGet<AssistantRequestDetail>(`/api/assistant/requests/${encodeURIComponent(requestId!)}`, signal),
    enabled: !!requestId,
  });
}

type ReviewChange =
  | { kind: 'decide'; findingId: string; input: DecisionInput }
  | { kind: 'undo'; findingId: string }
  | { kind: 'add'; input: AddedFindingInput }
  | { kind: 'edit-added'; id: string; patch: AddedFindingPatch }
  | { kind: 'remove-added'; id: string };

function send(requestId: string, change: ReviewChange): Promise<DecisionResult> {
  const base = `/api/assistant/requests/${encodeURIComponent(requestId)}`;
  switch (change.kind) {
    case 'decide':
      return apiRequest(`${base}/findings/${change.findingId}/decision`, {
        method: 'PUT',
        body: change.input,
      });
    case 'undo':
      return apiRequest(`${base}/findings/${change.findingId}/decision`, { method: 'DELETE' });
    case 'add':
      return apiRequest(`${base}/added-findings`, { method: 'POST', body: change.input });
    case 'edit-added':
      return apiRequest(`${base}/added-findings/${change.id}`, { method: 'PATCH', body: change.patch });
    case 'remove-added':
      return apiRequest(`${base}/added-findings/${change.id}`, { method: 'DELETE' });
  }
}

/**
 * Every review change is saved at once; the detail is then read again so the screen shows
 * the stored state (who decided and when, another reviewer's changes included), and the
 * list's progress follows.
 */
export function useReviewChange(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ReviewChange) => send(requestId, change),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: detailKey(requestId) }),
        queryClient.invalidateQueries({ queryKey: LIST_KEY }),
      ]);
    },
  });
}
