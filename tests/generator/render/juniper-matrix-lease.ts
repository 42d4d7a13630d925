/**
 * Family "juniper-matrix" (decision 0097), the lease: a lifestyle-center REIT's store lease whose
 * first pages are a "LEASE DATA SHEET", a grid of numbered, captioned boxes (the parties, the
 * Premises' and the Center's Gross Leasable Area, the share, the dates, a Minimum Rent table, the
 * deposit, the use, the exhibits, the notice addresses); then the body in ARTICLES with decimal
 * sections; and, on its own page, "EXHIBIT D – OPERATING EXPENSE RECOVERY MATRIX": a ruled table,
 * one row per expense category, with the columns "Recoverable (Y/N)", "Subject to Cap (Y/N)",
 * "Admin Fee Applies (Y/N)" and "Notes", and numbered notes under it holding the cap, the
 * administrative fee and the management-fee limit. The exclusions (the rows marked N), the cap's
 * scope and the fee's base are stated by the table, not in prose; Article 6 only refers to it.
 *
 * Every truth figure comes from the model (model.ts); the center, the store number and the
 * notice addresses come from the family's own stream (juniper-matrix-facts.ts).
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, countWith, fmtDate, money, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import type { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { juniperFacts } from './juniper-matrix-facts';

/** Numbers as the lease writes them: figures only, or words and figures. */
function numberStyle(m: PacketModel): () => NumberForm {
  const n = m.spec.lease.numbers;
  return () => (n === 'BOTH' ? 'BOTH' : 'DIGITS');
}

export type YN = 'Y' | 'N' | '—';

export interface MatrixRow {
  category: string;
  recoverable: 'Y' | 'N';
  cap: YN;
  admin: YN;
  notes: string;
  /** The model categories the row stands for (for the tests). */
  categories: ExpenseCategory[];
}

/** The excluded categories' rows beyond the three every lease excludes, in the matrix's order. */
const OPTIONAL_ROWS: [ExpenseCategory, string, string][] = [
  [
    'MARKETING',
    'Marketing Fund / Promotion',
    'advertising and promotion of the Center are not Operating Expenses',
  ],
  ['DEPRECIATION', 'Depreciation', 'of the Center’s buildings and improvements'],
  ['DEBT_SERVICE', 'Mortgage Principal and Interest', 'and other costs of financing the Center'],
  ['GROUND_RENT', 'Ground Rent', 'under any ground lease of the Center'],
  ['RESERVES', 'Reserves', 'for future repairs, replacements or capital items'],
  ['CHARITABLE', 'Charitable and Political Contributions', ''],
  [
    'EXECUTIVE_SALARIES',
    'Executive Salaries',
    'of Landlord’s officers and staff above the level of center manager',
  ],
  ['LANDLORD_VIOLATIONS', 'Fines and Penalties', 'caused by Landlord’s violation of law or of another lease'],
];

