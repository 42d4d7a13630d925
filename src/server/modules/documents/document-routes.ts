import { Hono } from 'hono';
import { authorizeResource, policies, requireActor } from '../../auth/policies';
import type { AppEnv } from '../../http/context';
import { findDocument, listOwnDocuments, toDocumentDto } from './document-service';

export const documentRoutes = new Hono<AppEnv>()
  .get('/documents', async (c) => {
    const actor = requireActor(c);
    const rows = await listOwnDocuments(c.var.services.db, actor.userId);
    return c.json({ documents: rows.map(toDocumentDto) });
  })
  .get('/documents/:id', async (c) => {
    const actor = requireActor(c);
    const doc = await findDocument(c.var.services.db, c.req.param('id'));
    authorizeResource(!!doc && policies.readDocument(actor, doc), 'Document not found');
    return c.json({ document: toDocumentDto(doc!) });
  });
