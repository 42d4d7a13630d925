import type { PublicConfig } from '../../shared/contracts/config';
import type { Env } from '../env';

/** The deployment's public, non-secret settings: GET /api/config and every HTML page. */
export function publicConfig(
  env: Pick<Env, 'SUPPORT_EMAIL' | 'APP_URL' | 'STRIPE_SECRET_KEY' | 'META_PIXEL_ID' | 'GTM_ID'>,
): PublicConfig {
  return {
    supportEmail: env.SUPPORT_EMAIL,
    appUrl: env.APP_URL,
    payments: env.STRIPE_SECRET_KEY ? 'stripe' : 'test',
    analytics: { metaPixelId: env.META_PIXEL_ID ?? null, gtmId: env.GTM_ID ?? null },
  };
}
