import type { Conversion } from '../../shared/contracts/billing';
import type { PublicConfig } from '../../shared/contracts/config';

/**
 * Purchase conversion reporting (spec 2.15, decision 0046). Each service is on only when
 * its id is configured. The page fills the vendors' standard queues (GTM's dataLayer and
 * the Meta pixel's fbq stub) and loads the vendor's script asynchronously, which drains
 * them (the CSP allows those origins only when the id is set). Nothing here waits on the
 * network, so the confirmation page never depends on a third party.
 */

const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js?id=';
const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

/** Adds a vendor script once per page; a failure to load it only loses the beacon. */
function loadScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

type FbqStub = ((...args: unknown[]) => void) & { queue: unknown[][]; loaded?: boolean; version?: string };

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
    fbq?: FbqStub;
  }
}

/** The pixel's documented stub: calls wait in `queue` until fbevents.js replaces it. */
function ensureFbq(): FbqStub {
  if (window.fbq) return window.fbq;
  const stub = ((...args: unknown[]) => {
    stub.queue.push(args);
  }) as FbqStub;
  stub.queue = [];
  stub.loaded = true;
  stub.version = '2.0';
  window.fbq = stub;
  return stub;
}

/** Reports one purchase; the caller makes sure it runs once per order (the server's `report`). */
export function reportPurchase(conversion: Conversion, analytics: PublicConfig['analytics']): void {
  if (typeof window === 'undefined') return;
  if (analytics.gtmId) {
    const firstUse = !window.dataLayer;
    window.dataLayer = window.dataLayer ?? [];
    // GTM's own snippet: the container starts from this marker when gtm.js arrives.
    if (firstUse) window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    loadScript(`${GTM_SCRIPT}${encodeURIComponent(analytics.gtmId)}`);
    window.dataLayer.push({
      event: 'purchase',
      ecommerce: {
        transaction_id: conversion.transaction_id,
        value: conversion.value,
        currency: conversion.currency,
        items: [{ item_id: conversion.plan }],
      },
    });
  }
  if (analytics.metaPixelId) {
    const fbq = ensureFbq();
    loadScript(META_PIXEL_SCRIPT);
    fbq('init', analytics.metaPixelId);
    fbq('track', 'Purchase', { value: conversion.value, currency: conversion.currency });
  }
}
