import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/server/db/demo-users';
import { type E2EEnv, seriousA11yViolations, signIn, startE2E } from './support/browser';

/** axe on every page of the app shell: no serious or critical violation. */
let e: E2EEnv;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.stop();
});

const PUBLIC = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=x',
  '/help',
  '/careers',
  '/terms',
  '/privacy',
  '/contact',
  '/ticam-guide',
  '/lease-terms-glossary',
  '/negotiation-tips',
];
const CUSTOMER = [
  '/dashboard',
  '/account',
  '/documents',
  '/analysis-requests',
  '/orders',
  '/new-project',
  '/success',
  '/purchase-success',
  '/affiliates',
  '/billing',
];

async function check(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main h1, h1').first().waitFor();
  const violations = await seriousA11yViolations(page);
  expect(violations, `${path}:\n${violations.join('\n')}`).toEqual([]);
}

describe('accessibility', () => {
  it('public pages', async () => {
    const page = await (await e.newContext()).newPage();
    for (const path of PUBLIC) await check(page, path);
  });

  it('customer pages', async () => {
    const page = await (await e.newContext()).newPage();
    const u = DEMO_USERS.find((d) => d.role === 'user')!;
    await signIn(page, u.email, u.password);
    for (const path of CUSTOMER) await check(page, path);
    await page.getByRole('button', { name: 'Account' }).click();
    const violations = await seriousA11yViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);
  });

  it('staff dashboards and the mobile menu', async () => {
    for (const role of ['admin', 'assistant'] as const) {
      const page = await (await e.newContext()).newPage();
      const u = DEMO_USERS.find((d) => d.role === role)!;
      await signIn(page, u.email, u.password);
      await check(page, '/dashboard');
    }
    const mobile = await (await e.newContext({ width: 375, height: 740 })).newPage();
    await mobile.goto('/');
    await mobile.getByRole('button', { name: 'Toggle menu' }).click();
    const violations = await seriousA11yViolations(mobile);
    expect(violations, violations.join('\n')).toEqual([]);
  });
});
