/**
 * Family "county-plaza" (decision 0058): a grocery-anchored neighborhood shopping center run by
 * a regional landlord through a managing agent.
 *
 * - Lease (county-plaza-lease.ts): long-form shopping center lease prose, no summary table.
 * - Statement: a reconciliation summary page, then one schedule per pool (Common Area
 *   Maintenance, Common Area Utilities when kept apart, Real Estate Taxes, Insurance), each on
 *   its own page with its own total and its own share calculation. Amounts in accounting style:
 *   the "$" in a column of its own, printed only on the first row and on totals, credits in
 *   parentheses "(1,234.56)"; dates as "December 31, 2024" in titles and "12/31/24" in fields.
 * - Bill: a tenant ledger of open charges: transaction date, charge code, description, amount;
 *   an unpaid prior month appears as its own open charges (not as one "past due" line), and a
 *   total open balance closes the list.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { SectionKey } from '../data';
import { addDays, commas, fmtDate, money, monthYear, parseIso } from '../format';
import { type BillLineModel, type PacketModel, type StatementModel, scheduledRent } from '../model';
import type { Cell, PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';

export { renderCountyPlazaLease } from './county-plaza-lease';

/** Accounting style without the "$" (it has a column of its own): credits as "(1,234.56)". */
export function acctMoney(cents: number): string {
  return money(cents, { dollar: false, parens: true });
}

