import { Hono } from 'hono';
import { z } from 'zod';
import { upstreamFailed } from '../../domain/errors';
import type { AppEnv } from '../../http/context';
import { createRateLimiter, type RateLimiter } from '../../http/rate-limit';
import { parseJson } from '../../http/validate';
import type { Services } from '../../services';
import { CONTACT_LIMITS, submitContactMessage } from './contact-service';

/** A required text field: trimmed, then 1..max characters; every message names the field. */
const requiredText = (field: string, max: number) =>
  z
    .string({
      error: (issue) => (issue.input == null ? `${field} is required` : `${field} must be text`),
    })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const contactSchema = z.object(
  {
    name: requiredText('Name', CONTACT_LIMITS.name),
    email: requiredText('Email', CONTACT_LIMITS.email).pipe(z.email('Please enter a valid e-mail address')),
    message: requiredText('Message', CONTACT_LIMITS.message),
  },
  { error: 'The request body must be a JSON object with name, email and message.' },
);

interface ContactLimiters {
  byIp: RateLimiter;
  byEmail: RateLimiter;
}

/** One pair of limiters per app (tests start several apps in one process). */
const limiters = new WeakMap<Services, ContactLimiters>();
function contactLimiters(services: Services): ContactLimiters {
  let found = limiters.get(services);
  if (!found) {
    const opts = {
      max: services.env.CONTACT_RATE_LIMIT_MAX,
      windowMs: services.env.CONTACT_RATE_LIMIT_WINDOW_SECONDS * 1000,
      message: `Too many messages. Please try again later, or e-mail us at ${services.env.SUPPORT_EMAIL}.`,
    };
    found = {
      byIp: createRateLimiter(services.handle, { ...opts, name: 'contact-ip' }),
      byEmail: createRateLimiter(services.handle, { ...opts, name: 'contact-email' }),
    };
    limiters.set(services, found);
  }
  return found;
}

/**
 * POST /api/contact (spec 2.16, 7 send-contact-email): public; a signed-in sender's user
 * id is recorded. 201 once support is mailed (or the mail is in the dev outbox); 502 when
 * the mail transport fails, the message being stored either way.
 */
export const contactRoutes = new Hono<AppEnv>().post('/contact', async (c) => {
  const input = await parseJson(c, contactSchema);
  const { services } = c.var;
  const { byIp, byEmail } = contactLimiters(services);
  await byIp.hit(c.var.clientIp);
  await byEmail.hit(input.email.toLowerCase());
  const result = await submitContactMessage(services, input, {
    userId: c.var.actor?.userId ?? null,
    clientIp: c.var.clientIp,
    userAgent: c.req.header('user-agent'),
  });
  if (result.mailStatus === 'failed') {
    throw upstreamFailed(
      'CONTACT_MAIL_FAILED',
      `Failed to send message. We saved it and will get back to you, or e-mail us at ${services.env.SUPPORT_EMAIL}.`,
    );
  }
  return c.json({ ok: true }, 201);
});
