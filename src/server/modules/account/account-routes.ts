import { APIError } from 'better-auth/api';
import { Hono } from 'hono';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { requireActor } from '../../auth/policies';
import type { AppEnv } from '../../http/context';
import { badRequest, HttpError } from '../../http/errors';
import { parseJson } from '../../http/validate';
import { setPasswordForSession } from './account-service';

const emailSchema = z.object({
  new_email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid e-mail address')),
});

const passwordSchema = z
  .object({
    new_password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(128, 'Password is too long'),
    confirm_password: z.string(),
  })
  .refine((v) => v.new_password === v.confirm_password, { message: 'New passwords do not match' });

export const accountRoutes = new Hono<AppEnv>()
  .post('/account/email', async (c) => {
    const actor = requireActor(c);
    const { new_email } = await parseJson(c, emailSchema);
    if (new_email === actor.email.toLowerCase()) {
      throw badRequest('The new e-mail address must be different from the current one', 'EMAIL_UNCHANGED');
    }
    try {
      // better-auth mails a confirmation link to the new address; the change applies when it is opened.
      await c.var.services.auth.api.changeEmail({
        body: { newEmail: new_email, callbackURL: '/account' },
        headers: c.req.raw.headers,
      });
    } catch (err) {
      if (err instanceof APIError) throw new HttpError(400, 'EMAIL_CHANGE_FAILED', err.message);
      throw err;
    }
    return c.json({ ok: true });
  })
  .post('/account/password', async (c) => {
    const actor = requireActor(c);
    const { new_password } = await parseJson(c, passwordSchema);
    const { auth, db } = c.var.services;
    await setPasswordForSession(auth, db, actor.userId, actor.sessionId, new_password);
    return c.json({ ok: true });
  });