/** "12/31/24": the two-digit-year date property-management systems print in fields. */
export function shortDate(iso: string): string {
  const { y, m, d } = parseIso(iso);
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${String(y % 100).padStart(2, '0')}`;
}

/** The pools under the house's own names (the lease's "Common Area Costs", "Taxes", "Insurance Costs"). */
const POOL_NAMES: Record<SectionKey, string> = {
  CAM: 'Common Area Maintenance',
  UTIL: 'Common Area Utilities',
  TAX: 'Real Estate Taxes',
  INS: 'Insurance',
};

/** Rows with a label, a "$" column and a right-aligned amount column. */
function moneyTable(w: PdfWriter) {
  const amountW = 92;
  const amountX = w.right - amountW;
  const dollarX = amountX - 12;
  return {
    row(
      label: string,
      amount: string,
      opts: { dollar?: boolean; bold?: boolean; indent?: number; note?: string } = {},
    ): void {
      const ind = opts.indent ?? 0;
      // The "$" cell comes before the amount so that text extraction reads "$ 1,234.56".
      const cells: Cell[] = [
        { text: label, x: w.left + ind, width: dollarX - w.left - ind - 8, bold: opts.bold },
        { text: opts.dollar ? '$' : '', x: dollarX, width: 10, bold: opts.bold },
        { text: amount, x: amountX, width: amountW, align: 'right', bold: opts.bold },
      ];
      w.row(cells, { gap: 2.5 });
    },
    underline(double = false): void {
      w.rule({ x1: dollarX, x2: w.right, weight: 0.5, gap: double ? 1.5 : 3 });
      if (double) w.rule({ x1: dollarX, x2: w.right, weight: 0.5, gap: 3 });
    },
    header(left: string, right: string): void {
      w.row(
        [
          { text: left, x: w.left, width: dollarX - w.left - 8, bold: true },
          { text: right, x: dollarX, width: w.right - dollarX, align: 'right', bold: true },
        ],
        { gap: 1 },
      );
      w.rule({ gap: 3 });
    },
  };
}

// ---------------------------------------------------------------- statement

export async function renderCountyPlazaStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Courier', 'Helvetica'], {
    size: 9,
    margin: 54,
    date: s.date,
    title: `${s.year} Annual Reconciliation - ${p.name}`,
    author: p.manager,
    footer: `${p.name} - ${s.year} Annual Reconciliation - Page {n} of {total}`,
  });
  const tenantNo = `t${String(rng.int(100, 99999)).padStart(7, '0')}`;
  const from = `${s.year}-01-01`;
  const to = `${s.year}-12-31`;
  const half = w.left + w.contentWidth / 2;
  const info = (a: [string, string], b: [string, string] | null) => {
    const cells: Cell[] = [
      { text: a[0], x: w.left, width: 70, bold: true },
      { text: a[1], x: w.left + 72, width: half - w.left - 80 },
    ];
    if (b)
      cells.push(
        { text: b[0], x: half + 10, width: 86, bold: true },
        { text: b[1], x: half + 98, width: w.right - half - 98 },
      );
    w.row(cells, { gap: 1.5 });
  };
  const pageHead = () => {
    w.heading(l.landlord.name.toUpperCase(), { align: 'center', size: w.size + 2.5, gap: 0.1 });
    w.para(`c/o ${p.manager}, ${p.managerStreet}, ${p.city.city}, ${p.city.state} ${p.zip}`, {
      align: 'center',
      gap: 0.6,
    });
    w.heading('ANNUAL RECONCILIATION OF COMMON AREA, TAX AND INSURANCE CHARGES', {
      align: 'center',
      size: w.size + 1,
      gap: 0.1,
    });
    w.para(`For the Period ${fmtDate(from, 'LONG')} through ${fmtDate(to, 'LONG')}`, {
      align: 'center',
      gap: 0.8,
    });
    info(['Tenant:', l.tenant.name], ['Statement Date:', shortDate(s.date)]);
    info(['Premises:', `${p.suite}, ${p.name}`], ['Tenant No.:', tenantNo]);
    info(
      ['Period:', `${shortDate(from)} - ${shortDate(to)}`],
      s.occupancyPct !== null ? ['Avg. Occupancy:', `${s.occupancyPct.toFixed(1)}%`] : null,
    );
    w.space(0.8);
  };

  // ---- page 1: the summary
  pageHead();
  w.heading('RECONCILIATION SUMMARY', { size: w.size + 1, gap: 0.3 });
  const t = moneyTable(w);
  const n = s.numbers;
  const schedule = (k: SectionKey) => `Schedule ${s.sectionOrder.indexOf(k) + 1}`;
  if (s.base) {
    t.header('Description', 'Amount');
    s.sectionOrder.forEach((k, i) => {
      t.row(`${POOL_NAMES[k]} (${schedule(k)})`, acctMoney(n.sectionTotals[k]!), { dollar: i === 0 });
    });
    t.underline();
    t.row('Total Operating Costs', acctMoney(n.pool), { dollar: true, bold: true });
    t.row(`Less: Base Year ${s.base.year} Operating Costs`, acctMoney(-s.base.deductionCents));
    t.underline();
    t.row('Operating Costs in Excess of Base Year', acctMoney(n.excess!), { dollar: true });
    t.row("Tenant's Pro Rata Share", `${s.sharePct.toFixed(s.shareDecimals)}%`);
    t.row("Tenant's Share of Excess Operating Costs", acctMoney(n.tenantShare), { dollar: true, bold: true });
  } else if (s.mode === 'SECTION') {
    t.header('Description', "Tenant's Share");
    s.sectionOrder.forEach((k, i) => {
      t.row(`${POOL_NAMES[k]} (${schedule(k)})`, acctMoney(n.sectionShares[k]!), { dollar: i === 0 });
    });
    t.underline();
    t.row("Total Tenant's Pro Rata Share", acctMoney(n.tenantShare), { dollar: true, bold: true });
  } else {
    // Not reached by the family's spec (pooled NNN or base year); kept so any spec renders.
    t.header('Description', 'Amount');
    t.row('Total Common Area, Tax and Insurance Costs', acctMoney(n.pool), { dollar: true });
    t.row("Tenant's Pro Rata Share", `${s.sharePct.toFixed(s.shareDecimals)}%`);
    t.row("Tenant's Share", acctMoney(n.tenantShare), { dollar: true, bold: true });
  }
  if (s.fee) {
    const base =
      s.fee.base === 'CAM'
        ? `Common Area share of $ ${acctMoney(n.camShare!)}`
        : `total share of $ ${acctMoney(n.tenantShare)}`;
    t.row(`Administrative Charge at ${s.fee.pct}% of ${base}`, acctMoney(n.fee));
  }
  t.underline();
  t.row(`Total Charges for Calendar Year ${s.year}`, acctMoney(n.totalDue), { dollar: true, bold: true });
  t.row(
    `Less: Estimated Payments Billed ${shortDate(from)} - ${shortDate(`${s.year}-12-01`)} (${s.estimateMonths} @ ${acctMoney(s.monthlyEstimateCents)})`,
    acctMoney(-n.estimates),
  );
  t.underline();
  const bal = n.balance;
  t.row(bal >= 0 ? 'BALANCE DUE FROM TENANT' : 'CREDIT DUE TENANT', acctMoney(bal), {
    dollar: true,
    bold: true,
  });
  t.underline(true);
  w.space(1);
  w.para(
    bal >= 0
      ? `Please remit the balance due within thirty (30) days of the statement date, referencing Tenant No. ${tenantNo}.`
      : 'The credit shown above will be applied against the next charges due under your Lease.',
    { size: w.size - 0.5 },
  );
  w.para(
    'Amounts in parentheses are credits. The schedules that follow show each cost pool and its calculation. Invoices supporting Common Area Maintenance may be reviewed at the office of the managing agent by appointment.',
    { size: w.size - 0.5 },
  );

  // ---- one schedule per pool, each on its own page
  s.sectionOrder.forEach((k, i) => {
    w.newPage();
    pageHead();
    const name = POOL_NAMES[k];
    w.heading(`SCHEDULE ${i + 1} - ${name.toUpperCase()}`, { size: w.size + 1, gap: 0.1 });
    w.para(`Year Ended ${fmtDate(to, 'LONG')}`, { style: 'italic', gap: 0.5 });
    const st = moneyTable(w);
    st.header('Expense Description', 'Amount');
    const lines = s.lines.filter((x) => x.section === k);
    lines.forEach((ln, j) => {
      st.row(ln.label, acctMoney(ln.amountCents), { dollar: j === 0, indent: 8 });
    });
    st.underline();
    // In SECTION mode the printed pool total is the model's (it carries a planted footing error).
    const total = s.mode === 'SECTION' ? n.sectionTotals[k]! : lines.reduce((a, x) => a + x.amountCents, 0);
    st.row(`Total ${name}`, acctMoney(total), { dollar: true, bold: true });
    st.underline(true);
    if (s.mode === 'SECTION' && !s.base) {
      w.space(1);
      w.para("Tenant's Share Calculation", { style: 'bold', gap: 0.3 });
      st.row(`Total ${name}`, acctMoney(total), { dollar: true, indent: 8 });
      if (s.showRsf) {
        st.row('Floor Area of Premises (sq. ft.)', commas(s.shareNumRsf), { indent: 8 });
        st.row('Total Leasable Floor Area of Shopping Center (sq. ft.)', commas(s.shareDenRsf), {
          indent: 8,
        });
      }
      st.row("Tenant's Pro Rata Share", `${s.sharePct.toFixed(s.shareDecimals)}%`, { indent: 8 });
      st.underline();
      st.row(`Tenant's Share of ${name}`, acctMoney(n.sectionShares[k]!), {
        dollar: true,
        bold: true,
        indent: 8,
      });
      st.underline(true);
    }
  });
  return finishPdf(w);
}

