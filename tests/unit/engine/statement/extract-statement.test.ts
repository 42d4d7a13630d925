import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { documentFromText } from '../../../../src/engine/pdf/from-text';
import { unquoted } from './evidence-helpers';
import {
  BASE_YEAR_GROSS_UP,
  BUDGET_ACTUAL_TWO_PAGES,
  DOES_NOT_FOOT,
  DOT_LEADER_NNN,
} from './statement-fixtures';

function read(text: string) {
  const doc = documentFromText('recon.pdf', text);
  const { statement, warnings } = extractStatement(doc);
  const evidence = [...statement.lines.map((l) => l.evidence), ...Object.values(statement.evidence)];
  return { doc, statement, warnings, badQuotes: unquoted(doc, evidence) };
}

const failed = (s: { checks: { name: string; ok: boolean }[] }) =>
  s.checks.filter((c) => !c.ok).map((c) => c.name);

describe('extractStatement: dot leaders, sections, admin fee on one section', () => {
  const { statement: s, badQuotes } = read(DOT_LEADER_NNN);

  it('reads the header', () => {
    expect(s.year).toBe(2023);
    expect(s.statementDate).toBe('2024-03-15');
    expect([s.periodStart, s.periodEnd]).toEqual(['2023-01-01', '2023-12-31']);
  });

  it('reads the lines under their sections, not the headings or subtotals', () => {
    expect(s.lines.map((l) => [l.label, l.amountCents, l.category])).toEqual([
      ['Parking Lot Sweeping', 420000, 'CONTROLLABLE'],
      ['Snow & Ice Removal', 615050, 'CONTROLLABLE'],
      ['Common Area Repairs', 330000, 'CONTROLLABLE'],
      ['Marketing Fund Contribution', 100000, 'MARKETING'],
      ['Common Electric', 250000, 'UTILITIES'],
      ['Assessments', 1000000, 'TAX'],
    ]);
    expect(s.lines[5]?.section).toBe('TAXES');
  });

  it('reads the tenant arithmetic and finds it consistent', () => {
    expect(s.totalCents).toBe(2715050);
    expect(s.billedSharePct).toBe(5);
    expect([s.shareNumeratorRsf, s.shareDenominatorRsf]).toEqual([1500, 30000]);
    expect(s.tenantShareCents).toBe(135753);
    expect([s.adminFeeCents, s.adminFeePct, s.adminFeeBaseLabel]).toEqual([7325, 10, 'Operating Costs']);
    expect(s.totalDueCents).toBe(143078);
    expect([s.estimatesPaidCents, s.estimateMonths, s.monthlyEstimateCents]).toEqual([132000, 12, 11000]);
    expect(s.balanceDueCents).toBe(11078);
    expect(failed(s)).toEqual([]);
    expect(s.checks.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'lines_foot_total',
        'share_ratio',
        'share_x_pool',
        'admin_fee',
        'total_due',
        'estimates',
        'balance',
      ]),
    );
  });

  it('quotes verbatim', () => expect(badQuotes).toEqual([]));
});

describe('extractStatement: base year, actual and grossed-up columns', () => {
  const { statement: s, badQuotes } = read(BASE_YEAR_GROSS_UP);

  it('bills the grossed-up column and keeps the actual one', () => {
    const cleaning = s.lines[0];
    expect(cleaning).toMatchObject({
      label: 'Cleaning Contract',
      amountCents: 9500000,
      actualCents: 8000000,
      grossedUp: true,
    });
    expect(s.lines[1]).toMatchObject({ label: 'Elevator Service', grossedUp: false });
    expect(s.totalCents).toBe(28300000);
    expect(s.occupancyPct).toBe(80);
    expect(s.grossUpPct).toBe(95);
  });

  it('joins a wrapped label, keeps duplicates and negative lines, categorizes by meaning', () => {
    expect(s.lines.map((l) => [l.label, l.amountCents, l.category])).toEqual([
      ['Cleaning Contract', 9500000, 'CONTROLLABLE'],
      ['Elevator Service', 1200000, 'CONTROLLABLE'],
      ['Utilities', 4750000, 'UTILITIES'],
      ['Leasing Commissions - Suite 900', 1500000, 'LEASING_COMMISSIONS'],
      ['Attorney Fees - Tenant Eviction (Suite 410)', 250000, 'LEGAL_DISPUTES'],
      ['Elevator Service', 1200000, 'CONTROLLABLE'],
      ['Insurance Refund', -100000, 'INSURANCE'],
      ['Real Estate Taxes', 10000000, 'TAX'],
    ]);
  });

  it('reads the base-year deduction and a credit', () => {
    expect([s.baseYearDeductionCents, s.baseYearLabel]).toEqual([25000000, 2021]);
    expect(s.billedSharePct).toBe(2.5);
    expect(s.tenantShareCents).toBe(82500);
    expect(s.adminFeeCents).toBe(0);
    expect([s.estimatesPaidCents, s.estimateMonths, s.monthlyEstimateCents]).toEqual([90000, 12, 7500]);
    expect(s.balanceDueCents).toBe(-7500);
    expect(s.statementDate).toBe('2025-02-10');
    expect(s.year).toBe(2024);
    expect(failed(s)).toEqual([]);
  });

  it('quotes verbatim', () => expect(badQuotes).toEqual([]));
});

