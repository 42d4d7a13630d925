/**
 * Family "harborpoint-condo" (decision 0085): a unit of a small medical / professional office
 * condominium leased by its individual investor-owner (an LLC of a dentist or a family), who passes
 * the condominium association's assessments, the taxes and the insurance through at the unit's
 * percentage interest, and writes and bills everything personally.
 *
 * - Lease (harborpoint-condo-lease.ts): a plain-English short lease in numbered paragraphs with
 *   bold run-in headings, the share the unit's percentage interest under the Declaration.
 * - Statement: the owner's annual "Pass-Through Reconciliation" letter on plain letterhead: the
 *   association's costs by the association's categories with an "Association Total" and a
 *   "Unit 204 Share" column, then a short summary where the taxes and the insurance are added as
 *   one-line items, the share, the owner's fee, the estimates paid and the balance, and sentences
 *   saying the same.
 * - Bill: the monthly rent statement as an e-mail printout (From / To / Subject / Date, a short text
 *   list of charges and a total, "Please remit via Zelle or check").
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { fmtDate, money, monthYear, parseIso } from '../format';
import type { BillLineModel, PacketModel, StatementModel } from '../model';
import type { Rng } from '../prng';
import { edgeCells, type RuleLine, ruledRow } from './blocks';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { type CondoBuilding, condoOf } from './harborpoint-condo-building';
import { spread } from './pools';

export { renderHarborpointCondoLease } from './harborpoint-condo-lease';

/** The letter's table figures: "1,234.56", a credit "(1,234.56)". */
export const tblMoney = (cents: number) => money(cents, { dollar: false, parens: true });

/** The letter's sentences and the e-mail: "$1,234.56", a credit "-$1,234.56". */
export const txtMoney = (cents: number) => money(cents);

/** The billed share as the letter prints it: "4.12%" or "4.1180%". */
export const billedShareText = (s: StatementModel) => `${s.sharePct.toFixed(s.shareDecimals)}%`;

const isCamCategory = (c: string) => c !== 'TAX' && c !== 'INSURANCE';

/**
 * The association's table: each association-cost line (every line but the taxes and the
 * insurance) with its total and the unit's share, the model's share of those costs (camShare)
 * spread over the lines by largest remainder, so the share column adds up to it exactly.
 */
export function associationRows(s: StatementModel): { label: string; total: number; share: number }[] {
  const lines = s.lines.filter((ln) => isCamCategory(ln.category));
  const shares = spread(
    s.numbers.camShare ?? 0,
    lines.map((ln) => ln.amountCents),
  );
  return lines.map((ln, i) => ({ label: ln.label, total: ln.amountCents, share: shares[i]! }));
}

/** The summary's one-line items: [label, amount] in print order (the tests read them back). */
export function summaryRows(s: StatementModel, c: CondoBuilding): [string, number, boolean][] {
  const n = s.numbers;
  const assoc = s.lines.filter((ln) => isCamCategory(ln.category)).reduce((a, ln) => a + ln.amountCents, 0);
  const rows: [string, number, boolean][] = [['Association Costs (total of the table above)', assoc, false]];
  for (const ln of s.lines.filter((x) => x.category === 'TAX')) rows.push([ln.label, ln.amountCents, false]);
  for (const ln of s.lines.filter((x) => x.category === 'INSURANCE'))
    rows.push([ln.label, ln.amountCents, false]);
  rows.push([`Total Building Costs for ${s.year}`, n.pool, true]);
  rows.push([`Unit ${c.unit} share at ${billedShareText(s)}`, n.tenantShare, false]);
  if (s.fee)
    rows.push([
      s.fee.base === 'CAM'
        ? `Owner’s fee, ${s.fee.pct}% of ${tblMoney(n.camShare ?? 0)} (your share of Association Costs)`
        : `Owner’s fee, ${s.fee.pct}% of ${tblMoney(n.tenantShare)} (your share of Building Costs)`,
      n.fee,
      false,
    ]);
  rows.push([`Total due for ${s.year}`, n.totalDue, true]);
  rows.push([
    `Less estimates paid (${s.estimateMonths} × ${tblMoney(s.monthlyEstimateCents)})`,
    -n.estimates,
    false,
  ]);
  rows.push([n.balance < 0 ? 'Credit due to you' : 'Balance due from you', n.balance, true]);
  return rows;
}