/** Exhibit D's rows, in print order. */
export function matrixRows(m: PacketModel): MatrixRow[] {
  const l = m.lease;
  const capYN = (controllable: boolean): YN => (l.camCap && controllable ? 'Y' : 'N');
  const fee = l.adminFee;
  const adminYN = (camLike: boolean): YN =>
    !fee ? 'N' : fee.base === 'ALL_OPERATING_EXPENSES' || camLike ? 'Y' : 'N';
  const rows: MatrixRow[] = [
    {
      category: 'Common Area Maintenance',
      recoverable: 'Y',
      cap: capYN(true),
      admin: adminYN(true),
      notes:
        'repairs and maintenance, cleaning and janitorial, sweeping and striping, roof and HVAC of common systems, pest control, trash removal, fire and life safety',
      categories: ['CONTROLLABLE'],
    },
    {
      category: 'Landscaping',
      recoverable: 'Y',
      cap: capYN(true),
      admin: adminYN(true),
      notes: 'plantings, irrigation, seasonal displays',
      categories: ['CONTROLLABLE'],
    },
    {
      category: 'Snow and Ice Removal',
      recoverable: 'Y',
      cap: capYN(true),
      admin: adminYN(true),
      notes: 'walkways, plazas and parking fields',
      categories: ['CONTROLLABLE'],
    },
    {
      category: 'Security',
      recoverable: 'Y',
      cap: capYN(true),
      admin: adminYN(true),
      notes: 'patrol and guard services, cameras',
      categories: ['CONTROLLABLE'],
    },
    {
      category: 'Utilities – Common Area',
      recoverable: 'Y',
      cap: capYN(false),
      admin: adminYN(true),
      notes: 'electricity, water and sewer for the common areas only',
      categories: ['UTILITIES'],
    },
    {
      category: 'Management Fee',
      recoverable: 'Y',
      cap: capYN(false),
      admin: adminYN(true),
      notes: l.mgmtFeeCapPct !== null ? 'limited – see Note 3' : 'the fee paid to Landlord’s manager',
      categories: ['MANAGEMENT_FEE'],
    },
    {
      category: 'Real Estate Taxes',
      recoverable: 'Y',
      cap: capYN(false),
      admin: adminYN(false),
      notes: 'including assessments; not Landlord’s income or franchise taxes',
      categories: ['TAX'],
    },
    {
      category: 'Insurance',
      recoverable: 'Y',
      cap: capYN(false),
      admin: adminYN(false),
      notes: 'property, liability and rent-loss premiums and deductibles',
      categories: ['INSURANCE'],
    },
    {
      category: 'Capital Repairs and Replacements',
      recoverable: 'N',
      cap: '—',
      admin: '—',
      notes: l.capitalAmortYears
        ? 'except the amortized portion in the next row'
        : 'not recoverable in any form',
      categories: ['CAPITAL'],
    },
  ];
  if (l.capitalAmortYears)
    rows.push({
      category: 'Capital Improvements – Amortized Portion',
      recoverable: 'Y',
      cap: capYN(false),
      admin: adminYN(true),
      notes: `amortized over ${l.capitalAmortYears} years in equal annual parts; only improvements that reduce Operating Expenses or are required by law`,
      categories: ['CAPITAL'],
    });
  rows.push(
    {
      category: 'Leasing Commissions',
      recoverable: 'N',
      cap: '—',
      admin: '—',
      notes: 'and broker fees, tenant allowances and other costs of leasing space',
      categories: ['LEASING_COMMISSIONS'],
    },
    {
      category: 'Legal Fees – Tenant Disputes',
      recoverable: 'N',
      cap: '—',
      admin: '—',
      notes: 'disputes with tenants, collection and lease enforcement',
      categories: ['LEGAL_DISPUTES'],
    },
  );
  for (const [cat, label, notes] of OPTIONAL_ROWS)
    if (l.exclusions.includes(cat))
      rows.push({ category: label, recoverable: 'N', cap: '—', admin: '—', notes, categories: [cat] });
  for (const c of ['CAPITAL', 'LEASING_COMMISSIONS', 'LEGAL_DISPUTES'] as const)
    if (!l.exclusions.includes(c)) throw new Error(`juniper-matrix: the model does not exclude ${c}`);
  return rows;
}

