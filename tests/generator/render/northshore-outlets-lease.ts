/**
 * Family "northshore-outlets" (decision 0082), the lease: a Canadian REIT's standard outlet-centre
 * lease, used for a centre it owns in a US border state.
 *
 * The form follows the Canadian commercial-lease habit: page 1 is an "Offer to Lease"-style
 * SUMMARY OF BASIC TERMS numbered 1.1, 1.2, ... (the Rentable Area of the Premises and of the
 * Shopping Centre with their square metres, Basic Rent by Lease Year, Proportionate Share,
 * Administration Fee, Landlord's Fiscal Year, late payment charge), dates written day-month-year
 * ("1 September 2019"); then "THIS LEASE is dated as of ... BETWEEN: ... - and - ...", a body of
 * ARTICLES whose sections hang their numbers in a left gutter ("4.4  Annual Statement"), with every
 * defined term gathered alphabetically in Section 1.1 ("Additional Rent", "Administration Fee",
 * ..., "Operating Costs", "Proportionate Share", "Realty Taxes", "Rentable Area", "Shopping
 * Centre"); Operating Costs and Realty Taxes (never "CAM"), Additional Rent, the Landlord's Fiscal
 * Year, "instalments", "cheque", "Centre"; signing lines "Per: ... I have authority to bind the
 * corporation."; Schedules "A" (lands), "B" (site plan) and "C" (rules). The Basic Terms and the
 * definitions are drawn up in northshore-outlets-terms.ts.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { countWith, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import { Rng } from '../prng';
import type { RenderedPdf } from './frame';
import { centreOf, dmyLong } from './northshore-outlets-centre';
import { basicTerms, definitions } from './northshore-outlets-terms';

export { basicTerms, definitions, OUTLET_EXCLUSIONS } from './northshore-outlets-terms';

/** The articles in order and their sections' headings (Article 1 holds the definitions). */
export const OUTLET_ARTICLES: [string, string[]][] = [
  ['INTERPRETATION', ['Definitions', 'Basic Terms', 'Schedules']],
  ['GRANT AND TERM', ['Grant of Lease', 'Term']],
  ['RENT', ['Basic Rent', 'Additional Rent', 'Late Payment', 'Deposit']],
  [
    'OPERATING COSTS AND REALTY TAXES',
    [
      'Proportionate Share',
      'Administration Fee',
      'Budget and Monthly Instalments',
      'Annual Statement',
      'Controllable Operating Costs',
      'Inspection of Records',
    ],
  ],
  ['USE AND OPERATION', ['Permitted Use', 'Outlet Operation', 'Hours of Operation']],
  ['GENERAL', ['Notices', 'Currency', 'Governing Law', 'Time of the Essence']],
];

