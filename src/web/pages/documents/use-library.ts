import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';
import type { AnalysisRequestsResponse, DocumentsResponse } from '../../lib/api-types';
import { ANALYSIS_REQUESTS_QUERY_KEY, DOCUMENTS_QUERY_KEY } from '../../lib/query-keys';

/** Poll this often while a request is still queued or being processed (spec 2.9). */
export const REQUEST_POLL_MS = 5000;

/** The signed-in user's own documents, newest first. */
export function useDocuments() {
  return useQuery({
    queryKey: DOCUMENTS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<DocumentsResponse>('/api/documents', signal),
    select: (data) => data.documents,
  });
}

/**
 * The user's analysis requests, newest first. With `poll`, refetches every 5 s while any
 * request is pending or processing, so a status moves without a reload, and stops after.
 */
export function useAnalysisRequests({ poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: ANALYSIS_REQUESTS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<AnalysisRequestsResponse>('/api/analysis-requests', signal),
    select: (data) => data.requests,
    refetchInterval: (query) =>
      poll && query.state.data?.requests.some((r) => r.status === 'pending' || r.status === 'processing')
        ? REQUEST_POLL_MS
        : false,
  });
}

/** Case-insensitive match on title or description (spec 2.8). */
export function matchesSearch(search: string, title: string, description: string | null): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return title.toLowerCase().includes(needle) || (description ?? '').toLowerCase().includes(needle);
}
