import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api';
import type { AppConfig } from './api-types';
import { CONFIG_QUERY_KEY } from './query-keys';

/** Public deployment settings (support e-mail, site address); they do not change while the page is open. */
export function useAppConfig() {
  return useQuery({
    queryKey: CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<AppConfig>('/api/config', signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
