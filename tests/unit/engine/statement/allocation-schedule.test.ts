import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { setAsideAllocation } from '../../../../src/engine/extract/statement/allocation-schedule';
import { at, doc, line, page, ra, tableRow } from './layout-fixtures';

// A small owner's year-end allocation of every suite (decision 0115): the letter, the schedule
// (one row per suite, a vacant suite borne by the owner, the tenant's row marked "»»", a totals
// row), and the pool detail whose lines are the expenses.
const RIGHTS = [270, 318, 367, 411, 459, 505, 600, 649, 697, 741];
const HEAD = [
  'RSF',
  'Share',
  'CAM',
  'Utilities',
  'Taxes',
  'Insurance',
  'Admin fee 12% of CAM',
  'Total',
  'Est. paid',
  'Balance',
];

type Suite = [label: string, figures: string[], marked?: boolean];
const SUITES: Suite[] = [
  [
    'Suite 204 Ingersoll Donut Shop',
    [
      '3,639',
      '7.4570%',
      '11,423.77',
      '3,801.34',
      '8,426.26',
      '1,864.76',
      '1,827.01',
      '27,343.14',
      '27,600.00',
      '(256.86)',
    ],
  ],
  [
    'Suite 205 Bargain Barn',
    [
      '16,831',
      '34.4898%',
      '52,836.76',
      '17,581.80',
      '38,972.80',
      '8,624.80',
      '8,450.23',
      '126,466.39',
      '118,440.00',
      '8,026.39',
    ],
  ],
  [
    'Suite 215 Fairbanks Pet Grooming',
    [
      '6,824',
      '13.9836%',
      '21,422.22',
      '7,128.40',
      '15,801.19',
      '3,496.86',
      '3,426.07',
      '51,274.74',
      '50,280.00',
      '994.74',
    ],
  ],
  [
    'Suite 223 Sorensen Coffee Roasters Corp.',
    [
      '8,053',
      '16.5020%',
      '25,280.29',
      '8,412.20',
      '18,646.94',
      '4,126.62',
      '3,845.07',
      '60,311.12',
      '54,516.00',
      '5,795.12',
    ],
    true,
  ],
  [
    'Suite 230 Thorncroft Insurance Agency',
    [
      '6,369',
      '13.0512%',
      '19,993.83',
      '6,653.09',
      '14,747.60',
      '3,263.69',
      '3,197.63',
      '47,855.84',
      '45,600.00',
      '2,255.84',
    ],
  ],
  [
    'Suite 231 VACANT (borne by Owner)',
    ['2,990', '6.1271%', '9,386.43', '3,123.40', '6,923.50', '1,532.19', '—', '20,965.52', '—', '—'],
  ],
  [
    'Suite 247 Kowalczyk Pizzeria',
    [
      '4,094',
      '8.3893%',
      '12,852.01',
      '4,276.60',
      '9,479.75',
      '2,097.90',
      '2,055.43',
      '30,761.69',
      '29,280.00',
      '1,481.69',
    ],
  ],
];
const TOTALS = [
  '48,800',
  '100.0000%',
  '153,195.31',
  '50,976.83',
  '112,998.04',
  '25,006.82',
  '22,801.44',
  '364,978.44',
  '325,716.00',
  '18,296.92',
];

