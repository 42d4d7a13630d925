import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/spawn-server';
import { type E2EEnv, seriousA11yViolations, startE2E } from './support/browser';

let e: E2EEnv;

beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.stop();
});

/** Spec 2.3 order; `get-started` is the final call to action. */
const SECTION_IDS = [
  'hero',
  'how-it-works',
  'trusted-by',
  'why-choose-us',
  'pricing',
  'testimonials',
  'about',
  'faq',
  'get-started',
];

async function newPage(opts?: { width?: number; height?: number }): Promise<Page> {
  return (await e.newContext(opts)).newPage();
}

/** Distance of a section's top from the viewport top. */
function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.NaN,
    id,
  );
}

/** Waits until the section has scrolled to just below the sticky header (html has scroll-padding-top). */
async function expectScrolledTo(page: Page, id: string) {
  await expect
    .poll(() => sectionTop(page, id), { timeout: 5000 })
    .toSatisfy((top: number) => top >= -1 && top <= 100);
}

describe('landing page structure', () => {
  it('has the sections in the spec order, one h1, labelled sections, then the footer', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.locator('#get-started').waitFor();
    const ids = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main > section[id]'), (section) => section.id),
    );
    expect(ids).toEqual(SECTION_IDS);

    const labels = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main > section[id]'), (section) => {
        const heading = document.getElementById(section.getAttribute('aria-labelledby') ?? '');
        return heading && section.contains(heading) ? heading.tagName : null;
      }),
    );
    expect(labels).toEqual(['H1', ...SECTION_IDS.slice(1).map(() => 'H2')]);
    expect(await page.locator('h1').count()).toBe(1);

    const footerFollows = await page.evaluate(() => {
      const last = document.getElementById('get-started');
      const footer = document.querySelector('footer');
      return Boolean(
        last && footer && last.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(footerFollows).toBe(true);

    // How it works: the three steps of spec 2.3.
    expect(await page.locator('#how-it-works li').count()).toBe(3);
    // Trusted-by logos: sized, lazy images with names.
    const logos = page.locator('#trusted-by img');
    const logoCount = await logos.count();
    expect(logoCount).toBeGreaterThanOrEqual(5);
    expect(logoCount).toBeLessThanOrEqual(6);
    for (let i = 0; i < logoCount; i++) {
      const logo = logos.nth(i);
      expect(await logo.getAttribute('src')).toMatch(/^\/logos\/.+\.svg$/);
      expect(await logo.getAttribute('alt')).toBeTruthy();
      expect(await logo.getAttribute('width')).toBeTruthy();
      expect(await logo.getAttribute('height')).toBeTruthy();
      expect(await logo.getAttribute('loading')).toBe('lazy');
      expect(await logo.getAttribute('decoding')).toBe('async');
    }
    const logoStatus = await page.request.get((await logos.first().getAttribute('src')) ?? '');
    expect(logoStatus.status()).toBe(200);
    expect(logoStatus.headers()['content-type']).toContain('svg');
    // Why choose us: four benefits, the guarantee and the success story.
    const why = page.locator('#why-choose-us');
    expect(await why.locator('li').count()).toBe(4);
    await why.getByRole('heading', { name: 'Money-Back Guarantee' }).waitFor();
    await why.getByRole('heading', { name: 'Client Success Story' }).waitFor();
    // Final call to action.
    expect(await page.locator('#get-started').getByRole('link').getAttribute('href')).toBe('/register');
  });
});

describe('scrolling to sections', () => {
  it("the hero's main button scrolls to pricing", async () => {
    const page = await newPage();
    await page.goto('/');
    await page.locator('#hero').getByRole('link', { name: 'See Pricing' }).click();
    await expectScrolledTo(page, 'pricing');
  });

  it('header section links scroll on the landing page', async () => {
    const page = await newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, id] of [
      ['FAQs', 'faq'],
      ['How It Works', 'how-it-works'],
      ['Pricing', 'pricing'],
    ] as const) {
      await nav.getByRole('link', { name }).click();
      await expectScrolledTo(page, id);
    }
    // The same link again, after scrolling away, scrolls back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expectScrolledTo(page, 'pricing');
  });

  it('header section links on another page open the landing page at the section', async () => {
    const page = await newPage();
    for (const [name, id] of [
      ['Pricing', 'pricing'],
      ['FAQs', 'faq'],
      ['How It Works', 'how-it-works'],
    ] as const) {
      await page.goto('/help');
      await page.locator('h1').first().waitFor();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
      await page.waitForURL((url) => url.pathname === '/' && url.hash === `#${id}`);
      await expectScrolledTo(page, id);
    }
  });

  it('the header turns solid after 10 px of scroll', async () => {
    const page = await newPage({ height: 600 });
    await page.goto('/');
    const header = page.locator('header').first();
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
  });

  it('footer About Us from another page lands on the founder story', async () => {
    const page = await newPage();
    await page.goto('/terms');
    await page.locator('h1').first().waitFor();
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#about');
    await expectScrolledTo(page, 'about');
  });
});

