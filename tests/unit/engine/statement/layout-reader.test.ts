import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { readLayout } from '../../../../src/engine/extract/statement/layout/reader';
import { splitRegions } from '../../../../src/engine/extract/statement/layout/regions';
import { gridLine } from '../../../../src/engine/extract/statement/layout/tokens';
import { at, doc, line, page, ra, tableRow } from './layout-fixtures';

const ONE = [400];

describe('gridLine: figures, credits and codes', () => {
  it('reads credits written CR, with a trailing minus or in parentheses as negative', () => {
    const l = line(1, 100, [
      at('Adjustments', 50),
      ra('1,234.56', 250),
      at('CR', 255),
      ra('900.31-', 350),
      ra('(75.00)', 450),
    ]);
    expect(gridLine(l).figures.map((f) => f.value)).toEqual([-123456, -90031, -7500]);
  });

  it('reads amounts without cents or with a dollar sign only, and not a year or a suite number', () => {
    const g = gridLine(line(1, 100, [at('Repairs', 50), ra('$500', 250), ra('1,234', 350), ra('2024', 450)]));
    // "2024" ends the line but is no amount: it is read as a word, so the row has no figures.
    expect(g.figures).toEqual([]);
    const h = gridLine(line(1, 100, [at('Repairs', 50), ra('$500', 250), ra('1,234', 350)]));
    expect(h.figures.map((f) => f.value)).toEqual([50000, 123400]);
  });

  it('keeps an account code out of the amounts and the label', () => {
    const a = gridLine(line(1, 100, [at('6120', 50), at('Janitorial', 90), ra('12,000.00', 400)]));
    expect(a).toMatchObject({ code: '6120', label: 'Janitorial' });
    expect(a.figures.map((f) => f.value)).toEqual([1200000]);
    const b = gridLine(line(1, 100, [at('5010-00', 50), at('Landscaping', 110), ra('1,500.00', 400)]));
    expect(b).toMatchObject({ code: '5010-00', label: 'Landscaping' });
  });

  it('takes only the trailing run of figures: numbers inside a label stay in the label', () => {
    const g = gridLine(line(1, 100, [at('Pro-Rata Share (8,354 / 80,000 SF)', 50), ra('10.4425%', 400)]));
    expect(g.label).toBe('Pro-Rata Share (8,354 / 80,000 SF)');
    expect(g.figures).toMatchObject([{ kind: 'pct', value: 10.4425 }]);
  });

  it('drops "$" cells and reads a dash alone in a cell as zero, not a dash inside a label', () => {
    const g = gridLine(
      line(1, 100, [at('Bldg Repairs - General', 50), at('$', 200), ra('1,000.00', 300), ra('-', 400)]),
    );
    expect(g.label).toBe('Bldg Repairs - General');
    expect(g.figures.map((f) => f.value)).toEqual([100000, 0]);
  });
});

