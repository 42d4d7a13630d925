import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/spawn-server';
import { type E2EEnv, seriousA11yViolations, startE2E } from './support/browser';

/**
 * The contact form (spec 2.16, 4, 8) against the real server: the sending state, the
 * confirmation, the reset, the required fields, and a mail transport that is down.
 */

interface StoredMessage {
  name: string;
  email: string;
  message: string;
  mail_status: string;
  user_id: string | null;
}

/** The stored messages of a sender, from the table itself (PostgreSQL). */
async function storedMessages(env: E2EEnv, email: string): Promise<StoredMessage[]> {
  if (env.database.databaseUrl) {
    const client = new pg.Client({ connectionString: env.database.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<StoredMessage>(
        'select name, email, message, mail_status, user_id from contact_messages where email = $1',
        [email],
      );
      return rows;
    } finally {
      await client.end();
    }
  }
  // The admin outbox used to stand in on embedded PGlite, but it no longer shows mail
  // bodies (decision 0026); browser tests run on PostgreSQL (README, scripts/test-all.mjs).
  throw new Error('The contact form browser test reads contact_messages: set DATABASE_URL (PostgreSQL).');
}

const sender = () => {
  const id = randomBytes(4).toString('hex');
  return {
    name: `Jordan Tenant ${id}`,
    email: `jordan-${id}@example.com`,
    message: `Our year-end CAM reconciliation doubled (${id}). Can you check it?`,
  };
};

/** Counts the POSTs to /api/contact a page sends. */
function countContactPosts(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/contact') counter.count += 1;
  });
  return counter;
}

/** A form field by its exact label ('Message' alone would also match the form's section). */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function openContact(page: Page) {
  // networkidle: the page is interactive (hydrated, settings loaded) before we type.
  await page.goto('/contact', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
}

async function fill(page: Page, values: { name: string; email: string; message: string }) {
  await field(page, 'Full Name').fill(values.name);
  await field(page, 'Email').fill(values.email);
  await field(page, 'Message').fill(values.message);
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('contact form', () => {
  let e: E2EEnv;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.stop();
  });

  it('shows the contact information and a labelled, required form', async () => {
    const page = await (await e.newContext()).newPage();
    // A pre-rendered page must hydrate without React recovering from a mismatch.
    const reactErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /hydrat|did not match|react\.dev\/errors/i.test(m.text())) {
        reactErrors.push(m.text());
      }
    });
    page.on('pageerror', (err) => reactErrors.push(err.message));
    await openContact(page);
    await page.getByText('Monday-Friday 9am-5pm Eastern').waitFor();
    await page
      .getByText(/within 24 hours/)
      .first()
      .waitFor();
    // The support address comes from the server's settings (default SUPPORT_EMAIL).
    const mail = page.getByRole('main').getByRole('link', { name: 'support@leaseaudit.app' });
    expect(await mail.getAttribute('href')).toBe('mailto:support@leaseaudit.app');

    expect(await field(page, 'Full Name').getAttribute('type')).toBe('text');
    expect(await field(page, 'Email').getAttribute('type')).toBe('email');
    const message = field(page, 'Message');
    expect(await message.evaluate((el) => el.tagName)).toBe('TEXTAREA');
    expect(await message.getAttribute('rows')).toBe('6');
    for (const label of ['Full Name', 'Email', 'Message']) {
      expect(await field(page, label).evaluate((el: HTMLInputElement) => el.required)).toBe(true);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(reactErrors).toEqual([]);
  });

  it('sends once on a double click: Sending..., then the confirmation; Send Another Message gives an empty form', async () => {
    const page = await (await e.newContext()).newPage();
    const posts = countContactPosts(page);
    await openContact(page);
    const values = sender();
    await fill(page, values);

    // Hold the request so the sending state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).dblclick();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();

    const heading = page.getByRole('heading', { name: 'Message Sent Successfully!' });
    await heading.waitFor();
    await page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.").waitFor();
    // Focus moves to the confirmation, and the form is gone.
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await field(page, 'Full Name').count()).toBe(0);
    expect(posts.count).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    for (const label of ['Full Name', 'Email', 'Message']) {
      expect(await field(page, label).inputValue()).toBe('');
    }
    expect(await field(page, 'Full Name').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);

    const stored = await storedMessages(e, values.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: values.name, mail_status: 'outbox' });
    expect(stored[0]!.message).toContain(values.message);
    expect(posts.count).toBe(1);
  });

  it('blocks an empty or blank submit in the browser: no request is sent', async () => {
    const page = await (await e.newContext()).newPage();
    const posts = countContactPosts(page);
    await openContact(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    // The browser's required check stops the submit and focuses the first empty field.
    await expect
      .poll(() => field(page, 'Full Name').evaluate((el) => el === document.activeElement))
      .toBe(true);
    expect(await field(page, 'Full Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
      true,
    );

    // Spaces pass the browser's check; the form's own check names the field.
    await fill(page, { name: '   ', email: 'jo@example.com', message: 'Hello' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Full name is required').waitFor();
    await page.waitForTimeout(300);
    expect(posts.count).toBe(0);
    expect(await page.getByRole('heading', { name: 'Message Sent Successfully!' }).count()).toBe(0);
  });

  it('fits a 375 px screen without horizontal scrolling', async () => {
    const page = await (await e.newContext({ width: 375, height: 740 })).newPage();
    await openContact(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await fill(page, sender());
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Message Sent Successfully!' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

describe('contact form when mail delivery fails', () => {
  let down: E2EEnv;
  beforeAll(async () => {
    // Nothing listens on this port: every SMTP delivery fails.
    down = await startE2E({ env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } });
  });
  afterAll(async () => {
    await down?.stop();
  });

  it("shows the server's message in an alert, keeps the typed values and stores the message", async () => {
    const page = await (await down.newContext()).newPage();
    await openContact(page);
    const values = sender();
    await fill(page, values);
    await page.getByRole('button', { name: 'Send Message' }).click();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    const text = ((await alert.textContent()) ?? '').trim();
    expect(text).toMatch(/^Failed to send message\. We saved it/);
    expect(text).toContain('support@leaseaudit.app');
    // Focus moves to the error; the form and what was typed stay.
    expect(await page.evaluate(() => !!document.activeElement?.querySelector('[role="alert"]'))).toBe(true);
    expect(await field(page, 'Full Name').inputValue()).toBe(values.name);
    expect(await field(page, 'Email').inputValue()).toBe(values.email);
    expect(await field(page, 'Message').inputValue()).toBe(values.message);
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Message Sent Successfully!' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const stored = await storedMessages(down, values.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: values.name, mail_status: 'failed' });
  });

  it('shows a network failure with its own message', async () => {
    const page = await (await down.newContext()).newPage();
    await openContact(page);
    await fill(page, sender());
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page
      .getByRole('alert')
      .getByText('Network error. Please check your connection and try again.')
      .waitFor();
  });
});