describe('FAQ accordion', () => {
  it('opens one answer at a time, the first by default, and closes the open one on click', async () => {
    const page = await newPage();
    await page.goto('/');
    const buttons = page.locator('#faq button[aria-controls]');
    await buttons.first().waitFor();
    expect(await buttons.count()).toBe(8);

    const states = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('#faq button[aria-controls]'), (button) => {
          const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
          return {
            expanded: button.getAttribute('aria-expanded'),
            panelHidden: panel?.hidden ?? null,
            panelRole: panel?.getAttribute('role') ?? null,
            labelledBy: panel?.getAttribute('aria-labelledby') === button.id && button.id !== '',
          };
        }),
      );
    const expectOpen = async (openIndex: number | null) => {
      const all = await states();
      all.forEach((state, index) => {
        const open = index === openIndex;
        expect(state).toEqual({
          expanded: open ? 'true' : 'false',
          panelHidden: !open,
          panelRole: 'region',
          labelledBy: true,
        });
      });
    };

    await expectOpen(0);
    await buttons.nth(0).click();
    await expectOpen(null);
    await buttons.nth(0).click();
    await expectOpen(0);
    await buttons.nth(3).click();
    await expectOpen(3);
    await expect.poll(() => page.locator('#faq [role="region"]:visible').count()).toBe(1);
    await buttons.nth(6).click();
    await expectOpen(6);
    await page.getByRole('region', { name: 'Is this legal advice?' }).getByText('not legal').waitFor();
  });
});

describe('testimonials carousel', () => {
  it('shows one of three slides, moved by dots, previous/next and the keyboard', async () => {
    const page = await newPage();
    await page.goto('/');
    const carousel = page.locator('#testimonials');
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(await carousel.getAttribute('aria-labelledby')).toBeTruthy();
    const slides = carousel.locator('[role="group"][aria-roledescription="slide"]');
    expect(await slides.count()).toBe(3);
    for (let i = 0; i < 3; i++) expect(await slides.nth(i).getAttribute('aria-label')).toBe(`${i + 1} of 3`);

    const visibleSlide = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('#testimonials [aria-roledescription="slide"]'))
          .filter((slide) => !(slide as HTMLElement).hidden)
          .map((slide) => slide.getAttribute('aria-label')),
      );
    const currentDot = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('#testimonials button[aria-current="true"]'), (b) =>
          b.getAttribute('aria-label'),
        ),
      );

    expect(await visibleSlide()).toEqual(['1 of 3']);
    expect(await currentDot()).toEqual(['Show testimonial 1']);
    const shownText = () => carousel.locator('[aria-roledescription="slide"]:visible').textContent();
    const firstText = await shownText();

    await carousel.getByRole('button', { name: 'Show testimonial 2' }).click();
    expect(await visibleSlide()).toEqual(['2 of 3']);
    expect(await currentDot()).toEqual(['Show testimonial 2']);
    const secondText = await shownText();
    expect(secondText).not.toBe(firstText);
    expect(secondText).toContain('Brightside Family Dental');
    expect(await slides.nth(1).isVisible()).toBe(true);
    expect(await slides.nth(0).isVisible()).toBe(false);

    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    expect(await visibleSlide()).toEqual(['3 of 3']);
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    expect(await visibleSlide()).toEqual(['1 of 3']);
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    expect(await visibleSlide()).toEqual(['3 of 3']);
    expect(await currentDot()).toEqual(['Show testimonial 3']);

    // Keyboard: from the previous button, Tab reaches the dots; Enter picks one.
    await carousel.getByRole('button', { name: 'Previous testimonial' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Show testimonial 2',
    );
    await page.keyboard.press('Enter');
    expect(await visibleSlide()).toEqual(['2 of 3']);
    expect(await currentDot()).toEqual(['Show testimonial 2']);
  });
});

