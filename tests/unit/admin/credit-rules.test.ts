import { describe, expect, it } from 'vitest';
import { conversionRatePct, median } from '../../../src/server/modules/admin/admin-stats';
import { emptyCounts, engineQualityCsv, withRates } from '../../../src/server/modules/admin/engine-quality';
import { applyCreditRules, CREDIT_MESSAGES, creditSuccessMessage } from '../../../src/shared/contracts/admin';

/** Spec 5 "Admin credit and tier rules", as the preview and the server apply them. */
describe('applyCreditRules', () => {
  const empty = { credits: 0, tier: null } as const;

  it('refuses credits that are negative, fractional or absurd', () => {
    for (const n of [-1, 0.5, Number.NaN, 10_001])
      expect(applyCreditRules(empty, n, 'basic')).toEqual({
        ok: false,
        message: CREDIT_MESSAGES.invalidCredits,
      });
  });
  it('refuses credits without a tier', () => {
    expect(applyCreditRules(empty, 2, null)).toEqual({ ok: false, message: CREDIT_MESSAGES.creditsNeedTier });
    // An old row with credits but no tier: the tier must be chosen.
    expect(applyCreditRules({ credits: 3, tier: null }, 0, null)).toEqual({
      ok: false,
      message: CREDIT_MESSAGES.creditsNeedTier,
    });
  });
  it('refuses zero credits with an unchanged tier', () => {
    expect(applyCreditRules({ credits: 0, tier: 'basic' }, 0, 'basic')).toEqual({
      ok: false,
      message: CREDIT_MESSAGES.zeroCreditsNoTier,
    });
  });
  it('grants one credit when a tier is set on an empty account with nothing added', () => {
    expect(applyCreditRules(empty, null, 'premium')).toEqual({
      ok: true,
      credits: 1,
      tier: 'premium',
      note: 'grant',
    });
    expect(applyCreditRules(empty, 0, 'basic')).toMatchObject({ credits: 1, note: 'grant' });
  });
  it('resets credits to 0 when the tier is removed', () => {
    expect(applyCreditRules({ credits: 5, tier: 'basic' }, null, null)).toEqual({
      ok: true,
      credits: 0,
      tier: null,
      note: 'reset',
    });
  });
  it('adds credits and changes tiers', () => {
    expect(applyCreditRules({ credits: 2, tier: 'basic' }, 3, 'premium')).toEqual({
      ok: true,
      credits: 5,
      tier: 'premium',
      note: null,
    });
  });
  it('needs credits entered or a tier change', () => {
    expect(applyCreditRules({ credits: 2, tier: 'basic' }, null, 'basic')).toEqual({
      ok: false,
      message: CREDIT_MESSAGES.nothingToUpdate,
    });
  });
  it('names the e-mail in the confirmation', () => {
    expect(creditSuccessMessage('a@b.test', 1, 'basic')).toBe('Updated a@b.test: 1 credit, basic tier.');
  });
});

describe('stats helpers', () => {
  it('median of odd, even and empty lists', () => {
    expect(median([30, 10, 50])).toBe(30);
    expect(median([1, 2, 3, 10])).toBe(2.5);
    expect(median([])).toBeNull();
  });
  it('conversion rate with one decimal, 0 without customers', () => {
    expect(conversionRatePct(1, 3)).toBe(33.3);
    expect(conversionRatePct(0, 0)).toBe(0);
  });
  it('precision and recall are null without a denominator; CSV defuses formulas', () => {
    const r = withRates(emptyCounts('=cmd'));
    expect(r.precision).toBeNull();
    expect(r.recall).toBeNull();
    const csv = engineQualityCsv({ days: 30, since: '', rules: [r], total: r });
    expect(csv.split('\r\n')[1]).toBe("'=cmd,0,0,0,0,,,0.00,0.00");
  });
});
