/** Cache keys in one place so invalidation after sign-in/out and mutations cannot drift. */
export const ME_QUERY_KEY = ['me'] as const;
export const CONFIG_QUERY_KEY = ['config'] as const;
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;
export const WIZARD_QUERY_KEY = ['wizard'] as const;
export const DOCUMENTS_QUERY_KEY = ['documents'] as const;
export const ANALYSIS_REQUESTS_QUERY_KEY = ['analysis-requests'] as const;
/** Every admin workspace query starts with this key: Refresh Data invalidates them all. */
export const ADMIN_QUERY_KEY = ['admin'] as const;
/** Every assistant workspace query (review list, request detail) starts with this key. */
export const ASSISTANT_QUERY_KEY = ['assistant'] as const;

/** Queries that do not depend on who is signed in and may survive a session change. */
export const SESSION_INDEPENDENT_KEYS: readonly string[] = [ME_QUERY_KEY[0], CONFIG_QUERY_KEY[0]];