/** Exhibit D's numbered notes: 1 the cap, 2 the administrative fee, 3 the management fee, 4 the N rows. */
export function matrixNotes(m: PacketModel): string[] {
  const l = m.lease;
  const nf = numberStyle(m);
  const notes: string[] = [];
  const c = l.camCap;
  if (!c)
    notes.push(
      'No category is subject to a cap: Tenant’s Pro Rata Share of Operating Expenses is not limited by any annual increase.',
    );
  else {
    const pc = pctWith(c.pct, nf());
    const head =
      'Tenant’s Pro Rata Share of the categories marked “Y” in the Subject to Cap column (“Controllable Operating Expenses”) shall be computed on no more than';
    notes.push(
      c.type === 'NON_CUMULATIVE'
        ? `${head} the Controllable Operating Expenses for the preceding calendar year increased by ${pc} (non-cumulative).`
        : c.type === 'CUMULATIVE_COMPOUNDING'
          ? `${head} the Controllable Operating Expenses for calendar year ${c.baseYear} increased by ${pc} per year, compounded annually, for each calendar year after ${c.baseYear} (cumulative).`
          : `${head} the Controllable Operating Expenses for calendar year ${c.baseYear} plus ${pc} of that amount for each calendar year after ${c.baseYear} (cumulative, not compounded).`,
    );
  }
  const f = l.adminFee;
  notes.push(
    !f
      ? 'Landlord shall charge no administrative fee: every row is marked “N” in the Admin Fee Applies column.'
      : `Landlord’s administrative fee is ${pctWith(f.pct, nf())} of Tenant’s Pro Rata Share of the categories marked “Y” in the Admin Fee Applies column${f.base === 'CAM_EXCLUDING_TAXES_INSURANCE' ? ' (not of Real Estate Taxes or Insurance)' : ' (all recoverable categories)'}.`,
  );
  notes.push(
    l.mgmtFeeCapPct !== null
      ? `The Management Fee included in Operating Expenses shall not exceed ${pctWith(l.mgmtFeeCapPct, nf())} of the Operating Expenses other than Real Estate Taxes, Insurance and the Management Fee itself.`
      : 'The Management Fee is the fee Landlord pays its manager for the Center.',
  );
  notes.push(
    'Categories marked “N” in the Recoverable column are excluded from Operating Expenses although incurred in operating the Center; “—” means the column does not apply to an excluded category.',
  );
  return notes;
}

/** The Minimum Rent as the Data Sheet's Item 15 states it: [header, rows] and a trailing sentence. */
export function rentTable(m: PacketModel): { header: string[]; rows: string[][]; note: string | null } {
  const l = m.lease;
  const steps = l.rent.steps;
  const period = (from: string, to: string) => `${fmtDate(from, 'NUMERIC')} – ${fmtDate(to, 'NUMERIC')}`;
  if (l.rent.form === 'PER_RSF')
    return {
      header: ['Lease Year', 'Period', 'Rate / sq. ft.', 'Annual Minimum Rent', 'Monthly Installment'],
      rows: steps.map((s, i) => [
        String(i + 1),
        period(s.from, s.to),
        money(l.rent.psfRatesCents![i]!),
        money(s.monthlyRentCents * 12),
        money(s.monthlyRentCents),
      ]),
      note: null,
    };
  const shown = l.rent.form === 'PERCENT' ? steps.slice(0, 1) : steps;
  return {
    header: ['Lease Year', 'Period', 'Annual Minimum Rent', 'Monthly Installment'],
    rows: shown.map((s, i) => [
      String(i + 1),
      period(s.from, s.to),
      money(s.monthlyRentCents * 12),
      money(s.monthlyRentCents),
    ]),
    note:
      l.rent.form === 'PERCENT'
        ? `On the first day of each Lease Year after the first, the Monthly Installment increases by ${l.rent.escalationPct}% over the Monthly Installment of the preceding Lease Year, rounded to the nearest cent.`
        : null,
  };
}

interface Box {
  caption: string;
  value: string;
  /** Share of the row's width. */
  w: number;
}

