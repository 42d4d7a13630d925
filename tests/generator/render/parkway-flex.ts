/**
 * Family "parkway-flex" (decision 0059): a suburban office/flex business park owned by an
 * institutional fund and run by a third-party property manager. The lease is in
 * parkway-flex-lease.ts; this file prints the statement and the bill.
 *
 * - Statement: the property manager's spreadsheet export, landscape, "Page n of N" footer. A
 *   report header (property ID, lease ID, period, run date), then one flat table of GL-coded
 *   lines: Budget | Actual | Variance for net leases, Current Year | Base Year | Increase for
 *   base-year leases (the stipulated base broken down by line), an "Adjusted to N% Occupancy"
 *   column when lines are grossed up; the tenant's computation below the table. No "$"; every
 *   negative, credits included, with a leading minus ("-1,234.56").
 * - Bill: a "Statement of Charges" grid: one row per billing period or adjustment (an unpaid
 *   prior month, its late charge, the current month, a year-end reconciliation), one column per
 *   charge type, row and column totals; then payment instructions.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { addMonths, commas, fmtDate, money, monthYear } from '../format';
import {
  type BillLineModel,
  type LineModel,
  type PacketModel,
  type StatementModel,
  scheduledRent,
} from '../model';
import type { Cell } from '../pdf';
import { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';

import { parkOf } from './parkway-flex-lease';

export { RENT_ITEM, renderParkwayFlexAmendment, TERM_ITEM } from './parkway-flex-amendment';
export { flexShare, parkOf, renderParkwayFlexLease } from './parkway-flex-lease';

/** Spreadsheet amounts: no "$", thousands separators, negatives with a leading minus. */
export function flexMoney(cents: number): string {
  return money(cents, { dollar: false });
}

/** The manager's chart of accounts: GL code per expense key (planted lines get their own). */
const GL: Record<string, string> = {
  landscaping: '6110',
  snow: '6115',
  repairs: '6120',
  parking: '6130',
  janitorial: '6140',
  security: '6150',
  hvac: '6160',
  elevator: '6170',
  fire: '6180',
  pest: '6190',
  windows: '6200',
  trash: '6210',
  roof: '6220',
  electric: '6310',
  water: '6320',
  excluded: '6460',
  mgmt: '6500',
  capital: '6620',
  tax: '6710',
  insurance: '6810',
};

/** "6120-000"; a split vendor invoice carries the code of the line it was split from. */
export function glCode(s: StatementModel, ln: LineModel): string {
  if (!ln.key.startsWith('dup-')) return `${GL[ln.key] ?? '6990'}-000`;
  const from = s.lines
    .filter((x) => !x.key.startsWith('dup-') && ln.label.startsWith(x.label))
    .sort((a, b) => b.label.length - a.label.length)[0];
  return `${GL[from?.key ?? ''] ?? '6990'}-010`;
}

const regular = (ln: LineModel) => !['excluded', 'dup-a', 'dup-b', 'capital'].includes(ln.key);

/**
 * The stipulated Base Operating Expenses broken down by line, as escalation statements print a
 * base-year column. Weights come from the first statement's lines with a fixed jitter per
 * expense key, so every year of a packet shows the same breakdown; the column adds up exactly to
 * the lease's stipulated amount (the remainder of the rounding goes to the largest line).
 */
export function baseBreakdown(m: PacketModel, s: StatementModel): number[] {
  const total = s.base!.deductionCents;
  const ref = new Map(m.statements[0]!.lines.filter(regular).map((x) => [x.key, x.amountCents]));
  const weights = s.lines.map((ln) =>
    regular(ln) && ref.has(ln.key)
      ? ref.get(ln.key)! * new Rng(`parkway-flex:base:${m.spec.seed}:${ln.key}`).float(0.8, 1.02)
      : 0,
  );
  const sumW = weights.reduce((a, x) => a + x, 0);
  const out = weights.map((x) => Math.round((total * x) / sumW));
  const diff = total - out.reduce((a, x) => a + x, 0);
  const big = weights.indexOf(Math.max(...weights));
  out[big] = out[big]! + diff;
  return out;
}

/** The approved budget per line, in whole dollars; unbudgeted (0) for the planted lines. */
function budgets(s: StatementModel, rng: Rng): number[] {
  return s.lines.map((ln) => {
    if (ln.key === 'capital') return ln.amountCents;
    if (!regular(ln)) return 0;
    return Math.round((ln.amountCents * rng.float(0.92, 1.07)) / 100) * 100;
  });
}

