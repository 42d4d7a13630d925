import { Hono } from 'hono';
import { z } from 'zod';
import { WIZARD_STEP_COUNT } from '../../../shared/constants';
import { requireActor } from '../../auth/policies';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/validate';
import { getWizard, removeWizardUpload, setWizardStep, submitRequest } from './wizard-service';

const stepSchema = z.object({
  request_id: z.uuid({ message: 'request_id must be a UUID' }),
  current_step: z
    .number()
    .int()
    .min(0)
    .max(WIZARD_STEP_COUNT - 1),
});

const submitSchema = z.object({
  request_id: z.uuid({ message: 'request_id must be a UUID' }),
  comments: z
    .string()
    .trim()
    .max(5000, 'Comments must be at most 5000 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
});

/** The new-project wizard (spec 2.14, 4 "Wizard" and "Submission flow"); uploads go through POST /api/documents. */
export const wizardRoutes = new Hono<AppEnv>()
  .get('/wizard', async (c) => {
    const actor = requireActor(c);
    return c.json(await getWizard(c.var.services.db, actor.userId));
  })
  .put('/wizard', async (c) => {
    const actor = requireActor(c);
    const body = await parseJson(c, stepSchema);
    return c.json(await setWizardStep(c.var.services.db, actor.userId, body.request_id, body.current_step));
  })
  .delete('/wizard/documents/:id', async (c) => {
    const actor = requireActor(c);
    const { services } = c.var;
    const { removedKey, ...answer } = await removeWizardUpload(services.db, actor.userId, c.req.param('id'));
    if (removedKey) await services.blobs.delete('documents', removedKey).catch(() => {});
    return c.json(answer);
  })
  .post('/wizard/submit', async (c) => {
    const actor = requireActor(c);
    const { services } = c.var;
    const body = await parseJson(c, submitSchema);
    const result = await submitRequest(services.db, actor, body.request_id, body.comments);
    // Spec 4: processing is triggered without making the user wait; a failed send is only
    // logged (the worker's sweep re-sends lost jobs).
    if (result.created || result.status === 'pending') {
      services.jobs
        .enqueue(result.requestId)
        .catch((err) =>
          services.logger.warn({ err, requestId: result.requestId }, 'could not enqueue analysis'),
        );
    }
    return c.json({ request_id: result.requestId, status: result.status }, result.created ? 201 : 200);
  });