/** One row of the Data Sheet's grid: captioned boxes side by side, all as tall as the tallest. */
function gridRow(w: PdfWriter, boxes: Box[], captionSize: number): void {
  const d = w.doc;
  const pad = 4;
  const total = boxes.reduce((a, b) => a + b.w, 0);
  const widths = boxes.map((b) => (w.contentWidth * b.w) / total);
  const valueSize = w.size - 1;
  const heights = boxes.map((b, i) => {
    w.font('bold', captionSize);
    const hc = d.heightOfString(b.caption, { width: widths[i]! - 2 * pad });
    w.font('regular', valueSize);
    const hv = d.heightOfString(b.value || ' ', { width: widths[i]! - 2 * pad });
    return hc + hv + 2 * pad + 2;
  });
  const h = Math.max(...heights);
  w.ensure(h + 2);
  const top = d.y;
  let x = w.left;
  boxes.forEach((b, i) => {
    const bw = widths[i]!;
    d.rect(x, top, bw, h).lineWidth(0.6).stroke();
    w.font('bold', captionSize);
    d.text(b.caption, x + pad, top + pad, { width: bw - 2 * pad });
    w.font('regular', valueSize);
    d.text(b.value, x + pad, d.y + 2, { width: bw - 2 * pad });
    x += bw;
  });
  d.x = w.left;
  d.y = top + h;
  w.font();
}

/** The Data Sheet's boxes, row by row (captions numbered as the body cites them). */
export function dataSheet(m: PacketModel): Box[][] {
  const l = m.lease;
  const f = juniperFacts(m);
  const p = l.property;
  const nf = numberStyle(m);
  const trade = l.tenant.name.replace(/,?\s+(LLC|L\.L\.C\.|Inc\.|Corp\.|LP|L\.P\.|Co\.)$/, '');
  const lateCharge =
    l.lateFee.pct !== null
      ? `${pctWith(l.lateFee.pct, nf())} of the overdue amount`
      : `${money(l.lateFee.flatCents!)} per late installment`;
  return [
    [
      { caption: '1. DATE OF LEASE', value: fmtDate(l.leaseDate, 'LONG'), w: 1 },
      { caption: '2. LEASE ID', value: f.leaseId, w: 1 },
      { caption: '3. STORE NO.', value: f.storeNo, w: 1 },
    ],
    [{ caption: '4. LANDLORD', value: `${l.landlord.name}, ${l.landlord.entityDesc}`, w: 1 }],
    [
      { caption: '5. TENANT', value: `${l.tenant.name}, ${l.tenant.entityDesc}`, w: 2 },
      { caption: '6. TRADE NAME', value: trade, w: 1 },
    ],
    [
      {
        caption: '7. SHOPPING CENTER',
        value: `${f.center}, an open-air lifestyle center at ${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}`,
        w: 2,
      },
      { caption: '8. PREMISES', value: `${p.suite}, as shown on Exhibit A`, w: 1 },
    ],
    [
      { caption: '9. GLA OF PREMISES', value: `${commas(l.premisesRsf)} square feet`, w: 1 },
      { caption: '10. GLA OF CENTER', value: `${commas(l.buildingRsf)} square feet`, w: 1 },
      {
        caption: '11. TENANT’S PRO RATA SHARE',
        value: m.spec.lease.shareStated
          ? `${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%`
          : 'Item 9 divided by Item 10, expressed as a percentage',
        w: 1.3,
      },
    ],
    [
      { caption: '12. COMMENCEMENT DATE', value: fmtDate(l.commencement, 'LONG'), w: 1 },
      { caption: '13. TERM', value: countWith(l.termMonths, 'full calendar months', nf()), w: 1 },
      {
        caption: '14. EXPIRATION DATE',
        value: m.spec.lease.expirationStated
          ? fmtDate(l.originalExpiration, 'LONG')
          : 'the last day of the Term (Item 13)',
        w: 1.3,
      },
    ],
    [
      { caption: '16. SECURITY DEPOSIT', value: money(l.securityDepositCents), w: 1 },
      { caption: '17. PERMITTED USE', value: `${l.permittedUse}, under the Trade Name`, w: 2 },
    ],
    [
      {
        caption: '18. OPERATING EXPENSES',
        value:
          'Tenant’s Pro Rata Share of Operating Expenses, as provided in Article 6 and Exhibit D (Operating Expense Recovery Matrix)',
        w: 2,
      },
      {
        caption: '19. LATE CHARGE',
        value: `${lateCharge} if not received within ${countWith(l.lateFee.graceDays, 'days', nf())} after due (Section 4.3)`,
        w: 1.3,
      },
    ],
    [
      {
        caption: '20. EXHIBITS',
        value:
          'A – Site Plan; B – Legal Description; C – Tenant’s Work; D – Operating Expense Recovery Matrix; E – Sign Criteria',
        w: 1,
      },
    ],
    [
      {
        caption: '21. LANDLORD’S NOTICE ADDRESS',
        value: `${l.landlord.name}, c/o ${p.manager}, ${p.managerStreet}, ${p.city.city}, ${p.city.state} ${p.zip}`,
        w: 1,
      },
      { caption: '22. TENANT’S NOTICE ADDRESS', value: `${l.tenant.name}, ${f.hq}`, w: 1 },
    ],
  ];
}