function packet(opts: { marker?: string; letterShare?: boolean } = {}) {
  const { marker = '»»', letterShare = true } = opts;
  const letter = page(1, [
    line(1, 106, [at('February 22, 2025', 48)]),
    line(1, 188, [
      at('Re: 2024 CAM, tax and insurance allocation – Suite 223, Juniper Hills Village Shops', 48),
    ]),
    line(1, 261, [
      at(
        letterShare
          ? 'Your share is 16.5020% (8,053 of 48,800 rentable square feet).'
          : 'Your share is shown on the schedule.',
        48,
      ),
    ]),
  ]);
  const schedule = page(2, [
    line(2, 71, [at('CAM / TAX / INSURANCE ALLOCATION SCHEDULE – YEAR ENDED DECEMBER 31, 2024', 143)]),
    line(2, 104, [at('Suite', 68), at('Tenant', 112), ...HEAD.map((h, i) => ra(h, RIGHTS[i]!))]),
    ...SUITES.map(([label, figures, marked], i) => {
      const row = tableRow(2, 118 + i * 14, label, figures, RIGHTS);
      return marked && marker
        ? line(2, row.y, [at(marker, 30), at(label, 68), ...figures.map((f, k) => ra(f, RIGHTS[k]!))])
        : row;
    }),
    tableRow(2, 214, 'TOTALS', TOTALS, RIGHTS),
  ]);
  const detail = page(3, [
    line(3, 57, [at('POOL DETAIL – 2024', 48)]),
    line(3, 92, [at('CAM EXPENSES', 48)]),
    tableRow(3, 106, 'Grounds Care', ['53,195.31'], [564]),
    tableRow(3, 119, 'Common Area Janitorial', ['100,000.00'], [564]),
    tableRow(3, 132, 'Total CAM Expenses', ['153,195.31'], [564]),
    line(3, 150, [at('COMMON AREA UTILITIES', 48)]),
    tableRow(3, 164, 'Common Area Electricity', ['50,976.83'], [564]),
    tableRow(3, 177, 'Total Common Area Utilities', ['50,976.83'], [564]),
    line(3, 195, [at('PROPERTY TAXES', 48)]),
    tableRow(3, 209, 'Ad Valorem Real Estate Taxes', ['112,998.04'], [564]),
    tableRow(3, 222, 'Total Property Taxes', ['112,998.04'], [564]),
    line(3, 240, [at('PROPERTY INSURANCE', 48)]),
    tableRow(3, 254, 'Building Insurance', ['25,006.82'], [564]),
    tableRow(3, 267, 'Total Property Insurance', ['25,006.82'], [564]),
    tableRow(3, 285, 'TOTAL OF ALL POOLS', ['$342,177.00'], [564]),
  ]);
  return doc([letter, schedule, detail], 'recon-2024.pdf');
}

describe('an allocation schedule of every suite (decision 0115)', () => {
  it("sets the suites aside and reads the marked row by its headers, each pool beside the pool's total", () => {
    const { doc: rest, tenant } = setAsideAllocation(packet());
    expect(rest.pages[1]!.lines.map((l) => l.text)).toEqual([
      'CAM / TAX / INSURANCE ALLOCATION SCHEDULE – YEAR ENDED DECEMBER 31, 2024',
    ]);
    expect(tenant).toMatchObject({
      sharePct: 16.502,
      areas: { numerator: 8053, denominator: 48800 },
      pools: [
        { label: 'CAM', cents: 2_528_029, totalCents: 15_319_531 },
        { label: 'Utilities', cents: 841_220, totalCents: 5_097_683 },
        { label: 'Taxes', cents: 1_864_694, totalCents: 11_299_804 },
        { label: 'Insurance', cents: 412_662, totalCents: 2_500_682 },
      ],
      fee: { cents: 384_507, pct: 12 },
      totalCents: 6_031_112,
      paidCents: 5_451_600,
      balanceCents: 579_512,
    });
  });

  it("reads the statement's expenses from the pool detail and the tenant's arithmetic from its row", () => {
    const { statement } = extractStatement(packet());
    expect(statement.lines.map((l) => l.label)).not.toContain('Suite 205 Bargain Barn');
    expect(statement.totalCents).toBe(34_217_700);
    expect(statement.billedSharePct).toBe(16.502);
    expect(statement.tenantShareCents).toBe(2_528_029 + 841_220 + 1_864_694 + 412_662);
    expect(statement.adminFeeCents).toBe(384_507);
    expect(statement.estimatesPaidCents).toBe(5_451_600);
    expect(statement.balanceDueCents).toBe(579_512);
  });

  it('without a marker, takes the row whose share the letter states; else no row', () => {
    expect(setAsideAllocation(packet({ marker: '' })).tenant?.sharePct).toBe(16.502);
    const none = setAsideAllocation(packet({ marker: '', letterShare: false }));
    expect(none.tenant).toBeNull();
    // The suites are still no expense lines.
    expect(none.doc.pages[1]!.lines).toHaveLength(1);
  });

  it('leaves a table whose shares do not add up to 100% alone', () => {
    const d = packet();
    const totals = d.pages[1]!.lines.at(-1)!;
    totals.cells[2] = '90.0000%';
    const out = setAsideAllocation(d);
    expect(out.tenant).toBeNull();
    expect(out.doc).toBe(d);
  });
});