describe('footer', () => {
  it('has the resource and legal links, four social links and the configured support e-mail', async () => {
    const page = await newPage();
    await page.goto('/');
    const footer = page.locator('footer');
    await footer.waitFor();
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of [
      '/contact',
      '/ticam-guide',
      '/lease-terms-glossary',
      '/negotiation-tips',
      '/terms',
      '/privacy',
      '/#about',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(await footer.getByRole('link', { name: 'Cookies' }).getAttribute('href')).toBe('/privacy');

    const social = footer.locator('a[target="_blank"]');
    expect(await social.count()).toBe(4);
    const labels: string[] = [];
    for (let i = 0; i < 4; i++) {
      const link = social.nth(i);
      const rel = (await link.getAttribute('rel')) ?? '';
      expect(rel.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      labels.push((await link.getAttribute('aria-label')) ?? '');
    }
    for (const network of ['LinkedIn', 'Facebook', 'X', 'Instagram']) {
      expect(labels.some((label) => label.endsWith(` ${network}`))).toBe(true);
    }

    const config = (await (await page.request.get('/api/config')).json()) as { supportEmail: string };
    expect(config.supportEmail).toContain('@');
    await footer.locator(`a[href="mailto:${config.supportEmail}"]`).waitFor();
    expect(await footer.textContent()).toContain(config.supportEmail);
  });
});

describe('plan dialog', () => {
  it('signed out: Premium opens Complete Your Order, and continuing goes to /register', async () => {
    const page = await newPage();
    await page.goto('/');
    const pricing = page.locator('#pricing');
    for (const text of ['Basic Plan', '$197', 'Premium Plan', '$397']) {
      await pricing.getByText(text, { exact: true }).first().waitFor();
    }
    await pricing.getByRole('button', { name: 'Choose Premium Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
    await dialog.waitFor();
    expect(await dialog.getByText('Premium Plan', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText('$397', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.textContent()).toMatch(/secure/i);
    await dialog.getByRole('button', { name: 'Continue to Secure Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('closes with Escape and with the close button, returning focus to the plan button', async () => {
    const page = await newPage();
    await page.goto('/');
    const choose = page.locator('#pricing').getByRole('button', { name: 'Choose Basic Plan' });
    await choose.click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
    await dialog.waitFor();
    expect(await dialog.getByText('Basic Plan', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText('$197', { exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Choose Basic Plan');

    await choose.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('small screens', () => {
  it('has no horizontal scroll at 375 px anywhere on the page', async () => {
    const page = await newPage({ width: 375, height: 740 });
    await page.goto('/');
    await page.locator('#get-started').waitFor();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `overflow at y=${y}`).toBeLessThanOrEqual(0);
    }
    // Lazy logos have loaded by now; the screenshot shows the whole page at phone width.
    await page.evaluate(() => window.scrollTo(0, 0));
    const dir = path.join(ROOT, 'test-results');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'landing-375.png');
    await page.screenshot({ path: file, fullPage: true });
    const png = readFileSync(file);
    expect(png.readUInt32BE(16)).toBe(375); // IHDR width
  });
});

describe('small screens: menu', () => {
  it('the menu toggle lists the section links; choosing one closes the menu and scrolls there', async () => {
    const page = await newPage({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'FAQs' }).click();
    await menu.waitFor({ state: 'detached' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expectScrolledTo(page, 'faq');
  });
});

describe('accessibility', () => {
  it('has no serious axe violations with the second FAQ answer open and with the plan dialog open', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.locator('#faq button[aria-controls]').nth(1).click();
    await page.locator('#faq-answer-2').waitFor();
    let violations = await seriousA11yViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);

    await page.locator('#pricing').getByRole('button', { name: 'Choose Premium Plan' }).click();
    await page.getByRole('dialog', { name: 'Complete Your Order' }).waitFor();
    violations = await seriousA11yViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);
  });
});
