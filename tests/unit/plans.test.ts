import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PLANS } from '../../src/shared/constants';
import { AuthContext, type AuthState } from '../../src/web/auth/auth-context';
import { PlanCard } from '../../src/web/components/plans/PlanCard';
import {
  formatPlanPrice,
  PLAN_LIST,
  planChoiceTarget,
  planFromKey,
} from '../../src/web/components/plans/plan-format';
import { LandingPage } from '../../src/web/pages/LandingPage';
import { PricingSection } from '../../src/web/pages/landing/PricingSection';

const signedOut: AuthState = {
  user: null,
  profile: null,
  isAdmin: false,
  isAuthenticated: false,
  isLoading: false,
  error: null,
  signIn: async () => undefined,
  signUp: async () => undefined,
  signOut: async () => undefined,
  refresh: async () => undefined,
  setProfile: () => undefined,
};

/** Server render, as the build-time pre-render does, with the providers the page has in the app. */
function render(node: ReactNode): string {
  return renderToString(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(
        AuthContext.Provider,
        { value: signedOut },
        createElement(MemoryRouter, { initialEntries: ['/'] }, node),
      ),
    ),
  );
}

/** React escapes text; compare against the escaped form. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;');
}

describe('PLANS (spec 3 "Plans", spec 9)', () => {
  it('has the basic and premium plans at $197 and $397, in integer cents', () => {
    expect(Object.keys(PLANS).sort()).toEqual(['basic', 'premium']);
    expect(PLANS.basic).toMatchObject({ key: 'basic', title: 'Basic Plan', priceCents: 19_700 });
    expect(PLANS.premium).toMatchObject({ key: 'premium', title: 'Premium Plan', priceCents: 39_700 });
    expect(PLAN_LIST.map((plan) => plan.key)).toEqual(['basic', 'premium']);
    for (const plan of PLAN_LIST) {
      expect(plan.features.length).toBeGreaterThan(0);
      expect(plan.features).toContain('Money-back guarantee');
    }
  });

  it('formats plan prices as whole dollars and reads plan keys from query values', () => {
    expect(formatPlanPrice(PLANS.basic)).toBe('$197');
    expect(formatPlanPrice(PLANS.premium)).toBe('$397');
    expect(planFromKey('premium')).toBe(PLANS.premium);
    expect(planFromKey('basic')).toBe(PLANS.basic);
    expect(planFromKey('gold')).toBeUndefined();
    expect(planFromKey(null)).toBeUndefined();
  });

  it('sends a visitor who chooses a plan to registration, and a signed-in user to billing with it', () => {
    expect(planChoiceTarget(PLANS.premium, false)).toBe('/register');
    const target = planChoiceTarget(PLANS.premium, true);
    expect(target).toBe('/billing?plan=premium');
    // Billing reads the same plan back from its query.
    expect(planFromKey(new URL(target, 'http://x').searchParams.get('plan'))).toBe(PLANS.premium);
    expect(planChoiceTarget(PLANS.basic, true)).toBe('/billing?plan=basic');
  });
});

describe('pricing UI is fed by PLANS', () => {
  it("the landing page's pricing section shows every plan's title, price and features", () => {
    const html = render(createElement(PricingSection));
    expect(html).toContain('id="pricing"');
    for (const plan of Object.values(PLANS)) {
      expect(html).toContain(escapeHtml(plan.title));
      expect(html).toContain(formatPlanPrice(plan));
      for (const feature of plan.features) expect(html).toContain(escapeHtml(feature));
      expect(html).toContain(escapeHtml(`Choose ${plan.title}`));
    }
    // The dialog is closed in the server render: no order summary yet.
    expect(html).not.toContain('Complete Your Order');
  });

  it('a PlanCard renders one plan with a custom button label', () => {
    const html = render(
      createElement(PlanCard, { plan: PLANS.premium, onChoose: () => undefined, buttonLabel: 'Buy now' }),
    );
    expect(html).toContain('Premium Plan');
    expect(html).toContain('$397');
    expect(html).toContain('Buy now');
    expect(html).not.toContain('Basic Plan');
  });

  it('renders the same HTML twice (pure render, safe to hydrate)', () => {
    expect(render(createElement(PricingSection))).toBe(render(createElement(PricingSection)));
  });
});

describe('landing page server render', () => {
  it('renders purely: sections in order, one h1, first FAQ answer open, first testimonial shown', () => {
    const html = render(createElement(LandingPage));
    expect(render(createElement(LandingPage))).toBe(html);
    const ids = [...html.matchAll(/<section id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual([
      'hero',
      'how-it-works',
      'trusted-by',
      'why-choose-us',
      'pricing',
      'testimonials',
      'about',
      'faq',
      'get-started',
    ]);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(1);
    expect(html).toMatch(/id="faq-question-1"[^>]*aria-expanded="true"/);
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
  });
});
