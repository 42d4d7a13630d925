/**
 * Family "summit-industrial" (decision 0060): a multi-building industrial/distribution park of
 * an industrial REIT that manages its own properties.
 *
 * - Lease (summit-industrial-lease.ts): an AIR-style multi-tenant net form, Basic Provisions
 *   1.1-1.12 filled in, printed paragraphs, then the REIT's Addendum.
 * - Statement: a year-over-year reconciliation, portrait: each expense line with the PRIOR
 *   year's actual and the CURRENT year's actual side by side and a % change column, grouped
 *   into Common Area Maintenance / Real Estate Taxes / Insurance with group totals; only the
 *   current year is billed, in a small computation block below (Share %, Tenant's Share, Less:
 *   Estimated Payments Billed, Amount Due / (Refund)). "$" on every figure, credits
 *   "($1,234.56)" (the currency-with-parentheses format of report writers), dates "15-Mar-2025".
 * - Bill: an Account History: charges and payments received in date order (payments as negative
 *   amounts, "Payment - Thank You"), a running balance column and the Balance Due; an unpaid
 *   month shows as charges not followed by a payment, the late charge as its own line.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { SectionKey } from '../data';
import { addDays, addMonths, commas, MONTHS, money, monthYear, parseIso } from '../format';
import { type BillLineModel, type PacketModel, type StatementModel, scheduledRent } from '../model';
import type { Cell } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { parkOf } from './summit-industrial-park';

export { renderSummitIndustrialLease } from './summit-industrial-lease';

/** "$1,234.56"; credits "($1,234.56)". */
export function summitMoney(cents: number): string {
  return money(cents, { dollar: true, parens: true });
}

/** "15-Mar-2025": the day-month-year date of the REIT's accounting system. */
export function dmy(iso: string): string {
  const { y, m, d } = parseIso(iso);
  return `${String(d).padStart(2, '0')}-${MONTHS[m - 1]!.slice(0, 3)}-${y}`;
}

/** The year-over-year change to one decimal, "(3.1%)" when it fell; "n/a" without a prior year. */
export function pctChange(prior: number | undefined, current: number): string {
  if (prior === undefined || prior === 0) return 'n/a';
  const v = Math.round(((current - prior) / prior) * 1000) / 10;
  return v < 0 ? `(${Math.abs(v).toFixed(1)}%)` : `${v.toFixed(1)}%`;
}

const GROUPS: Record<SectionKey, string> = {
  CAM: 'COMMON AREA MAINTENANCE',
  UTIL: 'COMMON AREA UTILITIES',
  TAX: 'REAL ESTATE TAXES',
  INS: 'INSURANCE',
};

// ---------------------------------------------------------------- statement

