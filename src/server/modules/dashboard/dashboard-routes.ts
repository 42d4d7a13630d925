import { Hono } from 'hono';
import { DASHBOARD_DOCUMENT_LIMIT, DASHBOARD_REQUEST_LIMIT } from '../../../shared/constants';
import { requireActor } from '../../auth/policies';
import type { AppEnv } from '../../http/context';
import { listOwnDocuments, listOwnRequests, toDocumentDto } from '../documents/document-service';

/** The customer dashboard's counters and panels (spec 2.5), from the user's own data. */
export const dashboardRoutes = new Hono<AppEnv>().get('/dashboard', async (c) => {
  const actor = requireActor(c);
  const { db } = c.var.services;
  const [docs, requests] = await Promise.all([
    listOwnDocuments(db, actor.userId),
    listOwnRequests(db, actor.userId),
  ]);
  const count = (pred: (s: string) => boolean) => requests.filter((r) => pred(r.status)).length;
  return c.json({
    counters: {
      totalDocuments: docs.length,
      analysisComplete: count((s) => s === 'completed'),
      inProgress: count((s) => s === 'in_progress' || s === 'processing'),
      analysisPending: count((s) => s === 'pending'),
    },
    requests: requests.slice(0, DASHBOARD_REQUEST_LIMIT),
    recentDocuments: docs.slice(0, DASHBOARD_DOCUMENT_LIMIT).map(toDocumentDto),
  });
});
