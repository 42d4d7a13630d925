/**
 * Family "ridgeline-office" (decision 0083), the lease: a private-equity fund's short-form
 * "MULTI-TENANT OFFICE LEASE" for a suite of a suburban office building its national third-party
 * manager runs.
 *
 * Article 1 is a ruled grid of BASIC LEASE PROVISIONS (1.1-1.19: number, caption, data) whose item
 * 1.6 is a table of the Premises' and the Building's areas in **rentable (RSF) and usable (USF)
 * square feet with their load factors** (the usable figures are a distractor) and whose item 1.10
 * is the Base Rent table (or the first year and a yearly %); the short body (Articles 2-10, run-in
 * numbered sections) states the late charge, and its Article 4 "ADDITIONAL RENT" only points to
 * Exhibit C, where every pass-through term is defined (ridgeline-office-exhibit-c.ts). The share
 * is not in the grid: "As defined in Exhibit C".
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { commas, countWith, fmtDate, money, moneyWith, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import { Rng } from '../prng';
import type { RenderedPdf } from './frame';
import { buildingOf, type RidgelineBuilding } from './ridgeline-office-building';
import { layoutExhibitC } from './ridgeline-office-exhibit-c';

/** The body's articles after Article 1, in order. */
export const BODY_ARTICLES = [
  'PREMISES AND TERM',
  'BASE RENT',
  'ADDITIONAL RENT',
  'USE',
  'SERVICES',
  'ASSIGNMENT AND SUBLETTING',
  'INSURANCE AND INDEMNITY',
  'DEFAULT',
  'MISCELLANEOUS',
];

/** A load factor as the grid prints it: RSF ÷ USF - 1, "15.82%". */
export const loadText = (rsf: number, usf: number) => `${((rsf / usf - 1) * 100).toFixed(2)}%`;

/** "Mar 1, 2022 – Feb 28, 2023". */
export const periodText = (from: string, to: string) => `${fmtDate(from, 'SHORT')} – ${fmtDate(to, 'SHORT')}`;

/** The suite number without "Suite". */
export const suiteNo = (m: PacketModel) => m.lease.property.suite.replace(/^Suite /, '');

/** The Base Rent table (item 1.10): header and rows, or null for the yearly-% form. */
export function rentTable(m: PacketModel): { header: string[]; rows: string[][] } | null {
  const r = m.lease.rent;
  if (r.form === 'PERCENT') return null;
  if (r.form === 'PER_RSF')
    return {
      header: ['Period', 'Annual Rate / RSF', 'Annual Base Rent', 'Monthly Base Rent'],
      rows: r.steps.map((s, i) => [
        periodText(s.from, s.to),
        money(r.psfRatesCents![i]!),
        money(s.monthlyRentCents * 12),
        money(s.monthlyRentCents),
      ]),
    };
  return {
    header: ['Period', 'Annual Base Rent', 'Monthly Base Rent'],
    rows: r.steps.map((s) => [
      periodText(s.from, s.to),
      money(s.monthlyRentCents * 12),
      money(s.monthlyRentCents),
    ]),
  };
}

/** The areas table (item 1.6): the Premises and the Building in RSF and USF with load factors. */
export function areaRows(m: PacketModel, b: RidgelineBuilding): string[][] {
  const l = m.lease;
  return [
    [
      `Premises (Suite ${suiteNo(m)})`,
      commas(l.premisesRsf),
      commas(b.premisesUsf),
      loadText(l.premisesRsf, b.premisesUsf),
    ],
    ['Building', commas(l.buildingRsf), commas(b.buildingUsf), loadText(l.buildingRsf, b.buildingUsf)],
  ];
}

type Item = {
  no: string;
  caption: string;
  text?: string;
  table?: { header: string[]; rows: string[][] };
  after?: string;
};