export async function renderSummitIndustrialStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const park = parkOf(m);
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Times'], {
    size: 8.5,
    margin: 48,
    date: s.date,
    title: `${s.year} Operating Expense Reconciliation - ${park.name}`,
    author: l.landlord.name,
    footer: `${park.propertyCode} - ${l.tenant.name} - ${s.year} Reconciliation - Page {n}`,
  });
  const n = s.numbers;
  const py = s.year - 1;
  w.heading(l.landlord.name, { size: w.size + 3, gap: 0.05 });
  w.para(
    `Property Management - ${l.property.managerStreet}, ${l.property.city.city}, ${l.property.city.state}`,
    {
      gap: 0.8,
    },
  );
  w.heading(`${s.year} OPERATING EXPENSE RECONCILIATION`, { align: 'center', size: w.size + 2, gap: 0.05 });
  w.para(`Year-over-Year Comparison, Calendar Years ${py} and ${s.year}`, { align: 'center', gap: 0.8 });
  const info: [string, string][] = [
    ['Tenant:', l.tenant.name],
    ['Premises:', `Unit ${park.unit}, Building ${park.building}`],
    ['Project:', `${park.name} (${park.propertyCode})`],
    ['Statement Date:', dmy(s.date)],
    ['Reconciliation Period:', `01-Jan-${s.year} to 31-Dec-${s.year}`],
  ];
  if (s.showRsf)
    info.push(['Tenant Sq. Ft.:', commas(s.shareNumRsf)], ['Project Sq. Ft.:', commas(s.shareDenRsf)]);
  for (const [k, v] of info)
    w.row(
      [
        { text: k, x: w.left, width: 110, bold: true },
        { text: v, x: w.left + 112, width: w.contentWidth - 112 },
      ],
      { gap: 1 },
    );
  w.space(0.8);

  // ---- the comparison table: Description | prior | current | % change
  const cw = 92;
  const xPct = w.right - 56;
  const xCur = xPct - 8 - cw;
  const xPri = xCur - 8 - cw;
  const row = (
    label: string,
    prior: string,
    cur: string,
    chg: string,
    o: { bold?: boolean; ind?: number } = {},
  ) =>
    w.row(
      [
        { text: label, x: w.left + (o.ind ?? 0), width: xPri - w.left - (o.ind ?? 0) - 6, bold: o.bold },
        { text: prior, x: xPri, width: cw, align: 'right', bold: o.bold },
        { text: cur, x: xCur, width: cw, align: 'right', bold: o.bold },
        { text: chg, x: xPct, width: 56, align: 'right', bold: o.bold },
      ] as Cell[],
      { gap: 1.5 },
    );
  const header = () => {
    row('Description', `${py} Actual`, `${s.year} Actual`, '% Change', { bold: true });
    w.rule({ gap: 2 });
  };
  header();
  w.pageHeader = header;
  const prior = s.prior?.amounts ?? {};
  const priorOf = (key: string): number | undefined => prior[key];
  let priorAll = 0;
  for (const k of s.sectionOrder) {
    const lines = s.lines.filter((x) => x.section === k);
    row(GROUPS[k], '', '', '', { bold: true });
    let pt = 0;
    for (const ln of lines) {
      const pv = priorOf(ln.key);
      if (pv !== undefined) pt += pv;
      row(
        ln.label,
        pv === undefined ? '' : summitMoney(pv),
        summitMoney(ln.amountCents),
        pctChange(pv, ln.amountCents),
        {
          ind: 10,
        },
      );
    }
    const ct = lines.reduce((a, x) => a + x.amountCents, 0);
    priorAll += pt;
    w.rule({ x1: xPri, gap: 1.5 });
    const title = GROUPS[k].toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
    row(
      `Total ${title}`,
      s.prior ? summitMoney(pt) : '',
      summitMoney(ct),
      s.prior ? pctChange(pt, ct) : 'n/a',
      {
        bold: true,
      },
    );
    w.space(0.4);
  }
  w.rule({ x1: xPri, gap: 1.5 });
  // The billed total is the model's (it carries a planted footing error).
  row(
    'TOTAL OPERATING EXPENSES',
    s.prior ? summitMoney(priorAll) : '',
    summitMoney(n.pool),
    s.prior ? pctChange(priorAll, n.pool) : 'n/a',
    { bold: true },
  );
  w.rule({ x1: xPri, gap: 1 });
  w.rule({ x1: xPri, gap: 2 });
  w.pageHeader = null;
  w.space(0.6);

  // ---- the tenant's computation, current year only
  w.ensure(200);
  const bx = w.left + w.contentWidth * 0.2;
  const top = w.doc.y;
  const calc = (label: string, value: string, bold = false) =>
    w.row(
      [
        { text: label, x: bx + 8, width: xCur - bx - 12, bold },
        { text: value, x: xCur, width: w.right - 8 - xCur, align: 'right', bold },
      ],
      { gap: 1.5 },
    );
  w.space(0.3);
  w.row([{ text: `TENANT'S SHARE - ${s.year}`, x: bx + 8, width: 260, bold: true }], { gap: 2 });
  calc(`Total Operating Expenses ${s.year}`, summitMoney(n.pool));
  let shared = n.pool;
  if (s.base) {
    calc(`Less: Base Year ${s.base.year} Expenses`, summitMoney(-s.base.deductionCents));
    calc('Expenses in Excess of Base Year', summitMoney(n.excess!));
    shared = n.excess!;
  }
  calc('Share %', `${s.sharePct.toFixed(s.shareDecimals)}%`);
  calc(
    `Tenant's Share (${s.sharePct.toFixed(s.shareDecimals)}% x ${summitMoney(shared)})`,
    summitMoney(n.tenantShare),
  );
  if (s.fee) {
    const base =
      s.fee.base === 'CAM'
        ? `of CAM Share ${summitMoney(n.camShare!)}`
        : `of Tenant's Share ${summitMoney(n.tenantShare)}`;
    calc(`Administrative Fee (${s.fee.pct}% ${base})`, summitMoney(n.fee));
    calc(`Total Tenant Charges ${s.year}`, summitMoney(n.totalDue), true);
  }
  calc(
    `Less: Estimated Payments Billed (${s.estimateMonths} x ${summitMoney(s.monthlyEstimateCents)})`,
    summitMoney(-n.estimates),
  );
  w.rule({ x1: xCur, x2: w.right - 8, gap: 1.5 });
  calc('Amount Due / (Refund)', summitMoney(n.balance), true);
  w.box(bx, top, w.right - bx, w.doc.y - top + 4);
  w.space(1.2);
  w.para(
    `Only the ${s.year} column is billed; the ${py} column is shown for comparison and has been reconciled previously. ${
      n.balance >= 0
        ? 'The amount due is payable within thirty (30) days of the statement date.'
        : 'The refund will be applied as a credit to your account.'
    } Amounts in parentheses are credits or decreases.${s.occupancyPct !== null ? ` Average occupancy of the Project for ${s.year}: ${s.occupancyPct.toFixed(1)}%.` : ''}`,
    { size: w.size - 0.5 },
  );
  w.para(`Questions: ${l.landlord.contact}, Property Accountant, ${l.landlord.name.replace(/\.$/, '')}.`, {
    size: w.size - 0.5,
  });
  return finishPdf(w);
}