describe('readLayout: tables found by their footing', () => {
  it('merges a table continued on the next page with its header repeated', () => {
    const p1 = page(1, [
      line(1, 80, [at('Operating Expenses', 50)]),
      line(1, 95, [at('Expense', 50), ra('Amount', 400)]),
      tableRow(1, 110, 'Janitorial', ['10,000.00'], ONE),
      tableRow(1, 125, 'Landscaping', ['5,000.00'], ONE),
      line(1, 770, [at('Page 1 of 2', 500)]),
    ]);
    const p2 = page(2, [
      line(2, 80, [at('Operating Expenses', 50)]),
      line(2, 95, [at('Expense', 50), ra('Amount', 400)]),
      tableRow(2, 110, 'Security', ['2,500.00'], ONE),
      tableRow(2, 125, 'Total Operating Expenses', ['17,500.00'], ONE),
      tableRow(2, 160, 'Your Share', ['5.0000%'], ONE),
      tableRow(2, 175, 'Your Share of Expenses', ['875.00'], ONE),
    ]);
    const r = readLayout([p1, p2]);
    expect(r?.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ['Janitorial', 1000000],
      ['Landscaping', 500000],
      ['Security', 250000],
    ]);
    expect(r?.totalCents).toBe(1750000);
    expect(r?.sharePct?.value).toBe(5);
    expect(r?.tenantShare?.value).toBe(87500);
  });

  it('nests per-pool subtotals into the grand total and keeps each line under its pool', () => {
    const p = page(1, [
      line(1, 80, [at('COMMON AREA', 50)]),
      tableRow(1, 95, 'Janitorial', ['1,000.00'], ONE),
      tableRow(1, 110, 'Repairs', ['3,000.00'], ONE),
      tableRow(1, 125, 'Subtotal Common Area', ['4,000.00'], ONE),
      line(1, 140, [at('TAXES', 50)]),
      tableRow(1, 155, 'Real Estate Taxes', ['6,000.00'], ONE),
      tableRow(1, 170, 'Total Expenses', ['10,000.00'], ONE),
      tableRow(1, 200, 'Pro Rata Share', ['10.00%'], [300]),
      tableRow(1, 215, 'Tenant Share', ['1,000.00'], [300]),
    ]);
    const r = readLayout([p]);
    expect(r?.lines.map((l) => [l.label, l.section])).toEqual([
      ['Janitorial', 'COMMON AREA'],
      ['Repairs', 'COMMON AREA'],
      ['Real Estate Taxes', 'TAXES'],
    ]);
    expect(r?.totalCents).toBe(1000000);
    expect(r?.confirmedBy).toBe('share x total');
  });

  it('sums separate pool tables to the printed grand total and reads account-coded lines', () => {
    const cols = [400];
    const p = page(1, [
      line(1, 60, [at('Pool: CAM', 50)]),
      tableRow(1, 75, '6105 Grounds', ['2,000.00'], cols),
      tableRow(1, 90, '6125 Janitorial', ['3,000.00'], cols),
      tableRow(1, 105, 'Total CAM', ['5,000.00'], cols),
      line(1, 130, [at('Pool: RET', 50)]),
      tableRow(1, 145, '7005 Real Property Tax', ['7,000.00'], cols),
      tableRow(1, 160, 'Total RET', ['7,000.00'], cols),
      line(1, 190, [at('Recovery Summary', 50)]),
      tableRow(1, 205, 'Total Recoverable (CAM + RET)', ['12,000.00'], [300]),
    ]);
    const r = readLayout([p]);
    expect(r?.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ['Grounds', 200000],
      ['Janitorial', 300000],
      ['Real Property Tax', 700000],
    ]);
    expect(r?.totalCents).toBe(1200000);
    expect(r?.confirmedBy).toBe('printed grand total');
  });

  it('does not take a line repeated inside a table for a one-line pool (a duplicate charge)', () => {
    const p = page(1, [
      tableRow(1, 75, 'Promotions Inv 790', ['300.00'], ONE),
      tableRow(1, 90, 'Promotions Inv 790', ['300.00'], ONE),
      tableRow(1, 105, 'Management Fee', ['400.00'], ONE),
      tableRow(1, 120, 'Total', ['1,000.00'], ONE),
      tableRow(1, 150, 'Share', ['10.00%'], [300]),
      tableRow(1, 165, 'Tenant Share', ['100.00'], [300]),
    ]);
    const r = readLayout([p]);
    expect(r?.lines).toHaveLength(3);
    expect(r?.totalCents).toBe(100000);
  });
});