// ---------------------------------------------------------------- statement

export async function renderHarborpointCondoStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const c = condoOf(m);
  const n = s.numbers;
  const w = writerWithDrawnFont(rng, ['Times', 'Helvetica', 'Times'], {
    size: 10,
    margin: 66,
    date: s.date,
    title: `${s.year} Pass-Through Reconciliation - Unit ${c.unit}`,
    author: l.landlord.name,
    footer: null,
  });
  // ---- plain letterhead
  w.heading(l.landlord.name, { align: 'center', size: 13, gap: 0.05 });
  w.heading(
    `${c.ownerStreet}  ·  ${p.city.city}, ${p.city.state} ${p.zip}  ·  ${c.ownerPhone}  ·  ${c.ownerEmail}`,
    { align: 'center', size: 8.5, style: 'regular', gap: 0.1 },
  );
  w.rule({ weight: 0.5, gap: 14 });
  w.para(fmtDate(s.date, 'LONG'), { gap: 0.8 });
  w.para(
    `${l.tenant.name}\nAttn: ${l.tenant.contact}\n${p.street}, Unit ${c.unit}\n${p.city.city}, ${p.city.state} ${p.zip}`,
    { gap: 0.8 },
  );
  w.para(`Re: ${s.year} Pass-Through Reconciliation – Unit ${c.unit}, ${c.condo}`, {
    style: 'bold',
    gap: 0.6,
  });
  w.para(`Dear ${l.tenant.contact}:`, { gap: 0.5 });
  const areas = s.showRsf
    ? ` (figured on ${s.shareNumRsf.toLocaleString('en-US')} of ${s.shareDenRsf.toLocaleString('en-US')} square feet)`
    : '';
  w.para(
    `As paragraph 7 of your lease provides, here is the reconciliation of Building Costs for ${s.year}. The Association’s figures below are from its ${s.year} year-end operating statement, listed by the Association’s own budget categories, and your share is Unit ${c.unit}’s percentage interest of ${billedShareText(s)}${areas}.`,
    { align: 'justify', gap: 0.7 },
  );
  // ---- the association's categories, its total and the unit's share
  const X = [w.left, w.right - 200, w.right - 100, w.right];
  const trow = (vals: string[], opt: { bold?: boolean; line?: RuleLine; shade?: string } = {}) =>
    ruledRow(w, edgeCells(X, vals, ['left', 'right', 'right'], { bold: opt.bold }), {
      size: 9,
      line: opt.line ?? null,
      shade: opt.shade ?? null,
    });
  const head = () =>
    trow(['Association Category', 'Association Total', `Unit ${c.unit} Share`], { bold: true, line: 'both' });
  head();
  w.pageHeader = head;
  const rows = associationRows(s);
  for (const r of rows) trow([r.label, tblMoney(r.total), tblMoney(r.share)]);
  trow(
    [
      'Total Association Costs',
      tblMoney(rows.reduce((a, r) => a + r.total, 0)),
      tblMoney(rows.reduce((a, r) => a + r.share, 0)),
    ],
    { bold: true, line: 'top' },
  );
  w.pageHeader = null;
  w.space(0.8);
  // ---- the summary: taxes and insurance added as one-line items
  w.ensure(160);
  w.para('Summary', { style: 'bold', gap: 0.3 });
  const S = [w.left + 10, w.right - 100, w.right];
  for (const [label, v, bold] of summaryRows(s, c))
    ruledRow(w, edgeCells(S, [label, tblMoney(v)], ['left', 'right'], { bold }), {
      size: 9,
      line: bold ? 'top' : null,
      shade: null,
    });
  w.space(0.8);
  const bal =
    n.balance < 0
      ? `That means you overpaid by ${txtMoney(-n.balance)}, which I will take off your next payment.`
      : `That leaves ${txtMoney(n.balance)} due from you; please add it to your next rent payment.`;
  w.para(
    `Your total for ${s.year} comes to ${txtMoney(n.totalDue)}. You paid ${s.estimateMonths} monthly estimates of ${txtMoney(s.monthlyEstimateCents)}, or ${txtMoney(n.estimates)} in all. ${bal} The taxes and the insurance are the bills for the whole Condominium, shared at the same percentage interest. I am happy to send copies of the Association’s year-end statement, the tax bill and the insurance invoice.`,
    { align: 'justify', gap: 1 },
  );
  w.para(`Sincerely,\n\n${c.owner}\n${c.ownerTitle}, ${l.landlord.name}`, { gap: 0.3 });
  return finishPdf(w);
}

