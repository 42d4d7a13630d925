import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/server/db/demo-users';
import { type E2EEnv, signIn, startE2E } from './support/browser';

let e: E2EEnv;
const demo = (role: string) => DEMO_USERS.find((u) => u.role === role)!;

beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.stop();
});

describe('header', () => {
  it('turns solid after 10 px of scroll and back at the top', async () => {
    const page = await (await e.newContext({ height: 600 })).newPage();
    await page.goto('/');
    const header = page.locator('header').first();
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForFunction(
      () => document.querySelector('header')?.getAttribute('data-scrolled') === 'true',
    );
    await page.evaluate(() => window.scrollTo(0, 5));
    await page.waitForFunction(
      () => document.querySelector('header')?.getAttribute('data-scrolled') === 'false',
    );
  });

  it('shows the signed-out links on every page; off the landing page the section links open it at the section', async () => {
    const page = await (await e.newContext()).newPage();
    await page.goto('/');
    const nav = page.locator('header');
    for (const name of ['How It Works', 'Pricing', 'FAQs', 'Help', 'Sign In', 'Get Started']) {
      await nav.getByRole('link', { name }).first().waitFor();
    }
    await page.goto('/help');
    for (const name of ['How It Works', 'Pricing', 'FAQs', 'Help', 'Sign In', 'Get Started']) {
      await nav.getByRole('link', { name }).first().waitFor();
    }
    await nav.getByRole('link', { name: 'Pricing' }).first().click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#pricing');
    await expect
      .poll(() => page.evaluate(() => document.getElementById('pricing')?.getBoundingClientRect().top ?? -1))
      .toSatisfy((top: number) => top >= -1 && top <= 100);
    await page.goto('/help');
    await nav.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL('**/register');
  });

  it('opens the same links from the menu toggle on a 375 px screen, without horizontal scroll', async () => {
    const page = await (await e.newContext({ width: 375, height: 740 })).newPage();
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('header').getByRole('link', { name: 'Sign In' }).first().isVisible()).toBe(
      false,
    );
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor({ state: 'visible' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await page.waitForURL('**/login');
  });

  it('hides Billing from admins and assistants, shows it to customers, and hides Dashboard on the dashboard', async () => {
    for (const [role, billing] of [
      ['user', true],
      ['admin', false],
      ['assistant', false],
    ] as const) {
      const page = await (await e.newContext()).newPage();
      await signIn(page, demo(role).email, demo(role).password);
      await page.waitForURL('**/dashboard');
      const mainNav = page.getByRole('navigation', { name: 'Main' });
      await mainNav.getByRole('link', { name: 'Help' }).waitFor();
      // Polled: the header settles once the session and route are both known.
      await expect.poll(() => mainNav.getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('menuitem', { name: 'Account Settings' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Billing' }).count()).toBe(billing ? 1 : 0);
      await page.keyboard.press('Escape');
      await page.goto('/help');
      await mainNav.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    }
  });
});

describe('routing', () => {
  it('picks the dashboard by role', async () => {
    for (const [role, heading] of [
      ['user', /Good (morning|afternoon|evening), Dana/],
      ['admin', 'Admin Dashboard'],
      ['assistant', 'Assistant Dashboard'],
    ] as const) {
      const page = await (await e.newContext()).newPage();
      await signIn(page, demo(role).email, demo(role).password);
      await page.getByRole('heading', { name: heading }).first().waitFor();
    }
  });

  it('a customer with a credit starts a new analysis in the wizard', async () => {
    const page = await (await e.newContext()).newPage();
    await signIn(page, demo('user').email, demo('user').password);
    await page.getByRole('link', { name: 'Start New Analysis' }).click();
    await page.waitForURL('**/new-project');
  });

  it('sends signed-out visitors from protected and unknown paths', async () => {
    const page = await (await e.newContext()).newPage();
    for (const path of [
      '/dashboard',
      '/documents',
      '/analysis-requests',
      '/orders',
      '/new-project',
      '/success',
      '/purchase-success',
      '/affiliates',
      '/billing',
      '/account',
    ]) {
      await page.goto(path);
      await page.waitForURL('**/login**');
    }
    await page.goto('/no-such-page');
    await page.waitForURL((url) => url.pathname === '/');
    for (const path of [
      '/help',
      '/terms',
      '/privacy',
      '/contact',
      '/careers',
      '/ticam-guide',
      '/lease-terms-glossary',
      '/negotiation-tips',
    ]) {
      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe(path);
      await page.locator('h1').first().waitFor();
    }
  });
});