describe('extractStatement: budget vs actual, summary across a page break', () => {
  const { statement: s, badQuotes } = read(BUDGET_ACTUAL_TWO_PAGES);

  it('takes the actual column, not the budget', () => {
    expect(s.year).toBe(2022);
    expect(s.statementDate).toBe('2023-04-30');
    expect(s.lines.map((l) => l.amountCents)).toEqual([875000, 412525, 2000000, 50000, 3100000]);
    expect(s.lines.map((l) => l.category)).toEqual([
      'CONTROLLABLE',
      'CONTROLLABLE',
      'CAPITAL',
      'CHARITABLE',
      'TAX',
    ]);
    expect(s.totalCents).toBe(6437525);
  });

  it('reads the fee on page 2 and a parenthesised credit', () => {
    expect(s.tenantShareCents).toBe(643753);
    expect([s.adminFeeCents, s.adminFeePct]).toEqual([32188, 5]);
    expect(s.evidence.adminFeeCents?.page).toBe(2);
    expect(s.totalDueCents).toBe(675941);
    expect(s.balanceDueCents).toBe(-2059);
    expect(failed(s)).toEqual([]);
  });

  it('quotes verbatim', () => expect(badQuotes).toEqual([]));
});

describe('extractStatement: a statement that does not foot', () => {
  const { statement: s, warnings, badQuotes } = read(DOES_NOT_FOOT);

  it('keeps the printed total and records the failed check', () => {
    expect(s.totalCents).toBe(310000);
    expect(s.lines.map((l) => l.amountCents)).toEqual([100000, 200000]);
    expect(failed(s)).toEqual(['lines_foot_total']);
    expect(warnings.some((w) => w.includes('lines_foot_total'))).toBe(true);
  });

  it('joins an estimates line that wrapped before its rate', () => {
    expect([s.estimatesPaidCents, s.estimateMonths, s.monthlyEstimateCents]).toEqual([30000, 12, 2500]);
    expect(s.balanceDueCents).toBe(1000);
    expect(s.billedSharePct).toBe(10);
  });

  it('quotes verbatim', () => expect(badQuotes).toEqual([]));
});

describe('extractStatement: a misread total row in the tenant arithmetic (OCR)', () => {
  // "Total Your Share $56,918.64" came back from OCR as "TOtAl YOUN SHAME 900,918.64": a total
  // row, bigger than the expense total, that no summary cue recognises.
  const { statement: s } = read(`2022 Annual Operating Expense Reconciliation
Period: January 1, 2022 - December 31, 2022
PROPERTY OPERATIONS
Landscaping 7,173.70
Janitorial 14,415.62
Legal Fees - Tenant Collection Matter 16,980.05
Total Property Operations 38,569.37
Total Operating Expenses $38,569.37
TENANT CALCULATION
Pro-Rata % (8,841 / 55,790 RSF) 15.8469%
Tenant's Share of Property Operations $6,112.05
TOtAl YOUN SHAME 900,918.64
BALANCE DUE FROM TENANT $1,112.05`);

  it('takes the expense total with the lines above it as the table, not the larger misread row', () => {
    expect(s.lines.map((l) => l.label)).toEqual([
      'Landscaping',
      'Janitorial',
      'Legal Fees - Tenant Collection Matter',
    ]);
    expect(s.totalCents).toBe(3856937);
  });
});
