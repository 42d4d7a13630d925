import type { Actor } from '../auth/actor';
import type { Services } from '../services';

/** Hono's per-request variables for every route of the app. */
export interface AppEnv {
  Variables: {
    clientIp: string;
    requestId: string;
    services: Services;
    /** The signed-in user with their profile, or null; set by the session middleware. */
    actor: Actor | null;
  };
}
