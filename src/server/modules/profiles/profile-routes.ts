import { Hono } from 'hono';
import { z } from 'zod';
import { requireActor } from '../../auth/policies';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/validate';
import { toProfileDto, updateProfileName } from './profile-service';

const nameSchema = z.object({
  first_name: z.string().trim().min(1, 'First name is required').max(100, 'First name is too long'),
  last_name: z.string().trim().min(1, 'Last name is required').max(100, 'Last name is too long'),
});

export const profileRoutes = new Hono<AppEnv>()
  .get('/me', (c) => {
    const actor = requireActor(c);
    return c.json({ user: { id: actor.userId, email: actor.email }, profile: toProfileDto(actor.profile) });
  })
  .patch('/profile', async (c) => {
    const actor = requireActor(c);
    const body = await parseJson(c, nameSchema);
    const profile = await updateProfileName(c.var.services.db, actor.userId, body.first_name, body.last_name);
    return c.json({ profile: toProfileDto(profile) });
  });