/** Article 6's sections (Operating Expenses), checked by the tests. */
export function articleSix(m: PacketModel): [string, string][] {
  const l = m.lease;
  const f = juniperFacts(m);
  const nf = numberStyle(m);
  const waiver = l.waiver
    ? ' If Landlord fails to deliver the Annual Statement within that period, Landlord shall be deemed to have waived its right to collect any additional Operating Expenses for that calendar year.'
    : f.nonWaiver
      ? ' Landlord’s failure to deliver the Annual Statement within that period shall not waive Landlord’s right to collect Tenant’s Pro Rata Share of Operating Expenses.'
      : '';
  return [
    [
      '6.1 Operating Expenses.',
      'Tenant shall pay to Landlord, as Additional Rent, Tenant’s Pro Rata Share (Item 11) of Operating Expenses for each calendar year of the Term. “Operating Expenses” means the costs Landlord incurs in operating, maintaining, insuring and paying taxes on the Center in the categories marked “Y” in the Recoverable column of the Operating Expense Recovery Matrix attached as Exhibit D, and excludes the categories marked “N”. The limit on Controllable Operating Expenses, the administrative fee and the limit on the Management Fee are stated in the notes to Exhibit D. If this Article and Exhibit D differ, Exhibit D controls.',
    ],
    [
      '6.2 Monthly Estimates.',
      'Tenant shall pay one-twelfth of Landlord’s estimate of Tenant’s Pro Rata Share of Operating Expenses (and of the administrative fee, if any) with each Monthly Installment of Minimum Rent. Landlord may revise its estimate once each calendar year.',
    ],
    [
      '6.3 Annual Statement.',
      `Within ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each calendar year, Landlord shall deliver to Tenant a statement of the Operating Expenses for that year by category, Tenant’s Pro Rata Share of them and the estimates Tenant paid (the “Annual Statement”). Tenant shall pay any deficiency within thirty (30) days; Landlord shall credit any overpayment against the next Rent due.${waiver}`,
    ],
    [
      '6.4 Tenant’s Audit.',
      `Tenant may audit Landlord’s books and records of Operating Expenses for the year covered by an Annual Statement by written notice given within ${countWith(l.auditWindowDays, 'days', nf())} after Tenant receives the Annual Statement. If Tenant gives no notice within that period, the Annual Statement is final.`,
    ],
  ];
}

/** Section 4.3's late charge. */
export function lateChargeSection(m: PacketModel): string {
  const l = m.lease;
  const nf = numberStyle(m);
  const amount =
    l.lateFee.pct !== null
      ? `a late charge equal to ${pctWith(l.lateFee.pct, nf())} of the overdue amount`
      : `a late charge of ${money(l.lateFee.flatCents!)}`;
  return `If any installment of Rent is not received by Landlord within ${countWith(l.lateFee.graceDays, 'days', nf())} after it is due, Tenant shall pay ${amount} (Item 19), as Additional Rent, to cover Landlord’s extra cost of processing the late payment.`;
}

