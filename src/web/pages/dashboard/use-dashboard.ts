import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';
import type { DashboardResponse } from '../../lib/api-types';
import { DASHBOARD_QUERY_KEY } from '../../lib/query-keys';

/** Counters and the short request/document lists of the customer dashboard (one call). */
export function useDashboard() {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<DashboardResponse>('/api/dashboard', signal),
  });
}
