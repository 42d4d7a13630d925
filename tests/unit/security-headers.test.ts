import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_ORIGINS, securityHeaders } from '../../src/server/http/security-headers';

/** The documents' CSP opens to a conversion vendor only when its id is configured (decision 0046). */
async function cspOf(
  analytics?: { gtmId: string | null; metaPixelId: string | null },
  path = '/purchase-success',
) {
  const app = new Hono();
  app.use(securityHeaders({ analytics }));
  app.get('*', (c) => c.text('ok'));
  const res = await app.request(`http://localhost${path}`);
  return res.headers.get('content-security-policy') ?? '';
}

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('document CSP and the conversion vendors', () => {
  it('allows only our own scripts and connections when no id is set', async () => {
    for (const csp of [await cspOf(), await cspOf({ gtmId: null, metaPixelId: null })]) {
      expect(directive(csp, 'script-src')).toBe("script-src 'self'");
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
      expect(directive(csp, 'img-src')).toBe("img-src 'self' data:");
    }
  });

  it('allows Google Tag Manager only with GTM_ID, the Meta pixel only with META_PIXEL_ID', async () => {
    const gtm = await cspOf({ gtmId: 'GTM-ABC123', metaPixelId: null });
    for (const origin of ANALYTICS_ORIGINS.gtm) expect(directive(gtm, 'script-src')).toContain(origin);
    expect(gtm).not.toContain('facebook');
    const meta = await cspOf({ gtmId: null, metaPixelId: '123456789012' });
    for (const origin of ANALYTICS_ORIGINS.metaPixel) {
      expect(directive(meta, 'script-src')).toContain(origin);
      expect(directive(meta, 'img-src')).toContain(origin);
      expect(directive(meta, 'connect-src')).toContain(origin);
    }
    expect(meta).not.toContain('googletagmanager');
  });

  it('never opens the API answers', async () => {
    const csp = await cspOf({ gtmId: 'GTM-ABC123', metaPixelId: '123456789012' }, '/api/me');
    expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
