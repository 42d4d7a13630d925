import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { CONFIG_TOKENS } from '../shared/prerender-tokens';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './lib/query-client';
import { CONFIG_QUERY_KEY } from './lib/query-keys';
import { routes } from './routes';

/**
 * Build-time renderer of the public pages (scripts/build-web.ts). Each page renders as
 * a visitor whose session is still loading, which is also the browser's first render,
 * with placeholder settings the server fills in (shared/prerender-tokens.ts).
 */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect while pre-rendering`);
  const queryClient = createQueryClient();
  queryClient.setQueryData(CONFIG_QUERY_KEY, { ...CONFIG_TOKENS });
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  queryClient.clear();
  return html;
}
