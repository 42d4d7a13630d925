import { Hono } from 'hono';
import { authorizeArea, policies, requireActor } from '../../auth/policies';
import type { AppEnv } from '../../http/context';
import { pageQuerySchema } from '../../http/pagination';
import { parseQuery } from '../../http/validate';
import { listAnalysedDocuments, toDocumentDto, UUID } from '../documents/document-service';

/**
 * The assistants' review list: documents whose automated analysis completed (spec 2.7, 7),
 * newest first, a page at a time: ?limit= (50, at most 200) and ?cursor= (decision 0029).
 */
export const assistantRoutes = new Hono<AppEnv>()
  .use('/assistant/*', async (c, next) => {
    authorizeArea(policies.useAssistantArea(requireActor(c)));
    await next();
  })
  .get('/assistant/reports', async (c) => {
    const query = parseQuery(c, pageQuerySchema(UUID));
    const { items, ...page } = await listAnalysedDocuments(c.var.services.db, query);
    return c.json({ documents: items.map(toDocumentDto), ...page });
  });
