import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminStats,
  AuditPage,
  CreditUpdate,
  CreditUpdateResult,
  EngineQuality,
  OrderPage,
  OutboxPage,
  OverdueList,
  Paged,
  UserEdit,
  UserEditResult,
  UserList,
  UserPage,
} from '../../../shared/contracts/admin';
import { apiGet, apiPatch, apiPost } from '../../lib/api';
import type { DocumentDto } from '../../lib/api-types';
import { ADMIN_QUERY_KEY } from '../../lib/query-keys';

/** The admin workspace's calls; shapes from src/shared/contracts/admin.ts. */

const key = (...parts: unknown[]) => [...ADMIN_QUERY_KEY, ...parts];

export function useAdminStats() {
  return useQuery({
    queryKey: key('stats'),
    queryFn: ({ signal }) => apiGet<AdminStats>('/api/admin/stats', signal),
  });
}

/** A keyset-paginated admin list: pages are fetched on "Load more" (decision 0029). */
function usePagedList<P extends Paged>(name: string, path: string) {
  return useInfiniteQuery({
    queryKey: key(name),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiGet<P>(pageParam ? `${path}?cursor=${encodeURIComponent(pageParam)}` : path, signal),
    getNextPageParam: (last) => last.next_cursor,
  });
}

export const useCustomers = () => usePagedList<UserPage>('users', '/api/admin/users');
export const useOrders = () => usePagedList<OrderPage>('orders', '/api/admin/orders');
export const useAuditLog = () => usePagedList<AuditPage>('audit-log', '/api/admin/audit-log');
export const useOutbox = () => usePagedList<OutboxPage>('outbox', '/api/admin/outbox');
export const useSubmittedDocuments = () =>
  usePagedList<{ documents: DocumentDto[] } & Paged>('documents', '/api/admin/documents');

export function useStaff() {
  return useQuery({
    queryKey: key('staff'),
    queryFn: ({ signal }) => apiGet<UserList>('/api/admin/staff', signal),
  });
}

export function useOverdue() {
  return useQuery({
    queryKey: key('overdue'),
    queryFn: ({ signal }) => apiGet<OverdueList>('/api/admin/overdue', signal),
  });
}

export const ENGINE_QUALITY_PATH = '/api/admin/engine-quality';

export function useEngineQuality() {
  return useQuery({
    queryKey: key('engine-quality'),
    queryFn: ({ signal }) => apiGet<EngineQuality>(ENGINE_QUALITY_PATH, signal),
  });
}

/** Search runs on submit (spec 5: non-empty text), not per keystroke. */
export function useUserSearch(text: string | null) {
  return useQuery({
    queryKey: key('search', text),
    enabled: !!text,
    queryFn: ({ signal }) =>
      apiGet<UserList>(`/api/admin/users/search?q=${encodeURIComponent(text ?? '')}`, signal),
  });
}

/** After any change every admin figure and list may be stale: refetch them all. */
function useInvalidateAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
}

export function useRefreshAdmin() {
  return useInvalidateAdmin();
}

export function useUpdateCredits() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CreditUpdate }) =>
      apiPost<CreditUpdateResult>(`/api/admin/users/${encodeURIComponent(id)}/credits`, body),
    onSuccess: () => invalidate(),
  });
}

export function useEditUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserEdit }) =>
      apiPatch<UserEditResult>(`/api/admin/users/${encodeURIComponent(id)}`, body),
    onSuccess: () => invalidate(),
  });
}