describe('readLayout: what each column is, from the arithmetic', () => {
  // Building total | Adjustment | Recoverable: the recoverable column is the sum of the other two.
  const GU = [250, 330, 410];

  it('takes the column that sums the other two as billed, and an upward adjustment as a gross-up', () => {
    const p = page(1, [
      line(1, 60, [at('Expense', 50), ra('Building', 250), ra('Adj.', 330), ra('Recoverable', 410)]),
      tableRow(1, 75, 'Cleaning', ['10,000.00', '1,500.00', '11,500.00'], GU),
      tableRow(1, 90, 'Repairs', ['4,000.00', '0.00', '4,000.00'], GU),
      tableRow(1, 105, 'Trash', ['2,000.00', '200.00-', '1,800.00'], GU),
      tableRow(1, 120, 'Total', ['16,000.00', '1,300.00', '17,300.00'], GU),
      tableRow(1, 150, 'Share', ['10.00%'], [300]),
      tableRow(1, 165, 'Tenant Share', ['1,730.00'], [300]),
    ]);
    const r = readLayout([p]);
    expect(r?.totalCents).toBe(1730000);
    expect(r?.lines.map((l) => [l.amountCents, l.actualCents])).toEqual([
      [1150000, 1000000],
      [400000, null],
      // A downward adjustment removes non-recoverable cost: not a gross-up.
      [180000, null],
    ]);
  });

  it('reads a base-year escalation table (actual | base year | increase) as the actual, not as a gross-up', () => {
    const p = page(1, [
      line(1, 60, [
        at('Description', 50),
        ra('2022 Actual', 250),
        ra('Base Year 2018', 330),
        ra('Increase', 410),
      ]),
      tableRow(1, 75, 'Grounds Keeping', ['36,715.89', '33,052.48', '3,663.41'], GU),
      tableRow(1, 90, 'Janitorial', ['90,650.14', '81,490.27', '9,159.87'], GU),
      tableRow(1, 105, 'Real Estate Taxes', ['623,035.31', '535,919.45', '87,115.86'], GU),
      tableRow(1, 120, 'Total', ['750,401.34', '650,462.20', '99,939.14'], GU),
      tableRow(1, 150, 'Total Operating Expenses', ['750,401.34'], [300]),
      tableRow(1, 165, 'Less: Base Operating Expenses', ['-650,462.20'], [300]),
      tableRow(1, 180, 'Expense Excess', ['99,939.14'], [300]),
      tableRow(1, 195, 'Pro Rata Share', ['10.00%'], [300]),
      tableRow(1, 210, 'Tenant Share of Expense Excess', ['9,993.91'], [300]),
    ]);
    const r = readLayout([p]);
    // base + increase = actual on every line, as actual + gross-up = billed would: the sum
    // printed first and no line left unadjusted say it is no gross-up.
    expect(r?.lines.map((l) => [l.amountCents, l.actualCents])).toEqual([
      [3671589, null],
      [9065014, null],
      [62303531, null],
    ]);
  });

  it('reads a year-over-year table with a % change column (decreases in parentheses) by its current year', () => {
    const C = [250, 330, 410];
    const p = page(1, [
      line(1, 60, [
        at('Description', 50),
        ra('2020 Actual', 250),
        ra('2021 Actual', 330),
        ra('% Change', 410),
      ]),
      tableRow(1, 75, 'Grounds Care', ['$44,704.98', '$47,208.78', '5.6%'], C),
      tableRow(1, 90, 'Fire Sprinkler Inspection', ['$24,796.91', '$23,795.26', '(4.0%)'], C),
      tableRow(1, 105, 'Water / Sewer', ['$32,103.27', '$31,713.55', '(1.2%)'], C),
      tableRow(1, 120, 'Total Operating Expenses', ['$101,605.16', '$102,717.59', '1.1%'], C),
      tableRow(1, 150, 'Share %', ['6.5471%'], [410]),
      tableRow(1, 165, "Tenant's Share", ['$6,725.02'], [410]),
    ]);
    const r = readLayout([p]);
    // The change column is a ratio of each row: it neither foots nor hides the rows that fell.
    expect(r?.totalCents).toBe(10271759);
    expect(r?.lines.map((l) => l.amountCents)).toEqual([4720878, 2379526, 3171355]);
  });

  it('picks the pool column whose total times the printed share is the printed tenant share', () => {
    // Current year | Prior year | Budget: only the current year reproduces the tenant share.
    const C = [250, 330, 410];
    const p = page(1, [
      line(1, 60, [at('Expense', 50), ra('2024', 250), ra('2023', 330), ra('Budget', 410)]),
      tableRow(1, 75, 'Cleaning', ['10,000.00', '9,000.00', '12,000.00'], C),
      tableRow(1, 90, 'Repairs', ['4,000.00', '6,000.00', '6,000.00'], C),
      tableRow(1, 105, 'Total', ['14,000.00', '15,000.00', '18,000.00'], C),
      tableRow(1, 135, 'Your share', ['7.50%'], [300]),
      tableRow(1, 150, 'Your share of 2024 expenses', ['1,050.00'], [300]),
    ]);
    const r = readLayout([p]);
    expect(r?.lines.map((l) => l.amountCents)).toEqual([1000000, 400000]);
    expect(r?.totalCents).toBe(1400000);
  });

  it('returns null when two columns foot to the same confirmed total (ambiguous)', () => {
    const C = [250, 330];
    const p = page(1, [
      tableRow(1, 75, 'Cleaning', ['10,000.00', '9,000.00'], C),
      tableRow(1, 90, 'Repairs', ['4,000.00', '5,000.00'], C),
      tableRow(1, 105, 'Total', ['14,000.00', '14,000.00'], C),
      tableRow(1, 135, 'Your share', ['7.50%'], [300]),
      tableRow(1, 150, 'Your share of expenses', ['1,050.00'], [300]),
    ]);
    expect(readLayout([p])).toBeNull();
  });

  it('reads a pool table with a share column: the pool is the column the share is a % of', () => {
    const S = [250, 330, 410];
    const p = page(1, [
      line(1, 60, [at('Pool: CAM', 50)]),
      tableRow(1, 75, 'Landscaping', ['21,708.81', '9.79000%', '2,125.29'], S),
      tableRow(1, 90, 'Cleaning', ['8,312.19', '9.79000%', '813.76'], S),
      tableRow(1, 105, 'Total CAM', ['30,021.00', '9.79000%', '2,939.05'], S),
      line(1, 130, [at('Pool: RET', 50)]),
      tableRow(1, 145, 'Taxes', ['10,000.00', '9.79000%', '979.00'], S),
      tableRow(1, 160, 'Total RET', ['10,000.00', '9.79000%', '979.00'], S),
      line(1, 190, [at('Summary', 50)]),
      tableRow(1, 205, 'CAM share', ['2,939.05'], [300]),
      tableRow(1, 220, 'RET share', ['979.00'], [300]),
      tableRow(1, 235, 'Total Tenant Share', ['3,918.05'], [300]),
    ]);
    const r = readLayout([p]);
    expect(r?.totalCents).toBe(4002100);
    expect(r?.lines.map((l) => l.amountCents)).toEqual([2170881, 831219, 1000000]);
    expect(r?.sharePct?.value).toBe(9.79);
    expect(r?.tenantShare?.value).toBe(391805);
  });

  it('finds due - estimates = balance, with the sign printed as a trailing minus', () => {
    const p = page(1, [
      tableRow(1, 75, 'Cleaning', ['10,000.00'], ONE),
      tableRow(1, 90, 'Repairs', ['10,000.00'], ONE),
      tableRow(1, 105, 'Total', ['20,000.00'], ONE),
      tableRow(1, 135, 'Share', ['10.00%'], [300]),
      tableRow(1, 150, 'Tenant Share', ['2,000.00'], [300]),
      tableRow(1, 165, 'Less: Tenant Billings', ['2,100.00-'], [300]),
      tableRow(1, 180, 'Balance (Credit)', ['100.00-'], [300]),
    ]);
    const r = readLayout([p]);
    expect(r?.chain).toMatchObject({ estimatesCents: 210000, balanceCents: -10000 });
  });

  it('counts the installments of a billing detail continued over a page break', () => {
    const detail = (pg: number, from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) =>
        line(pg, 100 + i * 12, [
          at(`0${from + i}/24`, 50),
          at('Estimated Recoveries', 120),
          ra('800.00', 400),
        ]),
      );
    const p1 = page(1, [
      tableRow(1, 40, 'Cleaning', ['10,000.00'], ONE),
      tableRow(1, 52, 'Repairs', ['10,000.00'], ONE),
      tableRow(1, 64, 'Total', ['20,000.00'], ONE),
      tableRow(1, 76, 'Share', ['40.00%'], [300]),
      tableRow(1, 88, 'Tenant Share', ['8,000.00'], [300]),
      tableRow(1, 100, 'Less: Billings (see detail)', ['7,200.00-'], [300]),
      tableRow(1, 112, 'Balance Due', ['800.00'], [300]),
      line(1, 130, [at('Period', 50), at('Description', 120), ra('Amount', 400)]),
      ...detail(1, 1, 5).map((l) => ({ ...l, y: l.y + 40 })),
      line(1, 770, [at('Page 1 of 2', 500)]),
    ]);
    const p2 = page(2, [
      line(2, 60, [at('Period', 50), at('Description', 120), ra('Amount', 400)]),
      ...detail(2, 6, 9),
      tableRow(2, 220, 'Total Billings', ['7,200.00'], ONE),
    ]);
    const r = readLayout([p1, p2]);
    expect(r?.chain).toMatchObject({ estimatesCents: 720000, months: 9, monthlyCents: 80000 });
  });

  it('returns null where no printed relation confirms a table (the label reader stays)', () => {
    const p = page(1, [
      tableRow(1, 75, 'Cleaning', ['10,000.00'], ONE),
      tableRow(1, 90, 'Repairs', ['10,000.00'], ONE),
      tableRow(1, 105, 'Total', ['20,000.00'], ONE),
    ]);
    expect(readLayout([p])).toBeNull();
  });
});