export async function renderJuniperMatrixLease(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const f = juniperFacts(m);
  const w = writerWithDrawnFont(rng, [m.spec.lease.font], {
    size: m.spec.lease.font === 'Courier' ? 9.5 : 10,
    margin: 54,
    date: l.leaseDate,
    title: `Lease - ${f.center} - ${l.property.suite} - Store ${f.storeNo}`,
    author: l.landlord.name,
    footer: `${f.center} · Lease ID ${f.leaseId} · Store ${f.storeNo} · Page {n} of {total}`,
  });
  const d = w.doc;
  // ---- the Data Sheet
  w.heading('LEASE DATA SHEET', { align: 'center', size: 15, gap: 0.1 });
  w.para(`${f.center}  ·  ${l.property.city.city}, ${l.property.city.state}`, {
    align: 'center',
    gap: 0.3,
  });
  w.para(
    'The following Lease Data are part of the Lease to which this Data Sheet is attached. Each reference in the Lease to an Item means the numbered box of this Data Sheet. If this Data Sheet and the body of the Lease differ, this Data Sheet controls.',
    { size: w.size - 1.5, align: 'justify', gap: 0.6 },
  );
  const sheet = dataSheet(m);
  for (const row of sheet.slice(0, 6)) gridRow(w, row, f.captionSize);
  // Item 15: the Minimum Rent table inside its own box
  {
    const rt = rentTable(m);
    const top = d.y;
    const pad = 4;
    w.font('bold', f.captionSize);
    d.text('15. MINIMUM RENT', w.left + pad, top + pad, { width: w.contentWidth - 2 * pad });
    d.y += 3;
    const cols = rt.header.length;
    const inner = w.contentWidth - 2 * pad;
    const widths = cols === 5 ? [0.12, 0.3, 0.16, 0.21, 0.21] : [0.14, 0.36, 0.25, 0.25];
    const xs: number[] = [];
    let x = w.left + pad;
    for (const k of widths) {
      xs.push(x);
      x += inner * k;
    }
    const cells = (vals: string[], bold: boolean) =>
      vals.map((t, i) => ({
        text: t,
        x: xs[i]!,
        width: inner * widths[i]! - 6,
        align: (i >= 2 ? 'right' : 'left') as 'left' | 'right',
        bold,
      }));
    w.row(cells(rt.header, true), { size: w.size - 1.5 });
    d.moveTo(w.left + pad, d.y)
      .lineTo(w.right - pad, d.y)
      .lineWidth(0.4)
      .stroke();
    d.y += 2;
    for (const r of rt.rows) w.row(cells(r, false), { size: w.size - 1 });
    if (rt.note) {
      w.font('regular', w.size - 1);
      d.text(rt.note, w.left + pad, d.y + 2, { width: inner });
    }
    const bottom = d.y + pad;
    d.rect(w.left, top, w.contentWidth, bottom - top)
      .lineWidth(0.6)
      .stroke();
    d.x = w.left;
    d.y = bottom;
    w.font();
  }
  for (const row of sheet.slice(6)) gridRow(w, row, f.captionSize);
  w.space(1);
  w.ensure(90);
  const half = w.contentWidth / 2 - 10;
  const initials = d.y;
  w.font('regular', w.size - 1);
  d.text('Landlord’s initials: ______', w.left, initials, { width: half });
  d.text('Tenant’s initials: ______', w.left + half + 20, initials, { width: half });
  w.font();
  // ---- the body
  w.newPage();
  w.heading('LEASE', { align: 'center', size: 14, gap: 0.4 });
  w.para(
    `THIS LEASE is made as of the date in Item 1 of the Data Sheet between the Landlord named in Item 4 (“Landlord”) and the Tenant named in Item 5 (“Tenant”). Landlord leases to Tenant, and Tenant leases from Landlord, the Premises described in Item 8 in the Shopping Center described in Item 7 (the “Center”) on the terms of the Data Sheet, these Articles and the Exhibits.`,
    { align: 'justify', gap: 0.8 },
  );
  const article = (title: string, sections: [string, string][]) => {
    w.heading(title, { size: w.size + 0.5, gap: 0.3 });
    for (const [lead, text] of sections) w.para(text, { lead, align: 'justify', gap: 0.45 });
    w.space(0.3);
  };
  article('ARTICLE 1 – DEFINITIONS', [
    [
      '1.1 Data Sheet.',
      'The Lease Data Sheet is part of this Lease. “GLA” means gross leasable area measured from the exterior face of exterior walls and the center line of demising walls. The GLA of the Center (Item 10) is the GLA of all buildings of the Center designed for the exclusive use of tenants, whether or not leased.',
    ],
    [
      '1.2 Pro Rata Share.',
      '“Tenant’s Pro Rata Share” is the GLA of the Premises (Item 9) divided by the GLA of the Center (Item 10), as stated in Item 11.',
    ],
  ]);
  article('ARTICLE 2 – TERM', [
    [
      '2.1 Term.',
      'The Term begins on the Commencement Date (Item 12) and ends on the Expiration Date (Item 14), unless sooner terminated as provided in this Lease.',
    ],
    [
      '2.2 Opening.',
      'Tenant shall open the Premises for business under the Trade Name (Item 6), fully fixtured and stocked, on the Commencement Date.',
    ],
  ]);
  article('ARTICLE 3 – USE AND OPERATION', [
    [
      '3.1 Use.',
      'Tenant shall use the Premises only for the Permitted Use (Item 17) and shall operate during the Center’s hours, which Landlord sets for the Center’s promenade, plazas and restaurants.',
    ],
    [
      '3.2 Common Areas.',
      'Tenant and its customers may use the Center’s sidewalks, pedestrian streets, plazas, parking fields and other common areas in common with others, subject to Landlord’s reasonable rules. Landlord may hold events in the common areas.',
    ],
  ]);
  article('ARTICLE 4 – RENT', [
    [
      '4.1 Minimum Rent.',
      'Tenant shall pay the Minimum Rent stated in Item 15 in Monthly Installments in advance on the first day of each calendar month, without demand, setoff or deduction. Minimum Rent for a partial month shall be prorated by days.',
    ],
    [
      '4.2 Additional Rent.',
      'All sums Tenant owes under this Lease other than Minimum Rent are Additional Rent (“Rent” means both).',
    ],
    ['4.3 Late Charge.', lateChargeSection(m)],
  ]);
  article('ARTICLE 5 – SECURITY DEPOSIT', [
    [
      '5.1 Deposit.',
      'Tenant has deposited the Security Deposit (Item 16), which Landlord may apply to any Rent in default and shall return, less such amounts, within thirty (30) days after the end of the Term.',
    ],
  ]);
  article('ARTICLE 6 – OPERATING EXPENSES', articleSix(m));
  article('ARTICLE 7 – MAINTENANCE AND ALTERATIONS', [
    [
      '7.1 Landlord.',
      'Landlord shall maintain the roof, structure and exterior walls of the building containing the Premises and the common areas, the cost being an Operating Expense to the extent Exhibit D allows.',
    ],
    [
      '7.2 Tenant.',
      'Tenant shall maintain the storefront, the interior of the Premises and the systems serving only the Premises, and shall make no structural alteration without Landlord’s consent.',
    ],
  ]);
  article('ARTICLE 8 – INSURANCE AND INDEMNITY', [
    [
      '8.1 Tenant’s Insurance.',
      'Tenant shall carry commercial general liability insurance of not less than $2,000,000 per occurrence naming Landlord and its manager as additional insureds, and all-risk insurance on its own property.',
    ],
  ]);
  article('ARTICLE 9 – ASSIGNMENT', [
    [
      '9.1 Consent.',
      'Tenant shall not assign this Lease or sublet the Premises without Landlord’s prior written consent, except to an entity controlling, controlled by or under common control with Tenant that operates under the Trade Name.',
    ],
  ]);
  article('ARTICLE 10 – DEFAULT', [
    [
      '10.1 Events of Default.',
      'It is an event of default if Tenant fails to pay Rent within ten (10) days after written notice, or fails to perform any other obligation within thirty (30) days after written notice. Landlord may then exercise the remedies the law allows.',
    ],
  ]);
  article('ARTICLE 11 – SIGNS', [
    [
      '11.1 Signs.',
      'Tenant shall install a storefront sign conforming to the Sign Criteria (Exhibit E) and shall place no other sign visible from the common areas.',
    ],
  ]);
  article('ARTICLE 12 – NOTICES AND MISCELLANEOUS', [
    [
      '12.1 Notices.',
      'Notices shall be given in writing to the addresses in Items 21 and 22 by certified mail or recognized overnight courier.',
    ],
    [
      '12.2 Entire Agreement.',
      'This Lease, including the Data Sheet and Exhibits A through E, is the entire agreement of the parties and may be amended only in a writing signed by both of them.',
    ],
  ]);
  w.ensure(110);
  w.space(0.6);
  const y0 = d.y;
  d.text(
    `LANDLORD:\n${l.landlord.name}\n\nBy: ____________________________\nName: ${l.landlord.contact}\nTitle: Senior Vice President – Leasing`,
    w.left,
    y0,
    { width: half },
  );
  const yL = d.y;
  d.text(
    `TENANT:\n${l.tenant.name}\n\nBy: ____________________________\nName: ${l.tenant.contact}\nTitle: Vice President – Real Estate`,
    w.left + half + 20,
    y0,
    { width: half },
  );
  d.x = w.left;
  d.y = Math.max(yL, d.y) + 10;
  // ---- Exhibit D
  w.newPage();
  w.heading('EXHIBIT D – OPERATING EXPENSE RECOVERY MATRIX', { align: 'center', size: 12.5, gap: 0.2 });
  w.para(`${f.center} · ${l.property.suite} · Lease ID ${f.leaseId}`, {
    align: 'center',
    size: w.size - 1,
    gap: 0.6,
  });
  const size = w.size - 1.5;
  const cw = [0.26, 0.12, 0.12, 0.12, 0.38].map((k) => k * w.contentWidth);
  const cx: number[] = [];
  {
    let x = w.left;
    for (const c of cw) {
      cx.push(x);
      x += c;
    }
  }
  const ruledRow = (vals: string[], bold: boolean) => {
    const pad = 3;
    w.font(bold ? 'bold' : 'regular', size);
    const hs = vals.map((t, i) =>
      d.heightOfString(t || ' ', { width: cw[i]! - 2 * pad, align: i >= 1 && i <= 3 ? 'center' : 'left' }),
    );
    const h = Math.max(...hs) + 2 * pad;
    w.ensure(h + 2);
    const top = d.y;
    vals.forEach((t, i) => {
      d.rect(cx[i]!, top, cw[i]!, h).lineWidth(0.5).stroke();
      w.font(bold ? 'bold' : 'regular', size);
      d.text(t, cx[i]! + pad, top + pad, {
        width: cw[i]! - 2 * pad,
        align: i >= 1 && i <= 3 ? 'center' : 'left',
      });
    });
    d.x = w.left;
    d.y = top + h;
  };
  ruledRow(
    [
      'Expense Category',
      'Recoverable\n(Y/N)',
      'Subject to Cap\n(Y/N) (1)',
      'Admin Fee\nApplies\n(Y/N) (2)',
      'Notes',
    ],
    true,
  );
  for (const r of matrixRows(m)) ruledRow([r.category, r.recoverable, r.cap, r.admin, r.notes], false);
  d.y += 8;
  w.font('bold', size);
  d.text('Notes to Exhibit D', w.left, d.y);
  d.y += 3;
  matrixNotes(m).forEach((n, i) => {
    w.font('regular', size);
    w.ensure(size * 3);
    d.text(`(${i + 1}) ${n}`, w.left, d.y, { width: w.contentWidth, align: 'justify' });
    d.y += 3;
  });
  w.font();
  return finishPdf(w);
}
