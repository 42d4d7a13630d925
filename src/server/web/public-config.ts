import type { Env } from '../env';
import type { PublicConfig } from './web-pages';

/** The deployment's public, non-secret settings: GET /api/config and every HTML page. */
export function publicConfig(env: Pick<Env, 'SUPPORT_EMAIL' | 'APP_URL'>): PublicConfig {
  return { supportEmail: env.SUPPORT_EMAIL, appUrl: env.APP_URL };
}
