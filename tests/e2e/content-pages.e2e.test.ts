import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2EEnv, startE2E } from './support/browser';

/** The public content pages (spec 2.16): help, careers, legal pages and the three articles. */
let e: E2EEnv;
let supportEmail: string;

beforeAll(async () => {
  e = await startE2E();
  // The address comes from the server's settings; the pages must show that one.
  const config = (await (await fetch(`${e.server.url}/api/config`)).json()) as { supportEmail: string };
  supportEmail = config.supportEmail;
  expect(supportEmail).toContain('@');
});
afterAll(async () => {
  await e?.stop();
});

const PAGES = {
  '/help': "Got Questions? We've Got Your Back.",
  '/careers': 'Careers at LeaseAudit',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/ticam-guide': 'TICAM and Triple Net Lease Guide',
  '/lease-terms-glossary': 'Commercial Lease Terms Glossary',
  '/negotiation-tips': 'Commercial Lease Negotiation Tips',
} as const;

const ARTICLES = ['/ticam-guide', '/lease-terms-glossary', '/negotiation-tips'] as const;

async function open(page: Page, path: keyof typeof PAGES) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: PAGES[path], exact: true }).waitFor();
}

/** The element's text (textContent: independent of layout and CSS). */
const textOf = async (locator: Locator) => (await locator.textContent()) ?? '';

/** hrefs of the mailto links whose accessible name starts with `name`, once they have rendered. */
async function mailtoLinks(page: Page, name: RegExp): Promise<string[]> {
  const links = page.locator('main a[href^="mailto:"]').filter({ hasText: name });
  await links.first().waitFor();
  return Promise.all((await links.all()).map(async (l) => (await l.getAttribute('href')) ?? ''));
}

