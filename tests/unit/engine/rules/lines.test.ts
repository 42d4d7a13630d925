import { describe, expect, it } from 'vitest';
import { isAmortizedLine, labelKey, looksRoutine, withoutGlCode } from '../../../../src/engine/rules/lines';
import { line } from './fixtures';

describe('reading expense lines', () => {
  it('knows an amortization installment however the landlord writes it', () => {
    for (const label of [
      'Roof Replacement - Amortization (Year 2 of 10)',
      'Capital Amort. - Parking Lot Overlay (2/15 of 81,060.00)',
      'HVAC replacement (3/15)',
      'Parking lot resurfacing, annual installment',
      'Depreciation - Elevator Modernization',
      'Roof project; cost $114,160.00',
    ])
      expect(isAmortizedLine(line(label, 1_000_000, 'CAPITAL')), label).toBe(true);
  });

  it('does not take a capital project billed in full, or a word that only starts like it, for an installment', () => {
    for (const label of [
      'RTU Replacements - 4 Units (capital)',
      'Parking Lot Repaving Project',
      'Amortal Services',
    ])
      expect(isAmortizedLine(line(label, 2_900_000, 'CAPITAL')), label).toBe(false);
  });

  it('takes a line equal to the printed cost over the lease years as the installment', () => {
    expect(isAmortizedLine(line('Lobby remodel (cost $70,000.00)', 700_000, 'CAPITAL'), 10)).toBe(true);
  });

  it('compares labels without account codes or punctuation, and tells routine upkeep from capital', () => {
    expect(withoutGlCode('6120 Paving')).toBe('Paving');
    expect(withoutGlCode('5010-00 Landscaping')).toBe('Landscaping');
    expect(labelKey('6120 Paving & Striping')).toBe(labelKey('Paving and Striping'));
    expect(looksRoutine('Roof Repairs and Replacement Parts')).toBe(true);
    expect(looksRoutine('Roof Replacement - Capital')).toBe(false);
  });
});
