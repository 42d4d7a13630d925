import { Hono } from 'hono';
import { z } from 'zod';
import {
  addedFindingInputSchema,
  addedFindingPatchSchema,
  decisionInputSchema,
} from '../../../shared/contracts/review';
import { authorizeArea, policies, requireActor } from '../../auth/policies';
import type { AppEnv } from '../../http/context';
import { pageQuerySchema } from '../../http/pagination';
import { parseJson, parseQuery } from '../../http/validate';
import { listAnalysedDocuments, toDocumentDto, UUID } from '../documents/document-service';
import {
  addFinding,
  decideFinding,
  removeAddedFinding,
  undoDecision,
  updateAddedFinding,
} from '../review/review-service';
import { listReviewRequests, reviewRequestDetail } from './assistant-service';

const listQuerySchema = pageQuerySchema(UUID).extend({
  q: z.string().max(200, 'The search must be at most 200 characters.').optional(),
});

/**
 * The assistant workspace (spec 2.7, issue 12): role assistant only (decision 0032).
 * Lists are a page at a time: ?limit= (50, at most 200) and ?cursor= (decision 0029).
 */
export const assistantRoutes = new Hono<AppEnv>()
  .use('/assistant/*', async (c, next) => {
    authorizeArea(policies.useAssistantArea(requireActor(c)));
    await next();
  })
  /** Analysed documents, newest first (spec 7 "assistant read"). */
  .get('/assistant/reports', async (c) => {
    const query = parseQuery(c, pageQuerySchema(UUID));
    const { items, ...page } = await listAnalysedDocuments(c.var.services.db, query);
    return c.json({ documents: items.map(toDocumentDto), ...page });
  })
  /** Requests whose analysis finished, newest first; ?q= searches name, e-mail or request id. */
  .get('/assistant/requests', async (c) => {
    const query = parseQuery(c, listQuerySchema);
    return c.json(await listReviewRequests(c.var.services.db, query));
  })
  .get('/assistant/requests/:requestId', async (c) => {
    return c.json(await reviewRequestDetail(c.var.services.db, c.req.param('requestId')));
  })
  .put('/assistant/requests/:requestId/findings/:findingId/decision', async (c) => {
    const input = await parseJson(c, decisionInputSchema);
    const { requestId, findingId } = c.req.param();
    return c.json(await decideFinding(c.var.services.db, requireActor(c), requestId, findingId, input));
  })
  .delete('/assistant/requests/:requestId/findings/:findingId/decision', async (c) => {
    const { requestId, findingId } = c.req.param();
    return c.json(await undoDecision(c.var.services.db, requireActor(c), requestId, findingId));
  })
  .post('/assistant/requests/:requestId/added-findings', async (c) => {
    const input = await parseJson(c, addedFindingInputSchema);
    const result = await addFinding(c.var.services.db, requireActor(c), c.req.param('requestId'), input);
    return c.json(result, 201);
  })
  .patch('/assistant/requests/:requestId/added-findings/:id', async (c) => {
    const patch = await parseJson(c, addedFindingPatchSchema);
    const { requestId, id } = c.req.param();
    return c.json(await updateAddedFinding(c.var.services.db, requireActor(c), requestId, id, patch));
  })
  .delete('/assistant/requests/:requestId/added-findings/:id', async (c) => {
    const { requestId, id } = c.req.param();
    return c.json(await removeAddedFinding(c.var.services.db, requireActor(c), requestId, id));
  });