describe('side panels', () => {
  // A table with a summary panel printed beside it: each baseline carries a table row and a panel line.
  const lines = [
    line(1, 75, [at('Cleaning', 50), ra('10,000.00', 250), at('Your share', 320), ra('5.00%', 500)]),
    line(1, 90, [
      at('Repairs', 50),
      ra('6,000.00', 250),
      at('Your share of costs', 320),
      ra('1,000.00', 500),
    ]),
    line(1, 105, [
      at('Security', 50),
      ra('4,000.00', 250),
      at('Less estimates paid', 320),
      ra('(900.00)', 500),
    ]),
    line(1, 120, [at('Total', 50), ra('20,000.00', 250), at('Balance due', 320), ra('100.00', 500)]),
  ];

  it('splits the panel from the table at the gutter and reads it after the table', () => {
    const out = splitRegions(page(1, lines));
    expect(out.map((l) => l.text)).toEqual([
      'Cleaning 10,000.00',
      'Repairs 6,000.00',
      'Security 4,000.00',
      'Total 20,000.00',
      'Your share 5.00%',
      'Your share of costs 1,000.00',
      'Less estimates paid (900.00)',
      'Balance due 100.00',
    ]);
  });

  it('reads the table, share and balance of a statement laid out beside its panel', () => {
    const r = readLayout([page(1, lines)]);
    expect(r?.lines.map((l) => l.amountCents)).toEqual([1000000, 600000, 400000]);
    expect(r?.totalCents).toBe(2000000);
    expect(r?.tenantShare?.value).toBe(100000);
    expect(r?.chain).toMatchObject({ estimatesCents: 90000, balanceCents: 10000 });
  });

  it('leaves a table whose text columns are not after an amount as one block', () => {
    const billing = [1, 2, 3].map((m) =>
      line(1, 60 + m * 15, [
        at(`0${m}/24`, 50),
        at('CAMEST', 100),
        at('Estimated Recoveries', 170),
        ra('2,795.00', 400),
      ]),
    );
    expect(splitRegions(page(1, billing))).toEqual(billing);
  });
});