// ---------------------------------------------------------------- bill

interface HistoryRow {
  date: string;
  ref: string;
  desc: string;
  cents: number;
}

const DESC: Record<BillLineModel['kind'], string> = {
  BASE_RENT: 'Base Rent',
  CAM_ESTIMATE: 'CAM Recovery - Estimate',
  TAX_ESTIMATE: 'Real Estate Tax Recovery - Estimate',
  INSURANCE_ESTIMATE: 'Insurance Recovery - Estimate',
  OPEX_ESTIMATE: 'Operating Expense Recovery - Estimate',
  RECON: 'Reconciliation',
  PAST_DUE: 'Unpaid Charges',
  LATE_FEE: 'Late Charge',
};

export async function renderSummitIndustrialBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const park = parkOf(m);
  const b = m.bill;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Courier'], {
    size: 8.5,
    margin: 48,
    date: b.invoiceDate,
    title: `Account History - ${l.tenant.name}`,
    author: l.landlord.name,
    footer: `${park.propertyCode} / ${b.accountNo} - Page {n} of {total}`,
  });
  const combined = l.leaseType === 'NNN' && !b.lines.some((x) => x.kind === 'TAX_ESTIMATE');
  const desc = (ln: BillLineModel) =>
    combined && ln.kind === 'CAM_ESTIMATE' ? 'CAM/Tax/Insurance Recovery - Estimate' : DESC[ln.kind];
  const monthly = b.lines.filter((x) => x.kind.endsWith('_ESTIMATE'));
  let ref = rng.int(40000, 90000);
  const next = () => {
    ref += rng.int(3, 40);
    return String(ref);
  };
  const monthCharges = (month: string, rent: number): HistoryRow[] => [
    { date: month, ref: next(), desc: `${DESC.BASE_RENT} - ${monthYear(month, true)}`, cents: rent },
    ...monthly.map((e) => ({
      date: month,
      ref: next(),
      desc: `${desc(e)} - ${monthYear(month, true)}`,
      cents: e.amountCents,
    })),
  ];
  const rows: HistoryRow[] = [];
  const pastDue = b.lines.find((x) => x.kind === 'PAST_DUE');
  // One fully paid month first (charges, then the payment that clears them), as the history shows it.
  const paidMonth = addMonths(b.month, pastDue ? -2 : -1);
  let paidRent: number | null = null;
  try {
    paidRent = scheduledRent(l.rentSchedule, paidMonth);
  } catch {
    paidRent = null; // before the Commencement Date: no paid month to show
  }
  if (paidRent !== null) {
    const ch = monthCharges(paidMonth, paidRent);
    rows.push(...ch);
    const how = rng.pick([
      'Payment - Thank You (ACH)',
      'Payment - Thank You (Chk #{n})',
      'Payment - Thank You (Wire)',
    ]);
    rows.push({
      date: addDays(paidMonth, rng.int(1, 6)),
      ref: next(),
      desc: how.replace('{n}', String(rng.int(1000, 9999))),
      cents: -ch.reduce((a, r) => a + r.cents, 0),
    });
  }
  if (pastDue) {
    // The unpaid month: its charges and no payment after them.
    const parts = monthCharges(pastDue.period, scheduledRent(l.rentSchedule, pastDue.period));
    if (parts.reduce((a, r) => a + r.cents, 0) === pastDue.amountCents) rows.push(...parts);
    else
      rows.push({
        date: pastDue.period,
        ref: next(),
        desc: `Charges - ${monthYear(pastDue.period, true)}`,
        cents: pastDue.amountCents,
      });
  }
  const late = b.lines.find((x) => x.kind === 'LATE_FEE');
  if (late)
    rows.push({
      date: addDays(late.period, l.lateFee.graceDays + 1),
      ref: next(),
      desc: `${DESC.LATE_FEE} - ${monthYear(late.period, true)} Rent Unpaid`,
      cents: late.amountCents,
    });
  for (const ln of b.lines) {
    if (ln.kind === 'PAST_DUE' || ln.kind === 'LATE_FEE') continue;
    if (ln.kind === 'RECON')
      rows.push({
        date: b.month,
        ref: next(),
        desc: `${ln.period.slice(0, 4)} CAM/Tax/Ins ${DESC.RECON}${ln.amountCents < 0 ? ' - Credit' : ' - Amount Due'}`,
        cents: ln.amountCents,
      });
    else
      rows.push({
        date: b.month,
        ref: next(),
        desc: `${ln.kind === 'BASE_RENT' ? DESC.BASE_RENT : desc(ln)} - ${monthYear(b.month, true)}`,
        cents: ln.amountCents,
      });
  }

  w.heading(l.landlord.name, { size: w.size + 3, gap: 0.05 });
  w.para(`${l.property.managerStreet}, ${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`, {
    gap: 0.8,
  });
  w.heading('ACCOUNT HISTORY', { align: 'center', size: w.size + 3, gap: 0.05 });
  w.para(`Tenant Activity from ${dmy(rows[0]?.date ?? b.month)} through ${dmy(b.month)}`, {
    align: 'center',
    gap: 0.8,
  });
  const kv: [string, string][] = [
    ['Tenant:', l.tenant.name],
    ['Account:', b.accountNo],
    ['Premises:', `Unit ${park.unit}, Building ${park.building}, ${park.name}`],
    ['Statement Date:', dmy(b.invoiceDate)],
    ['Reference:', b.invoiceNo],
  ];
  for (const [k, v] of kv)
    w.row(
      [
        { text: k, x: w.left, width: 90, bold: true },
        { text: v, x: w.left + 92, width: w.contentWidth - 92 },
      ],
      { gap: 1 },
    );
  w.space(0.8);
  const aw = 86;
  const xBal = w.right - aw;
  const xAmt = xBal - 10 - aw;
  const xs = [w.left, w.left + 70, w.left + 120];
  const line = (c: string[], bold = false) =>
    w.row(
      [
        { text: c[0]!, x: xs[0]!, width: 66, bold },
        { text: c[1]!, x: xs[1]!, width: 48, bold },
        { text: c[2]!, x: xs[2]!, width: xAmt - xs[2]! - 8, bold },
        { text: c[3]!, x: xAmt, width: aw, align: 'right', bold },
        { text: c[4]!, x: xBal, width: aw, align: 'right', bold },
      ],
      { gap: 2 },
    );
  line(['Date', 'Ref #', 'Description', 'Amount', 'Balance'], true);
  w.rule({ gap: 2 });
  let bal = 0;
  line([dmy(rows[0]?.date ?? b.month), '', 'Beginning Balance', '', amount(0)]);
  for (const r of rows) {
    bal += r.cents;
    line([dmy(r.date), r.ref, r.desc, amount(r.cents), amount(bal)]);
  }
  w.rule({ x1: xAmt, gap: 2 });
  w.row(
    [
      { text: 'Balance Due', x: xs[2]!, width: 200, bold: true },
      { text: summitMoney(bal), x: xBal, width: aw, align: 'right', bold: true },
    ],
    { gap: 1 },
  );
  w.space(1);
  w.para(
    `Charges dated ${dmy(b.month)} are due on that date. Payments received after ${dmy(addDays(b.month, l.lateFee.graceDays))} are subject to the late charge of Paragraph 13.4 of your Lease. Negative amounts are payments or credits. Please reference account ${b.accountNo} with your payment.`,
    { size: w.size - 0.5 },
  );
  if (bal !== b.totalCents) throw new Error('internal: account history does not add up to the bill');
  return finishPdf(w);
}

/** A history amount: negatives (payments, credits) with a leading minus, no "$". */
export function amount(cents: number): string {
  return money(cents, { dollar: false });
}
