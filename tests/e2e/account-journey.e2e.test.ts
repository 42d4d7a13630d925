import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2EEnv, signIn, startE2E } from './support/browser';

/** A new tenant registers, signs out and in, is bounced to login and back, and edits the account. */
let e: E2EEnv;
let page: Page;
const email = `maria.${Date.now()}@bakery.test`;
const password = 'croissant-1';

beforeAll(async () => {
  e = await startE2E();
  page = await (await e.newContext()).newPage();
});
afterAll(async () => {
  await e?.stop();
});

describe('account journey', () => {
  it('registers: the button waits for the terms box, then the dashboard greets by name', async () => {
    await page.goto('/register');
    await page.getByLabel('First Name').fill('Maria');
    await page.getByLabel('Last Name').fill('Lopez');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByText('Minimum 6 characters').waitFor();
    const create = page.getByRole('button', { name: 'Create Account' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    expect(await create.isEnabled()).toBe(true);
    await create.click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: /Good (morning|afternoon|evening), Maria/ }).waitFor();
    for (const label of ['Total Documents', 'Analysis Complete', 'In Progress', 'Analysis Pending']) {
      await page.getByText(label, { exact: true }).first().waitFor();
    }
    await page.getByText('No analysis requests yet').waitFor();
    await page.getByText('No documents yet').waitFor();
    // No credits yet: Start New Analysis leads to billing.
    await page.getByRole('link', { name: 'Start New Analysis' }).click();
    await page.waitForURL('**/billing');
  });

  it('signs out from the Account menu and lands on the landing page', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);
  });

  it('sends a signed-out visitor to /login and back to the page after signing in', async () => {
    await page.goto('/account');
    await page.waitForURL('**/login**');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/account');
    await page.getByText('Manage your account information and security settings').waitFor();
  });

  it('redirects signed-in users away from the auth pages and unknown paths', async () => {
    for (const path of ['/login', '/register', '/', '/no-such-page']) {
      await page.goto(path);
      await page.waitForURL('**/dashboard');
    }
  });

  it('updates the profile, asks for the current password, changes the password and asks to confirm a new e-mail', async () => {
    await page.goto('/account');
    await page.getByLabel('First Name').fill('Mariana');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Profile updated successfully').waitFor();

    const passwordCard = page.getByRole('region', { name: 'Change Password' });
    await passwordCard.getByLabel('Current Password').fill(password);
    await passwordCard.getByLabel('New Password', { exact: true }).fill('new-pass-1');
    await passwordCard.getByLabel('Confirm New Password').fill('new-pass-2');
    await passwordCard.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('New passwords do not match').waitFor();

    await passwordCard.getByLabel('Confirm New Password').fill('new-pass-1');
    await passwordCard.getByLabel('Current Password').fill('not-my-password');
    await passwordCard.getByRole('button', { name: 'Update Password' }).click();
    await passwordCard.getByText('Your current password is incorrect.').waitFor();

    await passwordCard.getByLabel('Current Password').fill(password);
    await passwordCard.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated successfully').waitFor();
    expect(await passwordCard.getByLabel('New Password', { exact: true }).inputValue()).toBe('');
    expect(await passwordCard.getByLabel('Current Password').inputValue()).toBe('');

    const emailCard = page.getByRole('region', { name: 'Update Email' });
    await emailCard.getByLabel('New Email Address').fill(`new.${email}`);
    await emailCard.getByRole('button', { name: 'Update Email' }).click();
    await emailCard.getByText('Please enter your current password').waitFor();
    await emailCard.getByLabel('Current Password').fill('new-pass-1');
    await emailCard.getByRole('button', { name: 'Update Email' }).click();
    await page.getByText('Email updated successfully. Please check your inbox for confirmation.').waitFor();

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /, Mariana/ }).waitFor();
  });

  it('signs in with the new password', async () => {
    const fresh = await (await e.newContext()).newPage();
    await signIn(fresh, email, 'new-pass-1');
    expect(new URL(fresh.url()).pathname).toBe('/dashboard');
  });

  it('after sign-in, an odd ?redirect= lands on the dashboard, never off-site or on an error page', async () => {
    const fresh = await (await e.newContext()).newPage();
    await fresh.goto('/login?redirect=%2F%09%2Fevil.example');
    await fresh.getByLabel('Email').fill(email);
    await fresh.getByLabel('Password').fill('new-pass-1');
    await fresh.getByRole('button', { name: 'Sign In' }).click();
    await fresh.waitForURL((url) => url.pathname === '/dashboard');
    expect(new URL(fresh.url()).origin).toBe(e.server.url);
    await fresh.getByRole('heading', { name: /, Mariana/ }).waitFor();
  });
});
