import { Hono } from 'hono';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { requireActor } from '../../auth/policies';
import { invalid } from '../../domain/errors';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/validate';
import { changeEmail, changePassword } from './account-service';

const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';
const currentPassword = z
  .string({ error: CURRENT_PASSWORD_REQUIRED })
  .min(1, CURRENT_PASSWORD_REQUIRED)
  .max(128, 'Password is too long');

const emailSchema = z.object({
  new_email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid e-mail address')),
  current_password: currentPassword,
});

const passwordSchema = z
  .object({
    current_password: currentPassword,
    new_password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(128, 'Password is too long'),
    confirm_password: z.string(),
  })
  .refine((v) => v.new_password === v.confirm_password, { message: 'New passwords do not match' });

/** Account Settings (spec 2.13): both changes ask for the current password (decision 0026). */
export const accountRoutes = new Hono<AppEnv>()
  .post('/account/email', async (c) => {
    const actor = requireActor(c);
    const body = await parseJson(c, emailSchema);
    if (body.new_email === actor.email.toLowerCase()) {
      throw invalid('The new e-mail address must be different from the current one', 'EMAIL_UNCHANGED');
    }
    await changeEmail(c.var.services, actor, c.req.raw.headers, {
      currentPassword: body.current_password,
      newEmail: body.new_email,
    });
    return c.json({ ok: true });
  })
  .post('/account/password', async (c) => {
    const actor = requireActor(c);
    const body = await parseJson(c, passwordSchema);
    const setCookies = await changePassword(c.var.services, actor, c.req.raw.headers, {
      currentPassword: body.current_password,
      newPassword: body.new_password,
    });
    // better-auth replaced this session (all others are revoked): the browser gets the new cookie.
    for (const cookie of setCookies) c.header('set-cookie', cookie, { append: true });
    return c.json({ ok: true });
  });
