import { Hono } from 'hono';
import { requireActor } from '../../auth/policies';
import { notFound } from '../../domain/errors';
import type { AppEnv } from '../../http/context';
import { checkoutStatus } from './checkout-status';
import { claimConversion } from './claim-conversion';
import { listOwnOrders } from './list-orders';

/** Order and checkout-session ids are provider-style ids (letters, digits, _ and -). */
const ID = /^[A-Za-z0-9_-]{1,255}$/;
const idParam = (id: string, what: string) => {
  if (!ID.test(id)) throw notFound(what);
  return id;
};

/**
 * The customer's orders (spec 2.10, 2.15, 7). Every route reads the caller's own rows only:
 * any signed-in user may call them (staff simply have none); another user's ids answer as
 * if they did not exist.
 */
export const orderRoutes = new Hono<AppEnv>()
  /** The caller's orders, newest first: `orderListSchema`. */
  .get('/orders', async (c) => {
    const actor = requireActor(c);
    return c.json({ orders: await listOwnOrders(c.var.services.db, actor.userId) });
  })
  /** /purchase-success polls this until the webhook fulfilled the order: `checkoutStatusSchema`. */
  .get('/checkout/sessions/:sessionId', async (c) => {
    const actor = requireActor(c);
    const sessionId = c.req.param('sessionId');
    const { db } = c.var.services;
    if (!ID.test(sessionId)) return c.json(await checkoutStatus(db, actor.userId, ''));
    return c.json(await checkoutStatus(db, actor.userId, sessionId));
  })
  /** Claims the order's purchase conversion: `conversionSchema`, `report` true once per order. */
  .post('/orders/:id/conversion', async (c) => {
    const actor = requireActor(c);
    const id = idParam(c.req.param('id'), 'Order not found');
    return c.json(await claimConversion(c.var.services.db, actor.userId, id));
  });