export async function renderNorthshoreOutletsLease(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const c = centreOf(m);
  const rng = new Rng(`northshore-outlets:lease:${m.spec.seed}`);
  const nf = (): NumberForm =>
    m.spec.lease.numbers === 'BOTH' ? 'BOTH' : rng.pick(['BOTH', 'BOTH', 'DIGITS'] as const);
  const w = new PdfWriter({
    font: m.spec.lease.font,
    size: 9.5,
    margin: 60,
    date: l.leaseDate,
    title: `Lease - ${c.centre} - ${c.unit} - ${l.tenant.name}`,
    author: c.reit,
    footer: `${c.tenantId}   |   ${c.reit} Standard Outlet Lease (U.S.) 2017-3   |   Page {n} of {total}`,
  });
  // ---- the Summary of Basic Terms
  w.heading(c.centre.toUpperCase(), { align: 'center', size: 13, gap: 0.05 });
  w.heading(`${c.city}, ${c.stateName}`, { align: 'center', size: 10, style: 'regular', gap: 0.4 });
  w.heading('LEASE', { align: 'center', size: 11, gap: 0.3 });
  w.heading('SUMMARY OF BASIC TERMS', { align: 'center', size: 12, gap: 0.4 });
  w.para(
    'The following Basic Terms form part of the Lease. Each reference in the Lease to a Basic Term by its number incorporates the information set out opposite it. If there is any inconsistency between this Summary of Basic Terms and the other provisions of the Lease, the other provisions of the Lease govern. All amounts are in United States dollars.',
    { size: 8.5, align: 'justify', gap: 0.4 },
  );
  const numW = 30;
  const capW = 150;
  const valX = w.left + numW + capW;
  const valW = w.right - valX;
  const rule = () =>
    w.doc
      .moveTo(w.left, w.doc.y - 2)
      .lineTo(w.right, w.doc.y - 2)
      .lineWidth(0.4)
      .stroke();
  rule();
  for (const t of basicTerms(m)) {
    w.row(
      [
        { text: t.no, x: w.left, width: numW - 4, bold: true },
        { text: `${t.caption}:`, x: w.left + numW, width: capW - 8, bold: true },
        { text: t.lines.join(' '), x: valX, width: valW },
      ],
      { size: 8.5, gap: t.table ? 2 : 4 },
    );
    if (t.table) {
      const widths = t.table.header.length === 4 ? [0.46, 0.18, 0.18, 0.18] : [0.56, 0.22, 0.22];
      const xs: number[] = [];
      let x = valX;
      for (const f of widths) {
        xs.push(x);
        x += f * valW;
      }
      const cells = (vals: string[], bold: boolean) =>
        vals.map((v, i) => ({
          text: v,
          x: xs[i]! + (i ? 4 : 0),
          width: widths[i]! * valW - 4,
          align: i ? ('right' as const) : ('left' as const),
          bold,
        }));
      w.row(cells(t.table.header, true), { size: 8, gap: 1, valign: 'bottom' });
      for (const r of t.table.rows) w.row(cells(r, false), { size: 8, gap: 1 });
      w.doc.y += 3;
    }
    rule();
  }
  // ---- the Lease
  w.newPage();
  w.heading('LEASE', { align: 'center', size: 12, gap: 0.4 });
  w.para(`THIS LEASE is dated as of ${dmyLong(l.leaseDate)}.`, { gap: 0.6 });
  w.heading('B E T W E E N:', { size: 9.5, gap: 0.5 });
  const party = (name: string, role: string) => {
    w.heading(name.toUpperCase(), { align: 'center', size: 10, gap: 0.1 });
    w.para(`(the “${role}”)`, { align: 'right', gap: 0.5 });
  };
  party(l.landlord.name, 'Landlord');
  w.para('- and -', { align: 'center', gap: 0.5 });
  party(l.tenant.name, 'Tenant');
  w.para(
    'IN CONSIDERATION of the rents reserved and the covenants and agreements contained in this Lease, the Landlord and the Tenant agree as follows:',
    { align: 'justify', gap: 0.6 },
  );
  const gutter = 34;
  let art = 0;
  let sec = 0;
  const article = () => {
    art += 1;
    sec = 0;
    w.ensure(w.size * 8);
    w.space(0.3);
    w.heading(`ARTICLE ${art} — ${OUTLET_ARTICLES[art - 1]![0]}`, { size: 10.5, gap: 0.1 });
    w.rule({ weight: 0.5, gap: 5 });
  };
  const section = (body: string) => {
    sec += 1;
    w.ensure(w.size * 3.2);
    w.row(
      [
        { text: `${art}.${sec}`, x: w.left, width: gutter - 4, bold: true },
        {
          text: OUTLET_ARTICLES[art - 1]![1][sec - 1]!,
          x: w.left + gutter,
          width: w.contentWidth - gutter,
          bold: true,
        },
      ],
      { gap: 1 },
    );
    if (body) w.para(body, { indent: gutter, align: 'justify', gap: 0.45 });
  };
  const waiver = l.waiver
    ? ' If the Landlord does not deliver the Annual Statement for a Landlord’s Fiscal Year within that period, the Landlord shall be deemed to have waived its right to recover from the Tenant any amount for that Landlord’s Fiscal Year in excess of the monthly instalments the Tenant has paid.'
    : rng.pick([
        ' The Landlord’s failure to deliver an Annual Statement within that period shall not prejudice its right to recover any amount owing.',
        '',
      ]);
  // Article 1
  article();
  section('In this Lease and in the Summary of Basic Terms:');
  definitions(m, nf).forEach(([term, text], i) => {
    const marker = `(${String.fromCharCode(97 + (i % 26))})`;
    w.row(
      [
        { text: marker, x: w.left + gutter, width: 24 },
        { text: `“${term}” means ${text}`, x: w.left + gutter + 24, width: w.contentWidth - gutter - 24 },
      ],
      { gap: 3.5 },
    );
  });
  w.space(0.3);
  section(
    'The Summary of Basic Terms on the first page of this Lease forms part of this Lease. A reference to a “Basic Term” is to the numbered item of that Summary.',
  );
  section(
    'Schedule “A” (Legal Description of the Lands), Schedule “B” (Site Plan) and Schedule “C” (Rules and Regulations) are attached to and form part of this Lease.',
  );
  // Article 2
  article();
  section(
    `The Landlord leases the Premises to the Tenant, and the Tenant leases the Premises from the Landlord, at the rents and on the terms set out in this Lease.`,
  );
  section(
    'The Term begins on the Commencement Date and ends on the Expiry Date (Basic Terms 1.11, 1.12 and 1.13), unless this Lease is terminated earlier as provided in it.',
  );
  // Article 3
  article();
  section(
    'The Tenant shall pay Basic Rent in equal consecutive monthly instalments in advance on the first day of each month of the Term, without deduction, abatement or set-off, by cheque or electronic funds transfer as the Landlord directs.',
  );
  section(
    'The Tenant shall pay Additional Rent as provided in this Lease. Unless this Lease provides otherwise, Additional Rent is payable with the next monthly instalment of Basic Rent.',
  );
  section(
    `If any Rent is not paid when due, the Tenant shall pay, as Additional Rent, the late payment charge set out in Basic Term 1.20, and all Rent in arrears shall bear interest from its due date until paid at the prime rate of the Landlord’s bank plus ${pctWith(c.interestMargin, nf())} per annum.`,
  );
  section(
    'The Landlord shall hold the Deposit (Basic Term 1.15), without interest, as security for the performance of the Tenant’s obligations, and may apply it against any Rent in arrears.',
  );
  // Article 4
  article();
  section(
    'The Tenant shall pay to the Landlord, as Additional Rent, for each Landlord’s Fiscal Year or part of one within the Term, its Proportionate Share of Operating Costs and its Proportionate Share of Realty Taxes.',
  );
  section(
    l.adminFee
      ? 'The Tenant shall also pay the Administration Fee set out in Basic Term 1.18, computed only on the amount described there and on no other amount.'
      : 'The Landlord shall not charge any administration fee, overhead charge or supervision fee in addition to the management fees included in Operating Costs (Basic Term 1.18).',
  );
  section(
    'Before the start of each Landlord’s Fiscal Year the Landlord shall prepare a budget of Operating Costs and Realty Taxes and shall estimate the Tenant’s Proportionate Share of each and the Administration Fee, which the Tenant shall pay in equal monthly instalments with Basic Rent. The budget is an estimate only.',
  );
  section(
    `Within ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each Landlord’s Fiscal Year, the Landlord shall deliver the Annual Statement to the Tenant.${waiver} If the Annual Statement shows that the Tenant has paid less than the amount payable, the Tenant shall pay the difference within thirty (30) days after delivery; if it shows an overpayment, the Landlord shall credit it against the Rent next due.`,
  );
  const cap = l.camCap;
  if (cap) {
    const f = pctWith(cap.pct, nf());
    const limit =
      cap.type === 'NON_CUMULATIVE'
        ? `shall not exceed the Controllable Operating Costs for the preceding Landlord’s Fiscal Year by more than ${f}`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `shall not exceed the Controllable Operating Costs for the Landlord’s Fiscal Year ending 31 December ${cap.baseYear}, increased by ${f} for each Landlord’s Fiscal Year after it, compounded annually`
          : `shall not exceed the Controllable Operating Costs for the Landlord’s Fiscal Year ending 31 December ${cap.baseYear}, plus ${f} of that amount for each Landlord’s Fiscal Year after it, without compounding`;
    section(
      `The Controllable Operating Costs included in Operating Costs for any Landlord’s Fiscal Year ${limit}.`,
    );
  } else section('Intentionally deleted.');
  section(
    `The Tenant may, by notice to the Landlord given within ${countWith(l.auditWindowDays, 'days', nf())} after receipt of an Annual Statement, inspect the Landlord’s records of Operating Costs and Realty Taxes for that Landlord’s Fiscal Year at the Landlord’s management office. Failing such notice, the Annual Statement is final and binding on the Tenant.`,
  );
  // Article 5
  article();
  section(`The Tenant shall use the Premises only for the Permitted Use (Basic Term 1.16).`);
  section(
    'The Tenant shall operate the Premises as an outlet store of its trade, offering merchandise at prices below its regular retail prices, under the Trade Name (Basic Term 1.4) only.',
  );
  section(
    'The Tenant shall keep the Premises open for business during the hours the Landlord fixes for the Shopping Centre from time to time, including extended hours at holiday periods.',
  );
  // Article 6
  article();
  section(
    'Any notice under this Lease shall be in writing and delivered or sent by courier to the address for service of the party (Basic Terms 1.2 and 1.5).',
  );
  section(
    'All amounts payable under this Lease are payable in lawful money of the United States of America.',
  );
  section(`This Lease is governed by the laws of the State of ${c.stateName}.`);
  section('Time is of the essence of this Lease.');
  w.space(0.5);
  w.ensure(230);
  w.para('IN WITNESS WHEREOF the Landlord and the Tenant have executed this Lease.', { gap: 0.8 });
  const half = w.contentWidth / 2;
  const binds = (desc: string) =>
    desc.includes('corporation')
      ? 'corporation'
      : desc.includes('partnership')
        ? 'partnership'
        : desc.includes('trust')
          ? 'trust'
          : 'company';
  w.row(
    [
      {
        text: `${l.landlord.name.toUpperCase()}\nby its manager, ${c.manager}\n\nPer: ____________________________\nName:\nTitle: Vice-President, Leasing\n\nPer: ____________________________\nName:\nTitle: Senior Counsel\nI/We have authority to bind the ${binds(l.landlord.entityDesc)}.`,
        x: w.left,
        width: half - 10,
      },
      {
        text: `${l.tenant.name.toUpperCase()}\n\n\nPer: ____________________________\nName: ${l.tenant.contact}\nTitle:\n\n\n\n\nI have authority to bind the ${binds(l.tenant.entityDesc)}.`,
        x: w.left + half,
        width: half - 10,
      },
    ],
    { gap: 6 },
  );
  // ---- the Schedules
  w.newPage();
  w.heading('SCHEDULE “A”', { align: 'center', gap: 0.05 });
  w.heading('LEGAL DESCRIPTION OF THE LANDS', { align: 'center', size: 10, gap: 0.4 });
  w.para(
    `All those lands situate in the County of ${c.county}, State of ${c.stateName}, containing approximately ${c.acres} acres, known municipally as ${c.street}, ${c.city}, ${c.state} ${c.zip}, and more particularly described in the Landlord’s title commitment.`,
    { align: 'justify', gap: 0.8 },
  );
  w.heading('SCHEDULE “B”', { align: 'center', gap: 0.05 });
  w.heading('SITE PLAN', { align: 'center', size: 10, gap: 0.4 });
  const top = w.doc.y;
  w.box(w.left + 20, top, w.contentWidth - 40, 190);
  w.doc.y = top + 85;
  w.para(
    `[Site plan of ${c.centre}: the outlet buildings, the Common Areas and Facilities and the Premises (${c.unit}) hatched]`,
    {
      align: 'center',
      style: 'italic',
      size: 8.5,
    },
  );
  w.doc.y = top + 200;
  w.para(
    'The site plan shows the general layout of the Shopping Centre only. The Landlord may alter the Common Areas and Facilities and the buildings other than the Premises.',
    { size: 8.5, align: 'justify', gap: 0.8 },
  );
  w.heading('SCHEDULE “C”', { align: 'center', gap: 0.05 });
  w.heading('RULES AND REGULATIONS', { align: 'center', size: 10, gap: 0.4 });
  w.para(
    `1. Deliveries shall be made only through the service areas and before the Shopping Centre opens. 2. The Tenant shall not place signs or merchandise on the walkways outside its storefront. 3. The Tenant’s employees shall park only in the areas the Landlord designates. 4. The Tenant shall keep its storefront lighted during the hours of the Shopping Centre.`,
    { size: 8.5, align: 'justify' },
  );
  const pdf = await w.finish();
  return { pdf, pages: w.pageCount };
}