describe('content pages', () => {
  it('each page has exactly one h1, with its title', async () => {
    const page = await (await e.newContext()).newPage();
    for (const path of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
      await open(page, path);
      expect(await page.locator('h1').count(), path).toBe(1);
      expect((await textOf(page.locator('h1'))).trim(), path).toBe(PAGES[path]);
    }
  });

  it('help: e-mail support and the monthly plan inquiry go to the configured address', async () => {
    const page = await (await e.newContext()).newPage();
    await open(page, '/help');
    for (const card of ['Email Support', 'Monthly Support Plans', 'Support Hours']) {
      await page.getByRole('heading', { level: 2, name: card }).waitFor();
    }
    const emailCard = page.getByRole('region', { name: 'Email Support' });
    const address = emailCard.getByRole('link', { name: supportEmail });
    await address.waitFor();
    expect(await address.getAttribute('href')).toBe(`mailto:${supportEmail}`);

    const plan = page.locator('a[href*="subject=Monthly%20Support%20Plan%20Inquiry"]');
    await plan.waitFor();
    expect(await plan.getAttribute('href')).toBe(
      `mailto:${supportEmail}?subject=Monthly%20Support%20Plan%20Inquiry`,
    );

    const text = await textOf(page.locator('main'));
    expect(text).toContain('2-4 business hours');
    expect(text).toContain('Monday-Friday 9am-5pm Eastern');
    expect(text).toMatch(/weekend help.*urgent/i);
  });

  it('help: the security notice links to the terms', async () => {
    const page = await (await e.newContext()).newPage();
    await open(page, '/help');
    const notice = page.getByRole('region', { name: /Secure and Confidential/ });
    expect(await textOf(notice)).toMatch(/encrypted/i);
    const terms = notice.getByRole('link', { name: 'Terms of Service' });
    expect(await terms.getAttribute('href')).toBe('/terms');
    await terms.click();
    await page.waitForURL('**/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
  });

  it('careers: two remote full-time listings, each with an Apply Now e-mail', async () => {
    const page = await (await e.newContext()).newPage();
    await open(page, '/careers');
    const hrefs = await mailtoLinks(page, /^Apply Now/);
    expect(hrefs).toHaveLength(2);
    const decoded = hrefs.map((href) => decodeURIComponent(href));
    expect(decoded).toEqual([
      `mailto:${supportEmail}?subject=Application for Senior Developer`,
      `mailto:${supportEmail}?subject=Application for Social Media Manager`,
    ]);
    // Encoded in the href itself (spaces as %20), not left raw.
    expect(hrefs[0]).toContain('subject=Application%20for%20Senior%20Developer');

    for (const [title, department] of [
      ['Senior Developer', 'Engineering'],
      ['Social Media Manager', 'Marketing'],
    ] as const) {
      const listing = page.getByRole('article', { name: title });
      const text = await textOf(listing);
      expect(text).toContain(department);
      expect(text).toContain('Remote (US)');
      expect(text).toContain('Full-time');
      expect(await listing.getByRole('heading', { name: 'Requirements' }).count()).toBe(1);
      expect(await listing.locator('ul').last().locator('li').count()).toBeGreaterThanOrEqual(3);
    }
    expect(await page.getByText('Remote (US)', { exact: true }).count()).toBe(2);
    expect(await page.getByText('Full-time', { exact: true }).count()).toBe(2);
  });

  it('terms: effective 6/4/25, liability capped at the amount paid, the money-back guarantee', async () => {
    const page = await (await e.newContext()).newPage();
    await open(page, '/terms');
    const text = await textOf(page.locator('main'));
    expect(text).toContain('6/4/25');
    for (const heading of [
      /One-Time Audit, for Information Only/,
      /Not Professional Advice/,
      /Accuracy of the Information You Provide/,
      /No Guarantee of Outcome/,
      /One-Time Engagement Only/,
      /Limitation of Liability/,
      /Money-Back Guarantee/,
    ]) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    expect(text).toMatch(/liability[^.]*limited to the amount you paid/i);
    expect(text).toMatch(/no billing errors[^.]*refund the full amount/i);
  });

  it('privacy: dated January 6, 2025, with every required section', async () => {
    const page = await (await e.newContext()).newPage();
    await open(page, '/privacy');
    const text = await textOf(page.locator('main'));
    expect(text).toContain('Effective date: January 6, 2025');
    expect(text).toContain('Last updated: January 6, 2025');
    for (const heading of [
      'Information We Collect',
      'How We Use Your Information',
      'How We Share Information',
      'Data Security',
      'Data Retention',
      'Cookies',
      'Third-Party Services',
      'Your Rights',
      'Children Under 13',
      'Your California Privacy Rights',
      'International Data Transfers',
      'Contact Us',
    ]) {
      expect(await page.getByRole('heading', { level: 2, name: heading, exact: true }).count(), heading).toBe(
        1,
      );
    }
    expect(text).toContain('Stripe');
    expect(text).toContain('PostgreSQL');
    await page.locator('main').getByRole('link', { name: supportEmail }).first().waitFor();
  });

  it('glossary: 40+ alphabetical terms, each with a unique id, and every in-page link lands', async () => {
    const page = await (await e.newContext()).newPage();
    await open(page, '/lease-terms-glossary');
    const terms = await page
      .locator('main dl dt')
      .evaluateAll((dts) => dts.map((dt) => ({ id: dt.id, text: (dt.textContent ?? '').trim() })));
    expect(terms.length).toBeGreaterThanOrEqual(40);
    const ids = terms.map((t) => t.id);
    expect(ids.every((id) => /^[a-z0-9-]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const texts = terms.map((t) => t.text);
    const sorted = [...texts].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(texts).toEqual(sorted);
    for (const id of [
      'pro-rata-share',
      'gross-up',
      'base-year',
      'expense-stop',
      'controllable-expenses',
      'cap',
      'cumulative-cap',
      'non-cumulative-cap',
      'compounding-cap',
      'administrative-fee',
      'management-fee',
      'estoppel-certificate',
      'snda',
      'cam',
      'ticam',
      'nnn',
      'gross-lease',
      'modified-gross-lease',
      'reconciliation',
      'estimated-payments',
      'audit-rights',
      'capital-expenditure',
      'amortization',
      'rentable-square-feet',
      'usable-square-feet',
      'load-factor',
      'escalation',
      'cpi-adjustment',
      'percentage-rent',
      'breakpoint',
      'exclusions',
      'operating-expenses',
      'real-estate-taxes',
      'insurance',
      'hvac',
      'holdover',
      'assignment',
      'sublease',
      'personal-guaranty',
      'security-deposit',
      'tenant-improvement-allowance',
      'letter-of-intent',
      'renewal-option',
      'right-of-first-refusal',
      'anchor-tenant',
      'co-tenancy',
      'force-majeure',
    ]) {
      expect(ids, id).toContain(id);
    }
    // Letter navigation and "See also" links must point at something on the page.
    const targets = await page
      .locator('main a[href^="#"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)));
    expect(targets.length).toBeGreaterThan(20);
    const missing = await page.evaluate((list) => list.filter((id) => !document.getElementById(id)), targets);
    expect(missing).toEqual([]);
    // A deep link opens on its term.
    await page.goto('/lease-terms-glossary#gross-up');
    await page.locator('#gross-up').waitFor();
    await expect.poll(() => page.locator('#gross-up').isVisible()).toBe(true);
  });

  it('articles: table of contents links land, and Back to Home goes to /', async () => {
    const page = await (await e.newContext()).newPage();
    for (const path of ARTICLES) {
      await open(page, path);
      const targets = await page
        .locator('main nav a[href^="#"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)));
      expect(targets.length, path).toBeGreaterThan(3);
      const missing = await page.evaluate(
        (list) => list.filter((id) => !document.getElementById(id)),
        targets,
      );
      expect(missing, path).toEqual([]);

      const back = page.locator('main').getByRole('link', { name: 'Back to Home' });
      expect(await back.count(), path).toBe(1);
      expect(await back.getAttribute('href'), path).toBe('/');
      await back.click();
      await page.waitForURL((url) => url.pathname === '/');
    }
  });

  it('negotiation tips says it is information, not legal advice', async () => {
    const page = await (await e.newContext()).newPage();
    await open(page, '/negotiation-tips');
    expect(await textOf(page.locator('main'))).toMatch(/not legal advice/i);
  });

  it('no page scrolls sideways on a 375 px phone', async () => {
    const page = await (await e.newContext({ width: 375, height: 740 })).newPage();
    for (const path of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
      await open(page, path);
      // The longest line on help and careers is the e-mail address: wait until it is there.
      if (path === '/help' || path === '/careers') {
        await page.locator(`main a[href^="mailto:${supportEmail}"]`).first().waitFor();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