// ---------------------------------------------------------------- statement

export async function renderParkwayFlexStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const n = s.numbers;
  const propId = String(new Rng(`parkway-flex:prop:${m.spec.seed}`).int(1100, 9899));
  const runDate = fmtDate(s.date, 'NUMERIC');
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Helvetica', 'Courier'], {
    size: 8.5,
    margin: 40,
    landscape: true,
    date: s.date,
    title: `${s.year} CAM & Operating Expense Reconciliation`,
    author: l.property.manager,
    footer: `${l.property.manager}  |  Prop ${propId}  |  Lease ${m.bill.accountNo}  |  Run ${runDate}  |  Page {n} of {total}`,
  });
  const base = s.base;
  const grossed = s.lines.some((x) => x.actualCents !== null);

  // ---- report header
  const top = w.doc.y;
  w.row([{ text: l.property.manager, x: w.left, width: 360, bold: true }], { size: w.size + 3, gap: 1 });
  w.row([{ text: `Property management for ${l.landlord.name}`, x: w.left, width: 360, italic: true }]);
  const after = w.doc.y;
  w.doc.y = top;
  const rx = w.right - 220;
  for (const [k, v] of [
    ['Statement Date:', runDate],
    ['Period:', `01/01/${s.year} - 12/31/${s.year}`],
    ['Property ID:', propId],
  ] as const)
    w.row(
      [
        { text: k, x: rx, width: 100, bold: true },
        { text: v, x: rx + 100, width: 120, align: 'right' },
      ],
      { gap: 1 },
    );
  w.doc.y = Math.max(after, w.doc.y) + 8;
  w.heading(
    base ? 'OPERATING EXPENSE ESCALATION STATEMENT' : 'ANNUAL CAM & OPERATING EXPENSE RECONCILIATION',
    { align: 'center', size: w.size + 3, gap: 0.1 },
  );
  const park = parkOf(m);
  w.para(`${park.name} - ${park.building} - Year Ended December 31, ${s.year}`, {
    align: 'center',
    gap: 0.8,
  });

  const pct = `${s.sharePct.toFixed(4)}%`;
  const info: [string, string][] = [
    ['Tenant', l.tenant.name],
    ['Lease ID', m.bill.accountNo],
    ['Unit', l.property.suite],
    [
      'Recovery Type',
      base ? `Base Year ${base.year} (Op. Exp. + RE Taxes)` : 'Net - CAM / RE Tax / Insurance',
    ],
    ['Pro Rata Share', pct],
  ];
  if (s.showRsf) {
    info.push(['Tenant RSF', commas(s.shareNumRsf)]);
    info.push(['Building RSF', commas(s.shareDenRsf)]);
  }
  if (s.occupancyPct !== null) info.push(['Avg. Occupancy', `${s.occupancyPct.toFixed(1)}%`]);
  // three columns, the first wide enough for a tenant's name on one line
  const colX = [w.left, w.left + 330, w.left + 540];
  const colEnd = [w.left + 325, w.left + 535, w.right];
  for (let i = 0; i < info.length; i += 3) {
    const cells: Cell[] = [];
    info.slice(i, i + 3).forEach(([k, v], j) => {
      cells.push({ text: `${k}:`, x: colX[j]!, width: 78, bold: true });
      cells.push({ text: v, x: colX[j]! + 80, width: colEnd[j]! - colX[j]! - 80 });
    });
    w.row(cells, { gap: 2 });
  }
  w.space(0.8);

  // ---- the table
  const amtW = 82;
  const heads: string[] = base
    ? [
        ...(grossed ? ['Actual'] : []),
        grossed ? `Adjusted to ${s.grossUpPct}% Occ.` : `${s.year} Actual`,
        `Base Year ${base.year}`,
        'Increase',
      ]
    : ['Budget', `${s.year} Actual`, ...(grossed ? [`Adjusted to ${s.grossUpPct}% Occ.`] : []), 'Variance'];
  const xs = heads.map((_, i) => w.right - (heads.length - i) * (amtW + 8) + 8);
  const glX = w.left;
  const descX = w.left + 62;
  const descW = xs[0]! - descX - 12;
  const header = () => {
    w.row(
      [
        { text: 'GL Account', x: glX, width: 58, bold: true },
        { text: 'Description', x: descX, width: descW, bold: true },
        ...heads.map((h, i): Cell => ({ text: h, x: xs[i]!, width: amtW, align: 'right', bold: true })),
      ],
      { gap: 1, valign: 'bottom' },
    );
    w.rule({ gap: 3 });
  };
  header();
  w.pageHeader = header;
  const budget = base ? [] : budgets(s, rng);
  const baseCol = base ? baseBreakdown(m, s) : [];
  s.lines.forEach((ln, i) => {
    const billed = ln.amountCents;
    const vals = base
      ? [...(grossed ? [ln.actualCents ?? billed] : []), billed, baseCol[i]!, billed - baseCol[i]!]
      : [budget[i]!, ...(grossed ? [ln.actualCents ?? billed] : []), billed, budget[i]! - billed];
    w.row(
      [
        { text: glCode(s, ln), x: glX, width: 58 },
        { text: ln.label, x: descX, width: descW },
        ...vals.map((v, j): Cell => ({ text: flexMoney(v), x: xs[j]!, width: amtW, align: 'right' })),
      ],
      { gap: 1.6 },
    );
  });
  w.pageHeader = null;
  w.rule({ x1: xs[0]!, gap: 2 });
  const sumOf = (f: (ln: LineModel, i: number) => number) => s.lines.reduce((a, ln, i) => a + f(ln, i), 0);
  const totals = base
    ? [
        ...(grossed ? [sumOf((ln) => ln.actualCents ?? ln.amountCents)] : []),
        n.pool,
        base.deductionCents,
        n.excess!,
      ]
    : [
        sumOf((_, i) => budget[i]!),
        ...(grossed ? [sumOf((ln) => ln.actualCents ?? ln.amountCents)] : []),
        n.pool,
        sumOf((_, i) => budget[i]!) - n.pool,
      ];
  w.row(
    [
      {
        text: base ? 'TOTAL OPERATING EXPENSES & RE TAXES' : 'TOTAL RECOVERABLE EXPENSES',
        x: descX,
        width: descW,
        bold: true,
      },
      ...totals.map(
        (v, j): Cell => ({ text: flexMoney(v), x: xs[j]!, width: amtW, align: 'right', bold: true }),
      ),
    ],
    { gap: 2 },
  );
  w.rule({ x1: xs[0]!, gap: 1 });
  w.rule({ x1: xs[0]!, gap: 8 });

  // ---- the tenant's computation, in the billed-amount column
  const valX = xs[base ? (grossed ? 1 : 0) : grossed ? 2 : 1]!;
  const labX = w.left + 200;
  w.ensure(150);
  w.row([{ text: 'TENANT RECOVERY CALCULATION', x: labX, width: 300, bold: true }], { gap: 3 });
  const kv = (label: string, v: string, bold = false) =>
    w.row(
      [
        { text: label, x: labX, width: valX - labX - 10, bold },
        { text: v, x: valX, width: amtW, align: 'right', bold },
      ],
      { gap: 1.8 },
    );
  const shareText = s.showRsf
    ? `Pro Rata Share (${commas(s.shareNumRsf)} / ${commas(s.shareDenRsf)} RSF)`
    : 'Pro Rata Share';
  if (base) {
    kv('Total Operating Expenses & RE Taxes', flexMoney(n.pool));
    kv(`Less: Base Operating Expenses (Base Year ${base.year})`, flexMoney(-base.deductionCents));
    kv('Expense Excess', flexMoney(n.excess!));
    kv(shareText, pct);
    kv('Tenant Share of Expense Excess', flexMoney(n.tenantShare), true);
  } else {
    kv('Total Recoverable Expenses', flexMoney(n.pool));
    kv(shareText, pct);
    kv('Tenant Share of Recoverable Expenses', flexMoney(n.tenantShare), true);
    if (s.fee) {
      if (s.fee.base === 'CAM') {
        kv('Tenant Share of CAM (excl. RE Taxes & Insurance)', flexMoney(n.camShare!));
        kv(`Administrative Fee @ ${s.fee.pct.toFixed(2)}% of CAM Share`, flexMoney(n.fee));
      } else kv(`Administrative Fee @ ${s.fee.pct.toFixed(2)}% of Tenant Share`, flexMoney(n.fee));
      kv('Total Tenant Recoveries', flexMoney(n.totalDue), true);
    }
  }
  kv(
    `Less: Estimated Billings ${s.year} (${s.estimateMonths} x ${flexMoney(s.monthlyEstimateCents)})`,
    flexMoney(-n.estimates),
  );
  w.rule({ x1: valX, x2: valX + amtW, gap: 2 });
  kv(
    n.balance >= 0 ? 'BALANCE DUE FROM TENANT' : 'OVERPAYMENT - CREDIT TO TENANT',
    flexMoney(n.balance),
    true,
  );
  w.space(1);
  const notes = [
    base
      ? 'Increase = current year less the Base Year amount for each account; Base Operating Expenses are stipulated in the Lease.'
      : 'Variance = Budget less Actual; a negative variance is an account over budget. Unbudgeted accounts show a zero budget.',
    'Amounts in U.S. dollars. Negative amounts are credits.',
  ];
  if (grossed)
    notes.push(
      `Expenses that vary with occupancy are adjusted to ${s.grossUpPct}% occupancy as the Lease provides${s.occupancyPct !== null ? `; actual average occupancy was ${s.occupancyPct.toFixed(1)}%` : ''}.`,
    );
  notes.push(
    n.balance >= 0
      ? 'Please remit the balance due within thirty (30) days with your Lease ID on the remittance.'
      : 'The credit will be applied against your next monthly charges.',
  );
  w.para(notes.map((t, i) => `${i + 1}. ${t}`).join('\n'), { size: w.size - 1 });
  return finishPdf(w);
}