describe('extractStatement uses the geometry where the arithmetic confirms it', () => {
  it('reads a multi-pool statement the labels alone misread', () => {
    const S = [250, 330, 410];
    const d = doc([
      page(1, [
        line(1, 40, [at('Recovery Statement for 2024', 50)]),
        line(1, 60, [at('Pool: CAM - Common Area Charges', 50)]),
        line(1, 72, [
          at('Expense', 50),
          ra('Recoverable', 250),
          ra('Pro-Rata %', 330),
          ra('Tenant Share', 410),
        ]),
        tableRow(1, 85, 'Landscaping', ['21,708.81', '9.79000%', '2,125.29'], S),
        tableRow(1, 100, 'Cleaning', ['8,312.19', '9.79000%', '813.76'], S),
        tableRow(1, 115, 'Total Common Area Charges', ['30,021.00', '9.79000%', '2,939.05'], S),
        line(1, 140, [at('Pool: RET - Real Estate Tax', 50)]),
        line(1, 152, [
          at('Expense', 50),
          ra('Recoverable', 250),
          ra('Pro-Rata %', 330),
          ra('Tenant Share', 410),
        ]),
        tableRow(1, 165, 'County Real Estate Taxes', ['10,000.00', '9.79000%', '979.00'], S),
        tableRow(1, 180, 'Total Real Estate Tax', ['10,000.00', '9.79000%', '979.00'], S),
        line(1, 210, [at('Recovery Summary', 50)]),
        tableRow(1, 225, 'CAM - Tenant Share', ['2,939.05'], [300]),
        tableRow(1, 240, 'RET - Tenant Share', ['979.00'], [300]),
        tableRow(1, 255, 'Total Tenant Share', ['3,918.05'], [300]),
        tableRow(1, 270, 'Less: Tenant Billings (12 mos. x 300.00)', ['3,600.00-'], [300]),
        tableRow(1, 285, 'Balance Due (Credit)', ['318.05'], [300]),
      ]),
    ]);
    const { statement } = extractStatement(d);
    expect(statement.totalCents).toBe(4002100);
    expect(statement.lines.map((l) => l.amountCents)).toEqual([2170881, 831219, 1000000]);
    expect(statement.billedSharePct).toBe(9.79);
    expect(statement.tenantShareCents).toBe(391805);
    expect(statement.estimatesPaidCents).toBe(360000);
    expect(statement.balanceDueCents).toBe(31805);
    expect(statement.evidence.totalCents?.page).toBe(1);
    expect(statement.checks.filter((c) => !c.ok)).toEqual([]);
  });
});
