import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2EEnv, seriousA11yViolations, signIn, startE2E } from './support/browser';

/**
 * Buying an audit in Chromium (issue 13), on the built-in test-mode checkout (no Stripe
 * keys): landing plan -> register -> /billing -> test checkout -> /purchase-success -> the
 * wizard; a cancelled checkout charges nothing; /orders; the conversion is reported once
 * (both analytics ids configured, every external host blocked); an admin refund.
 */
let e: E2EEnv;
let context: BrowserContext;
let page: Page;
const email = `tenant-${randomBytes(4).toString('hex')}@bakery.test`;
/** Requests the page tried to make to any host but ours (aborted: the test has no network). */
const external: string[] = [];

interface Me {
  profile: { credits: number; subscription_tier: string | null };
}
const me = async () => (await (await page.request.get('/api/me')).json()) as Me;

/** Purchase events in the page's data layer and Purchase calls in the pixel's queue. */
const conversions = () =>
  page.evaluate(() => {
    const w = window as unknown as {
      dataLayer?: { event?: string; ecommerce?: { value: number; currency: string } }[];
      fbq?: { queue: unknown[][] };
    };
    return {
      purchases: (w.dataLayer ?? []).filter((x) => x.event === 'purchase').map((x) => x.ecommerce),
      pixel: (w.fbq?.queue ?? []).filter((args) => args[0] === 'track' && args[1] === 'Purchase'),
    };
  });

async function selectPlan(title: string) {
  await page.goto('/billing');
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Select Plan' }).click();
  await page.waitForURL('**/checkout/test?session_id=*');
  await page.getByText('Test mode — no card is charged').waitFor();
}

beforeAll(async () => {
  e = await startE2E({ env: { META_PIXEL_ID: '123456789012', GTM_ID: 'GTM-TEST123' } });
  context = await e.newContext();
  const origin = new URL(e.server.url).origin;
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    external.push(url);
    return route.abort();
  });
  page = await context.newPage();
});
afterAll(async () => {
  await e?.stop();
});

describe('billing journey', () => {
  it('a visitor choosing a plan on the landing page is sent to register, then lands on the dashboard', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Choose Basic Plan' }).click();
    await page.getByRole('dialog', { name: 'Complete Your Order' }).waitFor();
    await page.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
    await page.waitForURL('**/register');
    await page.getByLabel('First Name').fill('Maria');
    await page.getByLabel('Last Name').fill('Lopez');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('croissant-1');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dashboard');
    expect((await me()).profile.credits).toBe(0);
  });

  it('/billing offers both plans in test mode and is axe clean', async () => {
    await page.goto('/billing');
    await page.getByRole('heading', { name: 'Choose Your Plan', level: 1 }).waitFor();
    await page.getByText('Select the plan that best fits your needs').waitFor();
    await page.getByRole('article', { name: 'Premium Plan' }).getByText('Most Popular').waitFor();
    expect(await page.getByRole('button', { name: 'Select Plan' }).count()).toBe(2);
    await page.getByText('Our Guarantee').waitFor();
    await page.getByText('95% Success Rate').waitFor();
    await page.getByText('Test mode — no card is charged').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('a cancelled checkout shows the cancelled note and charges nothing', async () => {
    await selectPlan('Basic Plan');
    await page.getByText(email).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/billing?canceled=true');
    await page.getByText('Your checkout was cancelled. Nothing was charged to your card.').waitFor();
    expect((await me()).profile.credits).toBe(0);
    await page.goto('/orders');
    await page.getByText('No orders yet').waitFor();
    await page.getByText('Start your first analysis to begin saving').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('paying on the test checkout confirms the purchase and reports it once', async () => {
    await selectPlan('Basic Plan');
    await page.getByText('Basic Plan').waitFor();
    const claimed = page.waitForResponse((r) => r.url().endsWith('/conversion'));
    await page.getByRole('button', { name: 'Pay $197' }).click();
    await page.waitForURL('**/purchase-success?session_id=*');
    await page.getByRole('heading', { name: 'Purchase Successful!' }).waitFor();
    await page
      .getByText('Your credits have been added to your account. You can now start your lease analysis.')
      .waitFor();
    await page.getByText('1 credit available').waitFor();
    expect(((await (await claimed).json()) as { report: boolean }).report).toBe(true);
    await page.waitForFunction(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length);
    const first = await conversions();
    expect(first.purchases).toEqual([
      expect.objectContaining({ value: 197, currency: 'USD', items: [{ item_id: 'basic' }] }),
    ]);
    expect(first.pixel).toEqual([['track', 'Purchase', { value: 197, currency: 'USD' }]]);

    // A reload confirms again but the server no longer lets the page count the sale.
    const again = page.waitForResponse((r) => r.url().endsWith('/conversion'));
    await page.reload();
    await page.getByRole('heading', { name: 'Purchase Successful!' }).waitFor();
    expect(((await (await again).json()) as { report: boolean }).report).toBe(false);
    const second = await conversions();
    expect(second.purchases).toEqual([]);
    expect(second.pixel).toEqual([]);
    // The only outside requests are the two vendors' loaders (aborted here: no network),
    // asked for only because their ids are configured.
    expect(new Set(external)).toEqual(
      new Set([
        'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123',
        'https://connect.facebook.net/en_US/fbevents.js',
      ]),
    );
  });

  it('the credit is on the account: billing shows the plan and Start My Analysis opens the wizard', async () => {
    const { profile } = await me();
    expect(profile).toMatchObject({ credits: 1, subscription_tier: 'basic' });
    await page.goto('/billing');
    await page.getByRole('heading', { name: 'Current Plan', level: 1 }).waitFor();
    await page.getByText('1 credit remaining').waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    await page.goto('/dashboard');
    await expect
      .poll(() => page.getByTestId('dashboard-credits').textContent())
      .toBe('1 credit available (Basic Plan)');
    await page.getByRole('link', { name: 'Start New Analysis' }).click();
    await page.waitForURL('**/new-project');
    await page.getByText('Lease Agreement').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/new-project');
  });

  it('/orders lists the order', async () => {
    await page.goto('/orders');
    await page.getByText('Order ID:').waitFor();
    await page.getByText('$197', { exact: true }).waitFor();
    expect(await page.getByText('Order ID:').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('an admin refunds the order from the Orders tab; the customer sees it Refunded', async () => {
    const admin = await (await e.newContext()).newPage();
    await signIn(admin, 'admin@leaseaudit.local', 'demo-admin');
    await admin.getByRole('tab', { name: 'Orders' }).click();
    const row = admin.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Refund this order?' });
    await dialog.getByRole('button', { name: 'Refund $197' }).click();
    await row.getByText('Refunded $197').waitFor();
    expect(await row.getByRole('button', { name: 'Refund' }).count()).toBe(0);

    await page.goto('/orders');
    await page.getByText('Refunded', { exact: true }).waitFor();
  });
});
