import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { CONFIG_ELEMENT_ID } from '../shared/prerender-tokens';
import { AppProviders } from './AppProviders';
import type { AppConfig } from './lib/api-types';
import { createQueryClient } from './lib/query-client';
import { CONFIG_QUERY_KEY } from './lib/query-keys';
import { routes } from './routes';
import './styles.css';

/**
 * Pages are lazy chunks; the ones matching this URL are loaded before the first render
 * (react-router's documented pattern for hydrating lazy routes), so the first render is
 * the page itself, equal to the pre-rendered HTML, not a fallback.
 */
async function resolveMatchedPages(): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (match) => {
      const lazy = match.route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(match.route, { ...(await lazy()), lazy: undefined });
    }),
  );
}

function readInjectedConfig(): AppConfig | null {
  const text = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as AppConfig;
  } catch {
    return null; // useAppConfig then asks GET /api/config
  }
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">');

  const queryClient = createQueryClient();
  // The server writes the public settings into the page: no request, and the same
  // values the pre-rendered HTML was filled with.
  const config = readInjectedConfig();
  if (config) queryClient.setQueryData(CONFIG_QUERY_KEY, config);

  await resolveMatchedPages();
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  );
  // Pre-rendered public pages arrive with their HTML: hydrate it. Every other path gets
  // the empty shell and renders from scratch.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