// ---------------------------------------------------------------- bill

/** Grid column per bill line kind (a combined NNN estimate has its own column). */
function column(ln: BillLineModel): string {
  if (ln.kind === 'BASE_RENT') return 'Base Rent';
  if (ln.kind === 'CAM_ESTIMATE') return ln.code === 'NNN' ? 'Op. Exp. Est. (CAM/Tax/Ins)' : 'CAM Est.';
  if (ln.kind === 'TAX_ESTIMATE') return 'RE Tax Est.';
  if (ln.kind === 'INSURANCE_ESTIMATE') return 'Insurance Est.';
  if (ln.kind === 'OPEX_ESTIMATE') return 'OpEx Escalation Est.';
  return 'Other Charges';
}

export async function renderParkwayFlexBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const b = m.bill;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Times'], {
    size: 8.5,
    margin: 44,
    date: b.invoiceDate,
    title: 'Statement of Charges',
    author: l.property.manager,
  });
  // ---- header: who bills (left), the statement facts (right)
  const top = w.doc.y;
  w.row([{ text: l.landlord.name, x: w.left, width: 300, bold: true }], { size: w.size + 2, gap: 1 });
  w.para(
    `c/o ${l.property.manager}\n${l.property.managerStreet}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
  );
  const leftEnd = w.doc.y;
  w.doc.y = top;
  const rx = w.right - 210;
  w.row([{ text: 'STATEMENT OF CHARGES', x: rx, width: 210, align: 'right', bold: true }], {
    size: w.size + 5,
    gap: 4,
  });
  for (const [k, v] of [
    ['Statement Date', fmtDate(b.invoiceDate, 'NUMERIC')],
    ['Billing Period', monthYear(b.month)],
    ['Payment Due', fmtDate(b.month, 'NUMERIC')],
    ['Lease ID', b.accountNo],
    ['Reference', b.invoiceNo],
  ] as const)
    w.row(
      [
        { text: k, x: rx, width: 100, bold: true },
        { text: v, x: rx + 100, width: 110, align: 'right' },
      ],
      { gap: 1 },
    );
  w.doc.y = Math.max(leftEnd, w.doc.y) + 12;
  w.para(
    `${l.tenant.name}\nAttn: Accounts Payable\n${l.property.suite}, ${parkOf(m).building}, ${parkOf(m).name}\n${l.property.street}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    { gap: 1.2 },
  );

  // ---- the grid: rows are billing periods and adjustments, columns are charge types
  const current = b.lines.filter((x) => x.kind !== 'PAST_DUE');
  const cols: string[] = [];
  for (const ln of current) if (!cols.includes(column(ln))) cols.push(column(ln));
  cols.sort((a, c) => Number(a === 'Other Charges') - Number(c === 'Other Charges'));
  type Row = { label: string; cells: Map<string, number> };
  const rows: Row[] = [];
  const prev = addMonths(b.month, -1);
  const recurring = current.filter((x) => x.kind === 'BASE_RENT' || x.kind.endsWith('_ESTIMATE'));
  if (b.pastDueCents > 0) {
    // The unpaid prior month: the same recurring charges at that month's scheduled rent (they add
    // up to the model's past-due amount).
    const cells = new Map<string, number>();
    for (const ln of recurring)
      cells.set(column(ln), ln.kind === 'BASE_RENT' ? scheduledRent(l.rentSchedule, prev) : ln.amountCents);
    rows.push({ label: `${monthYear(prev)} - Unpaid`, cells });
  }
  const late = current.find((x) => x.kind === 'LATE_FEE');
  if (late)
    rows.push({
      label: `Late Charge - ${monthYear(prev, true)}`,
      cells: new Map([[column(late), late.amountCents]]),
    });
  const now = new Map<string, number>();
  for (const ln of recurring) now.set(column(ln), (now.get(column(ln)) ?? 0) + ln.amountCents);
  rows.push({ label: `${monthYear(b.month)} - Current`, cells: now });
  const recon = current.find((x) => x.kind === 'RECON');
  if (recon)
    rows.push({
      label: `${recon.period.slice(0, 4)} ${l.leaseType === 'NNN' ? 'CAM/OpEx' : 'Escalation'} Reconciliation`,
      cells: new Map([[column(recon), recon.amountCents]]),
    });

  const labelW = 132;
  const totalW = 66;
  const cw = (w.contentWidth - labelW - totalW - 8) / cols.length;
  const cx = (i: number) => w.left + labelW + 4 + i * cw;
  const tx = w.right - totalW;
  w.row(
    [
      { text: 'Period / Item', x: w.left, width: labelW, bold: true },
      ...cols.map((c, i): Cell => ({ text: c, x: cx(i), width: cw - 4, align: 'right', bold: true })),
      { text: 'Total', x: tx, width: totalW, align: 'right', bold: true },
    ],
    { gap: 1, valign: 'bottom' },
  );
  w.rule({ weight: 0.9, gap: 3 });
  const colTotals = cols.map(() => 0);
  for (const r of rows) {
    const rowTotal = [...r.cells.values()].reduce((a, x) => a + x, 0);
    cols.forEach((c, i) => {
      colTotals[i]! += r.cells.get(c) ?? 0;
    });
    w.row(
      [
        { text: r.label, x: w.left, width: labelW },
        ...cols.map(
          (c, i): Cell => ({
            text: r.cells.has(c) ? flexMoney(r.cells.get(c)!) : '',
            x: cx(i),
            width: cw - 4,
            align: 'right',
          }),
        ),
        { text: flexMoney(rowTotal), x: tx, width: totalW, align: 'right' },
      ],
      { gap: 2.5 },
    );
  }
  w.rule({ weight: 0.9, gap: 3 });
  w.row(
    [
      { text: 'TOTAL AMOUNT DUE', x: w.left, width: labelW, bold: true },
      ...colTotals.map(
        (v, i): Cell => ({ text: flexMoney(v), x: cx(i), width: cw - 4, align: 'right', bold: true }),
      ),
      { text: flexMoney(b.totalCents), x: tx, width: totalW, align: 'right', bold: true },
    ],
    { gap: 12 },
  );

  // ---- payment instructions (no detachable stub: the fund's lockbox or ACH)
  const box = rng.int(4100, 98900);
  w.para('PAYMENT INSTRUCTIONS', { style: 'bold', gap: 0.2 });
  w.para(
    `Checks payable to ${l.landlord.name}, mailed to: ${l.landlord.name}, P.O. Box ${box}, ${l.property.city.city}, ${l.property.city.state}. Please write your Lease ID on the check. For ACH or wire transfer, request instructions from Tenant Accounting at ${l.property.manager}; do not rely on instructions received by e-mail without confirming them by telephone.`,
    { align: 'justify', gap: 0.6 },
  );
  w.para(
    'Rent is payable in advance on the first day of each month. Negative amounts are credits. Questions about this statement: Tenant Accounting, ' +
      `${l.property.manager}, ${l.property.managerStreet}.`,
    { size: w.size - 0.5, style: 'italic' },
  );
  return finishPdf(w);
}
