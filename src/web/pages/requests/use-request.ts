import { useQuery } from '@tanstack/react-query';
import type { CustomerRequestDetail, RetryResponse } from '../../../shared/contracts/customer-request';
import { uploadFile } from '../../components/upload/upload-file';
import { apiGet } from '../../lib/api';
import { ANALYSIS_REQUESTS_QUERY_KEY } from '../../lib/query-keys';
import { REQUEST_POLL_MS } from '../documents/use-library';

/** Under the requests list's key: whatever refreshes the list refreshes this page too. */
export const requestDetailKey = (requestId: string) =>
  [...ANALYSIS_REQUESTS_QUERY_KEY, 'detail', requestId] as const;

/** One request as its customer sees it; polled while the analysis is queued or running. */
export function useRequestDetail(requestId: string) {
  return useQuery({
    queryKey: requestDetailKey(requestId),
    queryFn: ({ signal }) =>
      apiGet<CustomerRequestDetail>(`/api/analysis-requests/${encodeURIComponent(requestId)}`, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'processing' ? REQUEST_POLL_MS : false;
    },
  });
}

/** The replacement of the failed document, which runs the analysis again (decision 0037). */
export const uploadReplacement =
  (requestId: string) => (file: File, fields: Record<string, string>, onProgress: (f: number) => void) =>
    uploadFile(
      `/api/analysis-requests/${encodeURIComponent(requestId)}/retry`,
      file,
      fields,
      onProgress,
      (body: RetryResponse) => body,
    );

/** "12 days left", "Today is the last day", "Closed 3 days ago". */
export function daysLeftText(days: number): string {
  if (days === 0) return 'Today is the last day';
  const n = Math.abs(days);
  const unit = `${n} day${n === 1 ? '' : 's'}`;
  return days > 0 ? `${unit} left` : `Closed ${unit} ago`;
}