/** The Basic Lease Provisions, 1.1-1.19 (the tests read them back). */
export function basicProvisions(m: PacketModel): Item[] {
  const nf: NumberForm = m.spec.lease.numbers === 'BOTH' ? 'BOTH' : 'DIGITS';
  const l = m.lease;
  const b = buildingOf(m);
  const p = l.property;
  const by = l.leaseType === 'BASE_YEAR';
  const first = l.rent.steps[0]!.monthlyRentCents;
  const rent = rentTable(m);
  const ordinal = (n: number) =>
    `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th')}`;
  return [
    { no: '1.1', caption: 'Date of Lease', text: fmtDate(l.leaseDate, 'LONG') },
    { no: '1.2', caption: 'Landlord', text: `${l.landlord.name}, ${l.landlord.entityDesc}` },
    { no: '1.3', caption: 'Tenant', text: `${l.tenant.name}, ${l.tenant.entityDesc}` },
    {
      no: '1.4',
      caption: 'Building',
      text: `${b.building}, ${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}`,
    },
    {
      no: '1.5',
      caption: 'Premises',
      text: `Suite ${suiteNo(m)} on the ${b.floor} floor of the Building, as shown on Exhibit A`,
    },
    {
      no: '1.6',
      caption: 'Areas',
      table: { header: ['Area', 'Rentable (RSF)', 'Usable (USF)', 'Load Factor'], rows: areaRows(m, b) },
      after:
        'Measured under the BOMA standard for office buildings and stipulated; not subject to remeasurement.',
    },
    { no: '1.7', caption: 'Term', text: countWith(l.termMonths, 'months', nf) },
    { no: '1.8', caption: 'Commencement Date', text: fmtDate(l.commencement, 'LONG') },
    {
      no: '1.9',
      caption: 'Expiration Date',
      text: m.spec.lease.expirationStated
        ? fmtDate(l.originalExpiration, 'LONG')
        : `The last day of the ${ordinal(l.termMonths)} full calendar month of the Term`,
    },
    rent
      ? { no: '1.10', caption: 'Base Rent', table: rent, after: 'Payable monthly in advance (Article 3).' }
      : {
          no: '1.10',
          caption: 'Base Rent',
          text: `${money(first * 12)} per year, payable ${money(first)} per month, for the first twelve (12) months of the Term; on each anniversary of the Commencement Date the monthly Base Rent increases by ${pctWith(l.rent.escalationPct!, nf)} over the monthly Base Rent for the preceding twelve months.`,
        },
    {
      no: '1.11',
      caption: 'Rent Type',
      text: by
        ? 'Modified Gross. Tenant pays Tenant’s Share of Operating Expenses and Taxes in excess of those for the Base Year (Article 4 and Exhibit C).'
        : 'Net. Tenant pays Tenant’s Share of all Operating Expenses and Taxes (Article 4 and Exhibit C).',
    },
    { no: '1.12', caption: 'Tenant’s Share', text: 'As defined in Exhibit C' },
    { no: '1.13', caption: 'Security Deposit', text: money(l.securityDepositCents) },
    { no: '1.14', caption: 'Permitted Use', text: l.permittedUse.replace(/^./, (c) => c.toUpperCase()) },
    {
      no: '1.15',
      caption: 'Parking',
      text: `${b.parkingRatio.toFixed(1)} unreserved spaces per 1,000 rentable square feet of the Premises, at no charge`,
    },
    {
      no: '1.16',
      caption: 'Building Hours',
      text: `8:00 a.m. to 6:00 p.m., Monday through Friday, and 9:00 a.m. to 1:00 p.m. on Saturday, holidays excepted; after-hours HVAC at ${money(b.afterHoursHvacCents)} per hour per zone`,
    },
    {
      no: '1.17',
      caption: 'Notice Addresses',
      text: `Landlord: c/o ${b.manager}, ${b.office}, ${b.officeCity}, Attention: General Manager, ${b.building}; with a copy to ${b.sponsor}, Attention: Asset Management. Tenant: the Premises, Attention: ${l.tenant.contact}.`,
    },
    {
      no: '1.18',
      caption: 'Brokers',
      text: `Landlord’s: ${b.landlordBroker}. Tenant’s: ${b.tenantBroker}.`,
    },
    {
      no: '1.19',
      caption: 'Exhibits',
      text: 'A - Floor Plan of the Premises; B - Rules and Regulations; C - Operating Expenses and Taxes',
    },
  ];
}

