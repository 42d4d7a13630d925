/**
 * The deployment's public, non-secret settings (GET /api/config and a JSON block in every
 * HTML page): declared once for the server that writes them and the web app that reads them.
 */
export interface PublicConfig {
  supportEmail: string;
  appUrl: string;
  /**
   * stripe: checkout on Stripe's hosted page; test: the built-in test-mode checkout
   * (no STRIPE_SECRET_KEY, decision 0041), marked as such on every page that shows it.
   */
  payments: 'stripe' | 'test';
  /** Purchase conversion reporting (spec 2.15): each on only when its id is configured. */
  analytics: { metaPixelId: string | null; gtmId: string | null };
}
