import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { splitLabelAndAmounts } from '../../../../src/engine/extract/statement/amount-cells';
import { withoutFlagColumn } from '../../../../src/engine/extract/statement/flag-column';
import { at, doc, line, page, ra } from './layout-fixtures';

// A property manager's general-ledger listing: account, name, prior and current year, % change and
// a Y / N column; the N accounts are listed but left out of the recoverable totals. Then the
// computation: share of areas, the Lessee's share, a supervisory charge, the year's Additional
// Rent, the estimates and the balance.
const ACCOUNTS: [string, string, string, string, string, string][] = [
  ['5105-000', 'Landscape Contract Services', '54,893.79', '59,878.91', '9.1%', 'Y'],
  ['5110-000', 'R&M - General', '175,745.97', '177,723.44', '1.1%', 'Y'],
  ['5115-000', 'Bad debt expense', '14,902.35', '15,479.78', '3.9%', 'N'],
  ['5125-000', 'Security Services', '127,373.54', '132,887.76', '4.3%', 'Y'],
  ['5140-000', 'Litigation Costs - Dispute with Former Tenant', '—', '23,060.90', 'new', 'Y'],
];

function listing(flagOfBadDebt: string | null = 'N', totalCents = 39355101) {
  const fmt = (c: number) => (c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  const share = Math.round(totalCents * 0.0767);
  const fee = Math.round(share * 0.05);
  return doc([
    page(1, [
      line(1, 30, [at('GENERAL LEDGER LISTING – PARK CHARGES AND IMPOSITIONS', 40)]),
      line(1, 44, [
        at(
          'For the year ended December 31, 2022 · Lessor’s accounting under the Indenture of Lease dated August 20, 2021',
          40,
        ),
      ]),
      line(1, 60, [
        at('Account', 40),
        at('Account name', 110),
        ra('2021 Actual', 420),
        ra('2022 Actual', 500),
        ra('% Change', 560),
        at('Recoverable', 590),
      ]),
      ...ACCOUNTS.map(([code, name, prior, cur, chg, flag], i) =>
        line(1, 74 + 12 * i, [
          at(code, 40),
          at(name, 110),
          ra(prior, 420),
          ra(cur, 500),
          ra(chg, 560),
          ...(i === 2 && flagOfBadDebt === null ? [] : [at(i === 2 ? (flagOfBadDebt as string) : flag, 600)]),
        ]),
      ),
      line(1, 140, [
        at('Total recoverable – park charges', 110),
        ra('372,000.00', 420),
        ra(fmt(totalCents), 500),
        ra('5.8%', 560),
        at('Y', 600),
      ]),
      line(1, 152, [
        at('Non-recoverable accounts (N) – not billed', 110),
        ra('14,902.35', 420),
        ra('15,479.78', 500),
        at('N', 600),
      ]),
      line(1, 180, [at('Total recoverable Park Charges (Y accounts above)', 110), ra(fmt(totalCents), 560)]),
      line(1, 192, [
        at('Lessee’s Proportionate Share (Item 5): 20,757 RSF / 270,630 RSF', 110),
        ra('7.67%', 560),
      ]),
      line(1, 204, [at('Lessee’s share of Park Charges', 110), ra(fmt(share), 560)]),
      line(1, 216, [
        at('Lessor’s supervisory charge, 5% of Lessee’s share of Park Charges (Section 5.05)', 110),
        ra(fmt(fee), 560),
      ]),
      line(1, 228, [at('Lessee’s Additional Rent for 2022', 110), ra(fmt(share + fee), 560)]),
      line(1, 240, [
        at('Less: estimated Additional Rent paid, 12 installments of 2,400.00', 110),
        ra('(28,800.00)', 560),
      ]),
      line(1, 252, [at('BALANCE DUE LESSOR', 110), ra(fmt(share + fee - 2880000), 560)]),
    ]),
  ]);
}

describe('a general-ledger listing with a Recoverable Y / N column', () => {
  it('reads the Y accounts as the lines, without the N account its totals leave out', () => {
    const { statement, warnings } = extractStatement(listing());
    expect(statement.lines.map((l) => l.amountCents)).toEqual([5987891, 17772344, 13288776, 2306090]);
    expect(statement.totalCents).toBe(39355101);
    expect(statement.checks.find((c) => c.name === 'lines_foot_total')?.ok).toBe(true);
    expect(warnings.some((w) => /2 rows flagged N/.test(w))).toBe(true);
  });

  it('reads the year ended, the supervisory charge as the fee and the Additional Rent for the year as the total', () => {
    const { statement } = extractStatement(listing());
    expect(statement.year).toBe(2022);
    expect(statement.periodEnd).toBe('2022-12-31');
    expect(statement.adminFeePct).toBe(5);
    expect(statement.adminFeeCents).toBe(Math.round(Math.round(39355101 * 0.0767) * 0.05));
    expect(statement.totalDueCents).toBe(statement.tenantShareCents! + statement.adminFeeCents!);
    expect(statement.checks.find((c) => c.name === 'balance')?.ok).toBe(true);
  });

  it('drops an account whose flag a scan lost where the totals leave it out with the N rows', () => {
    const { statement, warnings } = extractStatement(listing(null));
    expect(statement.lines.map((l) => l.amountCents)).toEqual([5987891, 17772344, 13288776, 2306090]);
    expect(warnings.some((w) => /2 rows flagged N/.test(w))).toBe(true);
  });

  it('keeps every row when the totals add the N rows too (a flag that is not about billing)', () => {
    const all = 39355101 + 1547978;
    const { dropped } = withoutFlagColumn(listing('N', all));
    expect(dropped).toBe(0);
    const { statement } = extractStatement(listing('N', all));
    expect(statement.lines.map((l) => l.amountCents)).toContain(1547978);
  });
});

describe("a listing's cells", () => {
  it('reads "new" in a % change column as no figure, and a section number as no amount', () => {
    const split = splitLabelAndAmounts(
      ['5140-000', 'Litigation Costs', '—', '23,060.90', 'new'],
      [40, 110, 420, 500, 560],
    );
    expect(split.label).toBe('5140-000 Litigation Costs');
    expect(split.amounts.map((a) => a.value)).toEqual([0, 2306090]);
    expect(splitLabelAndAmounts(['Costs of the Trust that Section 5.04'], [40]).amounts).toEqual([]);
    expect(splitLabelAndAmounts(['Paragraph 12.50'], [40]).amounts).toEqual([]);
  });
});
