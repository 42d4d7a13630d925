import type { Context } from 'hono';
import { forbidden, notFound, unauthenticated } from '../domain/errors';
import type { AppEnv } from '../http/context';
import type { Actor } from './actor';

/**
 * Who may do what, in one place. Routes call `requireActor` and then one policy;
 * the tests walk every role against every protected route.
 *
 * Owned resources answer 404 (not 403) to anyone who may not see them, so another
 * user's ids cannot be probed. Staff areas answer 403 to signed-in non-staff.
 */

export interface OwnedDocument {
  createdBy: string;
  analysisStatus: string | null;
}

export const policies = {
  /**
   * Admins see every document; assistants those whose analysis finished (completed, or failed:
   * a failed request is on their list too, decision 0032); customers their own.
   */
  readDocument(actor: Actor, doc: OwnedDocument): boolean {
    if (doc.createdBy === actor.userId) return true;
    if (actor.role === 'admin') return true;
    const finished = doc.analysisStatus === 'completed' || doc.analysisStatus === 'failed';
    return actor.role === 'assistant' && finished;
  },
  /** Any signed-in user may upload files of their own (owned by them: created_by = user id). */
  uploadDocument(_actor: Actor): boolean {
    return true;
  },
  /** Files are downloaded by their owner, or by staff who may read the document. */
  downloadDocument(actor: Actor, doc: OwnedDocument): boolean {
    return policies.readDocument(actor, doc);
  },
  useAdminArea(actor: Actor): boolean {
    return actor.role === 'admin';
  },
  useAssistantArea(actor: Actor): boolean {
    return actor.role === 'assistant';
  },
  /** Publishing a request's enhanced report (generated or uploaded) is the assistants' job (spec 6). */
  publishReport(actor: Actor): boolean {
    return actor.role === 'assistant';
  },
  /** Billing is for customers; staff accounts never buy plans (the Billing link is hidden for them). */
  useBilling(actor: Actor): boolean {
    return actor.role === 'user';
  },
};

/** The signed-in caller, else 401 (with `message` where the spec names one, e.g. uploads). */
export function requireActor(c: Context<AppEnv>, message?: string): Actor {
  const actor = c.var.actor;
  if (!actor) throw unauthenticated(message);
  return actor;
}

/** Throws 403 unless allowed: for areas whose existence is no secret (admin, assistant). */
export function authorizeArea(allowed: boolean): void {
  if (!allowed) throw forbidden();
}

/** Throws 404 unless allowed: for a specific resource that belongs to someone. */
export function authorizeResource(allowed: boolean, message = 'Not found'): void {
  if (!allowed) throw notFound(message);
}