export async function renderRidgelineOfficeLease(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const b = buildingOf(m);
  const rng = new Rng(`ridgeline-office:lease:${m.spec.seed}`);
  const nf = (): NumberForm =>
    m.spec.lease.numbers === 'BOTH' ? 'BOTH' : rng.pick(['BOTH', 'DIGITS', 'DIGITS'] as const);
  const suite = suiteNo(m);
  const w = new PdfWriter({
    font: m.spec.lease.font,
    size: 9.5,
    margin: 60,
    date: l.leaseDate,
    title: `Multi-Tenant Office Lease - ${b.building} - Suite ${suite} - ${l.tenant.name}`,
    author: b.manager,
    footer: `${b.building}  |  Multi-Tenant Office Lease (Short Form)  |  Suite ${suite}          Page {n} of {total}`,
  });
  // ---- title
  w.heading('MULTI-TENANT OFFICE LEASE', { align: 'center', size: 14, gap: 0.1 });
  w.heading(b.building.toUpperCase(), { align: 'center', size: 10.5, style: 'regular', gap: 0.6 });
  w.para(
    `This Multi-Tenant Office Lease (this “Lease”) is made as of the Date of Lease stated in Section 1.1 between Landlord and Tenant named in Article 1. Landlord is owned by ${b.fund}, and the Building is managed for Landlord by ${b.manager} (“Manager”).`,
    { align: 'justify', gap: 0.5 },
  );
  // ---- Article 1: the Basic Lease Provisions grid
  w.heading('ARTICLE 1 — BASIC LEASE PROVISIONS', { size: 10.5, gap: 0.3 });
  const x0 = w.left;
  const xCap = x0 + 34;
  const xData = x0 + 150;
  const x1 = w.right;
  const size = 8.8;
  const pad = 3.5;
  const hline = (y: number) => w.doc.moveTo(x0, y).lineTo(x1, y).lineWidth(0.5).stroke();
  const cellText = (
    t: string,
    x: number,
    width: number,
    y: number,
    bold = false,
    align: 'left' | 'right' = 'left',
  ) => {
    w.font(bold ? 'bold' : 'regular', size);
    w.doc.text(t, x, y, { width, align });
    return w.doc.heightOfString(t, { width, align });
  };
  w.ensure(20);
  hline(w.doc.y);
  for (const it of basicProvisions(m)) {
    const dataW = x1 - xData - 2 * pad;
    w.font('regular', size);
    const est = it.table
      ? (it.table.rows.length + 2) * (size * 1.25 + 4) + (it.after ? 24 : 0)
      : w.doc.heightOfString(it.text!, { width: dataW });
    w.ensure(est + 2 * pad + 4);
    const top = w.doc.y;
    if (top <= w.margin + 1) hline(top);
    cellText(it.no, x0 + pad, xCap - x0 - 2 * pad, top + pad, true);
    cellText(it.caption, xCap + pad, xData - xCap - 2 * pad, top + pad, true);
    let y = top + pad;
    if (it.text) y += cellText(it.text, xData + pad, dataW, y);
    if (it.table) {
      const cols = it.table.header.length;
      const firstW = cols === 4 ? dataW * 0.34 : dataW * 0.44;
      const restW = (dataW - firstW) / (cols - 1);
      const xs = [
        xData + pad,
        ...Array.from({ length: cols - 1 }, (_, i) => xData + pad + firstW + i * restW),
      ];
      const trow = (vals: string[], bold: boolean) => {
        const hs = vals.map((v, i) =>
          cellText(v, xs[i]!, (i === 0 ? firstW : restW) - 4, y, bold, i === 0 ? 'left' : 'right'),
        );
        y += Math.max(...hs) + 2.5;
      };
      trow(it.table.header, true);
      w.doc
        .moveTo(xData + pad, y - 1)
        .lineTo(x1 - pad, y - 1)
        .lineWidth(0.3)
        .stroke();
      y += 1.5;
      for (const r of it.table.rows) trow(r, false);
      if (it.after) {
        w.font('italic', size - 0.5);
        w.doc.text(it.after, xData + pad, y + 1, { width: dataW });
        y += w.doc.heightOfString(it.after, { width: dataW }) + 1;
      }
    }
    w.font('bold', size);
    const capH = w.doc.heightOfString(it.caption, { width: xData - xCap - 2 * pad });
    const bottom = Math.max(y, top + pad + capH) + pad;
    hline(bottom);
    for (const x of [x0, xCap, xData, x1]) w.doc.moveTo(x, top).lineTo(x, bottom).lineWidth(0.5).stroke();
    w.doc.x = w.left;
    w.doc.y = bottom;
  }
  w.font();
  w.space(0.8);
  // ---- the body
  let art = 1;
  let sec = 0;
  const article = () => {
    art += 1;
    sec = 0;
    w.ensure(w.size * 6);
    w.heading(`ARTICLE ${art} — ${BODY_ARTICLES[art - 2]!}`, { size: 10.5, gap: 0.25 });
  };
  const section = (caption: string, text: string) => {
    sec += 1;
    w.para(text, { lead: `${art}.${sec}  ${caption}.`, align: 'justify', gap: 0.45 });
  };
  article();
  section(
    'Premises',
    'Landlord leases to Tenant, and Tenant leases from Landlord, the Premises described in Section 1.5, for the Term stated in Sections 1.7 through 1.9. The rentable and usable square feet stated in Section 1.6 are stipulated for all purposes of this Lease.',
  );
  section(
    'Condition',
    'Tenant accepts the Premises in their condition on the Commencement Date, except for latent defects of which Tenant notifies Landlord within one year after the Commencement Date.',
  );
  article();
  section(
    'Payment',
    'Tenant shall pay the Base Rent stated in Section 1.10, in advance, on the first day of each calendar month of the Term, without demand, deduction or set-off, by ACH transfer to the account Manager designates on its rent invoices.',
  );
  section(
    'Additional Rent',
    'All sums payable by Tenant under this Lease other than Base Rent are “Additional Rent”, and Base Rent and Additional Rent together are “Rent”.',
  );
  const lf = l.lateFee;
  section(
    'Late Charge',
    `If any installment of Rent is not received within ${countWith(lf.graceDays, 'days', nf())} after its due date, Tenant shall pay Landlord a late charge ${lf.pct !== null ? `equal to ${pctWith(lf.pct, nf())} of the overdue amount` : `of ${nf() === 'BOTH' ? moneyWith(lf.flatCents!, 'BOTH') : money(lf.flatCents!)} for each overdue installment`}, which the parties agree is a reasonable estimate of Landlord’s costs of the late payment.`,
  );
  article();
  section(
    'Operating Expenses and Taxes',
    l.leaseType === 'BASE_YEAR'
      ? 'In addition to Base Rent, Tenant shall pay Tenant’s Share of the amount by which Operating Expenses and Taxes exceed Base Year Operating Expenses and Taxes, as provided in Exhibit C, which is incorporated in this Article 4.'
      : 'In addition to Base Rent, Tenant shall pay Tenant’s Share of Operating Expenses and Taxes, as provided in Exhibit C, which is incorporated in this Article 4.',
  );
  section(
    'Estimates and Annual Statement',
    'Tenant shall pay monthly estimates of the Additional Rent due under Exhibit C, and Landlord shall reconcile them with an Annual Statement, as provided in Exhibit C.',
  );
  section(
    'Review',
    'Tenant’s right to review Landlord’s records of Operating Expenses and Taxes, and the time within which it must be exercised, are stated in Exhibit C.',
  );
  article();
  section(
    'Permitted Use',
    'Tenant shall use the Premises only for the Permitted Use stated in Section 1.14.',
  );
  article();
  section(
    'Building Services',
    'Landlord shall furnish heating, ventilation and air conditioning during the Building Hours stated in Section 1.16, janitorial service five nights a week, elevator service and electricity for normal office use. Services Tenant requests outside the Building Hours are charged at the rates stated in Section 1.16.',
  );
  article();
  section(
    'Consent Required',
    'Tenant shall not assign this Lease or sublet any part of the Premises without Landlord’s prior written consent, which Landlord shall not unreasonably withhold.',
  );
  article();
  section(
    'Tenant’s Insurance',
    'Tenant shall carry commercial general liability insurance of at least $2,000,000 per occurrence and property insurance on its personal property, naming Landlord, Manager and Landlord’s lender as additional insureds.',
  );
  article();
  section(
    'Events of Default',
    'It is an event of default if Tenant fails to pay Rent within five (5) days after notice that it is due, or fails to perform any other obligation within thirty (30) days after notice.',
  );
  article();
  section('Notices', 'Notices shall be in writing and sent to the Notice Addresses stated in Section 1.17.');
  section(
    'Governing Law',
    `This Lease is governed by the laws of the State of ${l.property.city.stateName}.`,
  );
  w.space(0.4);
  w.ensure(w.size * 12);
  w.para('Landlord and Tenant have signed this Lease as of the Date of Lease.', { gap: 0.8 });
  const half = w.contentWidth / 2;
  w.row(
    [
      {
        text: `LANDLORD:\n${l.landlord.name}\nBy: ${b.fund}, its sole member\nBy: ${b.sponsor}, its investment manager\n\nBy: ____________________________\nName:\nTitle: Managing Director`,
        x: w.left,
        width: half - 10,
      },
      {
        text: `TENANT:\n${l.tenant.name}\n\n\n\nBy: ____________________________\nName: ${l.tenant.contact}\nTitle:`,
        x: w.left + half,
        width: half - 10,
      },
    ],
    { gap: 6 },
  );
  // ---- Exhibit A
  w.newPage();
  w.heading('EXHIBIT A', { align: 'center', size: 11.5, gap: 0.05 });
  w.heading('FLOOR PLAN OF THE PREMISES', { align: 'center', size: 10.5, gap: 0.5 });
  const top = w.doc.y;
  w.box(w.left + 30, top, w.contentWidth - 60, 230);
  w.doc.y = top + 105;
  w.para(`[Plan of the ${b.floor} floor of ${b.building}; Suite ${suite} outlined]`, {
    align: 'center',
    style: 'italic',
    size: 8.5,
  });
  w.doc.y = top + 245;
  w.heading('EXHIBIT B', { align: 'center', size: 11.5, gap: 0.05 });
  w.heading('RULES AND REGULATIONS', { align: 'center', size: 10.5, gap: 0.4 });
  w.para(
    '1. Sidewalks, lobbies, corridors and stairways shall not be obstructed. 2. Tenant shall not alter any lock or install a new lock without Manager’s consent. 3. Deliveries of furniture and equipment shall be made through the service entrance at times Manager approves. 4. No space heaters, hot plates or open flames are permitted in the Premises. 5. Smoking is prohibited in the Building and within twenty-five (25) feet of its entrances.',
    { size: 8.5, align: 'justify' },
  );
  // ---- Exhibit C
  layoutExhibitC(w, m, rng, nf, suite);
  const pdf = await w.finish();
  return { pdf, pages: w.pageCount };
}