// ---------------------------------------------------------------- bill

/** The e-mail's line for a charge. */
export function chargeText(m: PacketModel, ln: BillLineModel): string {
  const mo = monthYear(ln.period);
  switch (ln.kind) {
    case 'BASE_RENT':
      return `Base rent, ${mo}`;
    case 'CAM_ESTIMATE':
      return ln.code === 'NNN'
        ? `Building costs estimate (association, taxes, insurance), ${mo}`
        : `Association assessment estimate, ${mo}`;
    case 'OPEX_ESTIMATE':
      return `Building costs estimate, ${mo}`;
    case 'TAX_ESTIMATE':
      return `Real estate tax estimate, ${mo}`;
    case 'INSURANCE_ESTIMATE':
      return `Insurance estimate, ${mo}`;
    case 'RECON': {
      const { y } = parseIso(ln.period);
      const st = m.statements.find((x) => x.year === y);
      return `${y} reconciliation ${ln.amountCents < 0 ? 'credit' : 'balance'}${st ? ` (my letter of ${fmtDate(st.date, 'LONG')})` : ''}`;
    }
    case 'PAST_DUE':
      return `Past due, ${mo} (not yet received)`;
    case 'LATE_FEE':
      return `Late charge on the ${monthYear(ln.period)} payment (lease paragraph 5)`;
  }
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export async function renderHarborpointCondoBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const c = condoOf(m);
  const bill = m.bill;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Helvetica', 'Courier'], {
    size: 10,
    margin: 54,
    date: bill.invoiceDate,
    title: `Unit ${c.unit} - ${monthYear(bill.month)} rent statement`,
    author: c.owner,
    footer: '{n}/{total}',
  });
  const subject = `Unit ${c.unit} – ${monthYear(bill.month)} rent statement`;
  const { y, m: mo, d } = parseIso(bill.invoiceDate);
  const weekday = WEEKDAYS[new Date(Date.UTC(y, mo - 1, d)).getUTCDay()]!;
  w.heading(subject, { size: 13, gap: 0.5 });
  w.rule({ weight: 0.4, gap: 8 });
  for (const [k, v] of [
    ['From:', `${c.owner} <${c.ownerEmail}>`],
    ['To:', `${l.tenant.contact} <${c.tenantEmail}>`],
    ['Subject:', subject],
    ['Date:', `${weekday}, ${fmtDate(bill.invoiceDate, 'SHORT')} at ${c.sentAt}`],
  ] as const)
    w.row(
      [
        { text: k, x: w.left, width: 60, bold: true },
        { text: v, x: w.left + 60, width: w.contentWidth - 60 },
      ],
      { size: 9.5, gap: 2 },
    );
  w.rule({ weight: 0.4, gap: 14 });
  w.para(`Hi ${l.tenant.contact.split(' ')[0]},`, { gap: 0.6 });
  w.para(
    `Here are the charges for ${monthYear(bill.month)} for Unit ${c.unit} at ${p.street}, due ${fmtDate(bill.month, 'LONG')}:`,
    { gap: 0.6 },
  );
  for (const ln of bill.lines)
    w.para(`${chargeText(m, ln)}: ${txtMoney(ln.amountCents)}`, { indent: 18, gap: 0.1 });
  if (bill.lines.reduce((a, ln) => a + ln.amountCents, 0) !== bill.totalCents)
    throw new Error('harborpoint-condo: rent statement does not add up');
  w.space(0.5);
  w.para(`Total due ${fmtDate(bill.month, 'LONG')}: ${txtMoney(bill.totalCents)}`, {
    indent: 18,
    style: 'bold',
    gap: 0.8,
  });
  w.para(
    `Please remit via Zelle (to ${c.ownerEmail}) or check payable to ${l.landlord.name}, mailed to ${c.ownerStreet}, ${p.city.city}, ${p.city.state} ${p.zip}.${
      bill.lateFeeCents
        ? ` Payments more than ${l.lateFee.graceDays} days late get the late charge in our lease.`
        : ''
    }`,
    { gap: 0.8 },
  );
  w.para(`Thanks,\n${c.owner}\n${l.landlord.name}\n${c.ownerPhone}`, { gap: 0.3 });
  return finishPdf(w);
}