// ---------------------------------------------------------------- bill

/** The house's charge codes and descriptions (its accounting system's, not the model's labels). */
const CHARGE: Record<BillLineModel['kind'], { code: string; desc: string }> = {
  BASE_RENT: { code: 'MIN', desc: 'Minimum Rent' },
  CAM_ESTIMATE: { code: 'CAM', desc: 'CAM Estimated Payment' },
  TAX_ESTIMATE: { code: 'RET', desc: 'Real Estate Tax Estimated Payment' },
  INSURANCE_ESTIMATE: { code: 'INS', desc: 'Insurance Estimated Payment' },
  OPEX_ESTIMATE: { code: 'OPX', desc: 'Operating Cost Escalation Estimate' },
  RECON: { code: 'YRADJ', desc: 'CAM/Tax/Ins Reconciliation' },
  PAST_DUE: { code: 'BALFWD', desc: 'Balance Forward' },
  LATE_FEE: { code: 'LATE', desc: 'Late Charge' },
};

interface LedgerRow {
  date: string;
  code: string;
  desc: string;
  cents: number;
}

export async function renderCountyPlazaBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const b = m.bill;
  const w = writerWithDrawnFont(rng, ['Courier', 'Helvetica'], {
    size: 9,
    margin: 50,
    date: b.invoiceDate,
    title: `Tenant Ledger - Open Charges - ${l.tenant.name}`,
    author: p.manager,
    footer: `Printed ${shortDate(b.invoiceDate)} - Page {n} of {total}`,
  });
  const estimates = b.lines.filter((x) => x.kind.endsWith('_ESTIMATE'));
  // One combined estimate line (no separate tax line) is billed as CAM/Tax/Ins together.
  const combined = !b.lines.some((x) => x.kind === 'TAX_ESTIMATE') && l.leaseType === 'NNN';
  const charge = (ln: BillLineModel) =>
    combined && ln.kind === 'CAM_ESTIMATE'
      ? { code: 'NNN', desc: 'CAM/Tax/Insurance Estimated Payment' }
      : CHARGE[ln.kind];
  const rows: LedgerRow[] = [];
  const lastStmt = m.statements[m.statements.length - 1]!;
  for (const ln of b.lines) {
    const c = charge(ln);
    if (ln.kind === 'PAST_DUE') {
      // The unpaid month stays on the ledger as its own open charges: its rent and estimates.
      const prior: LedgerRow[] = [
        {
          date: ln.period,
          code: CHARGE.BASE_RENT.code,
          desc: `${CHARGE.BASE_RENT.desc} - ${monthYear(ln.period)}`,
          cents: scheduledRent(l.rentSchedule, ln.period),
        },
        ...estimates.map((e) => ({
          date: ln.period,
          code: charge(e).code,
          desc: `${charge(e).desc} - ${monthYear(ln.period)}`,
          cents: e.amountCents,
        })),
      ];
      if (prior.reduce((a, r) => a + r.cents, 0) === ln.amountCents) rows.push(...prior);
      else rows.push({ date: ln.period, code: c.code, desc: c.desc, cents: ln.amountCents });
    } else if (ln.kind === 'LATE_FEE') {
      rows.push({
        date: addDays(ln.period, l.lateFee.graceDays + 1),
        code: c.code,
        desc: `${c.desc} - ${monthYear(ln.period)} Open Charges`,
        cents: ln.amountCents,
      });
    } else if (ln.kind === 'RECON') {
      rows.push({
        date: lastStmt.date,
        code: c.code,
        desc: `${ln.period.slice(0, 4)} ${c.desc}${ln.amountCents < 0 ? ' Credit' : ''}`,
        cents: ln.amountCents,
      });
    } else {
      rows.push({
        date: b.month,
        code: c.code,
        desc: `${c.desc} - ${monthYear(b.month)}`,
        cents: ln.amountCents,
      });
    }
  }
  rows.sort((a, c) => (a.date < c.date ? -1 : a.date > c.date ? 1 : 0));

  w.heading(p.manager.toUpperCase(), { size: w.size + 2, gap: 0.1 });
  w.para(
    `Managing Agent for ${l.landlord.name}\n${p.managerStreet}, ${p.city.city}, ${p.city.state} ${p.zip}`,
    {
      gap: 1,
    },
  );
  w.heading('TENANT LEDGER - OPEN CHARGES', { align: 'center', size: w.size + 2, gap: 0.1 });
  w.para(`As of ${shortDate(b.invoiceDate)}`, { align: 'center', gap: 1 });
  const kv: [string, string][] = [
    ['Property:', `${p.name}, ${p.city.city}, ${p.city.state}`],
    ['Tenant:', l.tenant.name],
    ['Unit:', p.suite],
    ['Tenant Code:', b.accountNo],
    ['Lease:', `${shortDate(l.commencement)} to ${shortDate(l.expiration)}`],
    ['Ledger Ref.:', b.invoiceNo],
  ];
  for (const [k, v] of kv)
    w.row(
      [
        { text: k, x: w.left, width: 80, bold: true },
        { text: v, x: w.left + 84, width: w.contentWidth - 84 },
      ],
      { gap: 1.5 },
    );
  w.space(1);
  const amountW = 90;
  const xs = [w.left, w.left + 64, w.left + 120, w.right - amountW];
  const head = ['Trans Date', 'Code', 'Description', 'Amount'];
  w.row(
    head.map(
      (h, i): Cell => ({
        text: h,
        x: xs[i]!,
        width: i === 2 ? xs[3]! - xs[2]! - 20 : i === 3 ? amountW : 54,
        align: i === 3 ? 'right' : 'left',
        bold: true,
      }),
    ),
    { gap: 1 },
  );
  w.rule({ gap: 3 });
  for (const r of rows)
    w.row(
      [
        { text: shortDate(r.date), x: xs[0]!, width: 60 },
        { text: r.code, x: xs[1]!, width: 54 },
        { text: r.desc, x: xs[2]!, width: xs[3]! - xs[2]! - 20 },
        { text: acctMoney(r.cents), x: xs[3]!, width: amountW, align: 'right' },
      ],
      { gap: 3 },
    );
  w.rule({ x1: xs[3]! - 14, gap: 3 });
  w.row([
    { text: 'TOTAL OPEN BALANCE', x: xs[2]!, width: 200, bold: true },
    { text: '$', x: xs[3]! - 12, width: 10, bold: true },
    { text: acctMoney(b.totalCents), x: xs[3]!, width: amountW, align: 'right', bold: true },
  ]);
  w.rule({ x1: xs[3]! - 14, gap: 1.5 });
  w.rule({ x1: xs[3]! - 14, gap: 3 });
  w.space(1.2);
  w.para(
    `Charges dated ${shortDate(b.month)} are due on or before ${fmtDate(b.month, 'LONG')}. Amounts in parentheses are credits. Please reference Tenant Code ${b.accountNo} with your remittance to ${p.manager}.`,
    { size: w.size - 0.5 },
  );
  return finishPdf(w);
}
