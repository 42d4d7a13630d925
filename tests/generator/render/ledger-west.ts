/**
 * Family "ledger-west" (decision 0052): a small retail landlord's house style.
 *
 * - Lease: a plain-English letter agreement ("we" / "you") with numbered paragraphs and Rider
 *   No. 1 for operating costs; areas as "approx. 2,140 square feet of a 41,800 square foot
 *   center"; the share as a decimal (0.0512) or as the fraction of the two areas.
 * - Statement: landscape, the pools (CAM / utilities / RE tax / insurance) with a subtotal each
 *   on the left and the tenant's calculation in a boxed panel on the right, on the same rows
 *   (text extraction interleaves the two columns line by line); credits written `1,234.56 CR`.
 * - Bill: a statement of account, one amount column with `CR` credits and a running balance.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory, RentStep } from '../../../src/engine/types';
import type { SectionKey } from '../data';
import { commas, countWith, fmtDate, money, monthYear, type NumberForm, pctWith } from '../format';
import type { LineModel, PacketModel, StatementModel } from '../model';
import { type Cell, PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';

/** Money without "$", credits as "1,234.56 CR" (how small-landlord ledgers print them). */
export function crMoney(cents: number): string {
  const body = money(Math.abs(cents), { dollar: false });
  return cents < 0 ? `${body} CR` : body;
}

/** The share as a decimal fraction with every digit of the percentage: 5.12 % -> "0.0512". */
export function decimalShare(sharePct: number, pctDecimals: number): string {
  return (sharePct / 100).toFixed(pctDecimals + 2);
}

// ---------------------------------------------------------------- lease

const EXCLUDE: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL:
    'the cost of capital improvements and replacements (except as this Rider allows for capital items)',
  LEASING_COMMISSIONS: 'commissions and other costs of renting space in the Center to others',
  LEGAL_DISPUTES:
    "lawyers' fees and costs of our disputes with other tenants, including collecting their rent",
  DEPRECIATION: 'depreciation of the Center',
  DEBT_SERVICE: 'payments on any loan secured by the Center, including interest',
  CHARITABLE: 'gifts to charities and political causes',
  MARKETING: 'advertising and promotion of the Center',
  GROUND_RENT: 'rent under any ground lease',
  RESERVES: 'money we set aside as reserves',
  EXECUTIVE_SALARIES: 'pay of our officers and staff above the level of center manager',
  LANDLORD_VIOLATIONS: 'fines and penalties we incur by breaking a law or another lease',
};

function nfOf(m: PacketModel, rng: Rng): () => NumberForm {
  return () => {
    const n = m.spec.lease.numbers;
    return n === 'MIXED' ? rng.pick(['BOTH', 'WORDS', 'DIGITS'] as const) : n;
  };
}

function rentParagraph(m: PacketModel, rng: Rng, nf: () => NumberForm): { text: string; list: string[] } {
  const l = m.lease;
  const r = l.rent;
  const dt = (s: string) => fmtDate(s, 'SHORT');
  if (r.form === 'PERCENT') {
    return {
      text: `Your rent is ${money(r.steps[0]!.monthlyRentCents)} a month for the first twelve months. It goes up by ${pctWith(r.escalationPct!, nf())} on each anniversary of the start date, each increase applied to the rent then being paid. Rent is due on the 1st of every month.`,
      list: [],
    };
  }
  if (r.form === 'PER_RSF') {
    return {
      text: `Rent is figured at a yearly rate per square foot of the Store. Each month you pay one twelfth of the rate times ${commas(l.premisesRsf)} square feet, on the 1st:`,
      list: r.steps.map(
        (s: RentStep, i) =>
          `Rent year ${i + 1} (${dt(s.from)} to ${dt(s.to)}): ${money(r.psfRatesCents![i]!)} per square foot per year`,
      ),
    };
  }
  const word = rng.pick(['a month', 'per month', 'monthly']);
  return {
    text: 'Your monthly rent, due on the 1st of each month, is:',
    list: r.steps.map((s: RentStep) => `${dt(s.from)} to ${dt(s.to)}: ${money(s.monthlyRentCents)} ${word}`),
  };
}

function capText(m: PacketModel, nf: () => NumberForm): string | null {
  const c = m.lease.camCap;
  if (!c) return null;
  const what =
    '"Controllable costs" are the CAM pool less utilities, the management fee and capital amortization.';
  if (c.type === 'NON_CUMULATIVE')
    return `${what} The controllable costs you share in for a year may not be more than ${pctWith(c.pct, nf())} higher than those of the year before. This limit is measured year by year and does not carry over.`;
  if (c.type === 'CUMULATIVE_COMPOUNDING')
    return `${what} Starting from the controllable costs of ${c.baseYear}, the controllable costs you share in may grow by no more than ${pctWith(c.pct, nf())} a year, compounded: for any year the limit is the ${c.baseYear} amount increased by that percentage for each year since ${c.baseYear}, each increase on the last.`;
  return `${what} The controllable costs you share in for a year may not exceed the ${c.baseYear} controllable costs plus ${pctWith(c.pct, nf())} of that ${c.baseYear} amount for every year since ${c.baseYear} (added up, not compounded).`;
}

export async function renderLedgerWestLease(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const nf = nfOf(m, rng);
  const w = new PdfWriter({
    font: m.spec.lease.font,
    size: 10.5,
    margin: 66,
    date: l.leaseDate,
    title: `Letter lease - ${l.property.suite}, ${l.property.name}`,
    author: l.landlord.name,
  });
  w.heading(l.landlord.name, { align: 'center', size: w.size + 3 });
  w.para(`${l.property.managerStreet}, ${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`, {
    align: 'center',
    gap: 1.2,
  });
  w.para(fmtDate(l.leaseDate, 'LONG'), { gap: 1 });
  w.para(`${l.tenant.name}\nAttention: ${l.tenant.contact}`, { gap: 1 });
  w.para(
    `Re: Lease of ${l.property.suite}, ${l.property.name}, ${l.property.street}, ${l.property.city.city}, ${l.property.city.state}`,
    { style: 'bold', gap: 1 },
  );
  w.para(`Dear ${l.tenant.contact}:`);
  w.para(
    `This letter sets out the terms on which ${l.landlord.name}, ${l.landlord.entityDesc} ("we" or "us"), leases space to ${l.tenant.name}, ${l.tenant.entityDesc} ("you"). When you sign and return a copy, this letter and Rider No. 1 attached to it are our lease.`,
    { align: 'justify' },
  );
  const p = (n: number, lead: string, text: string) =>
    w.para(text, { lead: `${n}. ${lead}.`, align: 'justify' });
  let n = 1;
  const share = m.spec.lease.shareStated
    ? `Your share of the Center's costs is ${decimalShare(l.sharePct, m.spec.lease.shareDecimals)} (the Store's square footage divided by the Center's).`
    : `Your share of the Center's costs is the fraction ${commas(l.premisesRsf)} / ${commas(l.buildingRsf)}: the Store's square footage over the Center's.`;
  p(
    n++,
    'The Store',
    `${l.property.suite} (the "Store"), approx. ${commas(l.premisesRsf)} square feet of a ${commas(l.buildingRsf)} square foot shopping center known as ${l.property.name} (the "Center"). ${share}`,
  );
  const end = m.spec.lease.expirationStated
    ? `and ends on ${fmtDate(l.originalExpiration, 'LONG')}`
    : `and lasts ${countWith(l.termMonths, 'months', nf())}`;
  p(n++, 'Dates', `The lease starts on ${fmtDate(l.commencement, 'LONG')} (the "start date") ${end}.`);
  const rent = rentParagraph(m, rng, nf);
  p(n++, 'Rent', rent.text);
  for (const item of rent.list) w.para(`- ${item}`, { indent: 24, gap: 0.2 });
  if (rent.list.length) w.space(0.4);
  p(n++, 'Use', `You may use the Store only as ${l.permittedUse}.`);
  p(
    n++,
    'Deposit',
    `You will give us a security deposit of ${money(l.securityDepositCents)} when you sign. We will return it within thirty days after the lease ends, less anything you owe.`,
  );
  p(
    n++,
    'Operating costs',
    l.leaseType === 'NNN'
      ? 'This is a net lease. On top of rent you pay your share of what it costs to run the Center, including real estate taxes and insurance, as Rider No. 1 explains.'
      : `You pay your share of the amount by which the Center's operating costs for a calendar year are more than those for ${l.baseYear} (the "base year"), which we both agree were ${money(l.baseYearExpensesCents!)}. Rider No. 1 explains what the costs are.`,
  );
  const f = nf();
  const fee =
    l.lateFee.pct !== null
      ? `a late charge of ${pctWith(l.lateFee.pct, f)} of the amount that is late`
      : `a late charge of ${money(l.lateFee.flatCents!)} for each late payment`;
  p(
    n++,
    'Late payments',
    `If we have not received a payment within ${countWith(l.lateFee.graceDays, 'days', nf())} after its due date, you will also owe ${fee}. Unpaid amounts also bear interest at twelve percent a year.`,
  );
  p(
    n++,
    'Checking our figures',
    `You may look at our books for any year covered by a year-end statement if you tell us so in writing within ${countWith(l.auditWindowDays, 'days', nf())} after you receive that statement. If you do not, the statement is final.`,
  );
  p(
    n++,
    'Insurance and repairs',
    'You keep the inside of the Store in good repair and carry liability insurance of at least $1,000,000 per occurrence naming us as additional insured. We look after the roof, structure and the common areas.',
  );
  p(
    n++,
    'Staying on',
    'If you stay after the lease ends without a new agreement, you pay 150% of the last monthly rent for each month you stay.',
  );
  w.para('If this letter reflects our agreement, please sign below and return one copy to us.', {
    gap: 1.2,
  });
  w.para(`Sincerely,\n\n${l.landlord.name}\n\nBy: ______________________\n${l.landlord.contact}`, {
    gap: 1.2,
  });
  w.para(`AGREED AND ACCEPTED:\n\n${l.tenant.name}\n\nBy: ______________________\n${l.tenant.contact}`);

  // ---- the rider
  w.newPage();
  w.heading('RIDER NO. 1 - OPERATING COSTS', { align: 'center' });
  w.para(`Attached to and part of the letter lease dated ${fmtDate(l.leaseDate, 'LONG')}.`, {
    align: 'center',
    style: 'italic',
    gap: 1,
  });
  const r = (k: number, lead: string, text: string) =>
    w.para(text, { lead: `R${k}. ${lead}.`, align: 'justify' });
  let k = 1;
  r(
    k++,
    'Costs',
    'The Center\'s "costs" are what we reasonably spend to run, clean, light, repair, secure and insure the Center. We keep them in pools: the common area pool (CAM), which includes common utilities and the management fee, the real estate tax pool (RE Tax) and the insurance pool (Ins.).',
  );
  const items = l.exclusions.map((c) => EXCLUDE[c]).filter((x): x is string => !!x);
  r(k++, 'Not included', 'The costs do not include:');
  for (const [i, t] of items.entries())
    w.para(`(${String.fromCharCode(97 + i)}) ${t}${i === items.length - 1 ? '.' : ';'}`, {
      indent: 24,
      gap: 0.2,
    });
  w.space(0.4);
  if (l.capitalAmortYears)
    r(
      k++,
      'Capital items',
      `When we replace or improve something of a capital nature for the Center, we spread its cost evenly over ${countWith(l.capitalAmortYears, 'years', nf())} and include only one year's part in a year's costs.`,
    );
  if (l.mgmtFeeCapPct)
    r(
      k++,
      'Management',
      `The management fee in the CAM pool may not be more than ${pctWith(l.mgmtFeeCapPct, nf())} of the other costs in the CAM pool (real estate taxes and insurance are not counted).`,
    );
  if (l.adminFee)
    r(
      k++,
      'Administration',
      l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
        ? `We may add ${pctWith(l.adminFee.pct, nf())} to your share of the CAM pool to cover our overhead. Nothing is added to your share of real estate taxes or insurance.`
        : `We may add ${pctWith(l.adminFee.pct, nf())} to your share of all three pools (CAM, RE Tax and Ins.) to cover our overhead.`,
    );
  const cap = capText(m, nf);
  if (cap) r(k++, 'Limit on controllable costs', cap);
  r(
    k++,
    'Monthly estimates',
    "With each month's rent you pay one twelfth of our estimate of your share of the year's costs.",
  );
  const waiver = l.waiver
    ? ' If we do not send it by then, we give up any right to charge you more for that year than the estimates you paid.'
    : rng.pick([' Sending it late does not cancel what either of us owes.', '']);
  r(
    k++,
    'Year-end statement',
    `Within ${countWith(l.reconDeadlineDays, 'days', nf())} after each December 31 we will send you a year-end statement of the costs and your share. You pay any shortfall within thirty days; we credit any overpayment to your next rent.${waiver}`,
  );
  return finishPdf(w);
}

// ---------------------------------------------------------------- statement

const POOL_NAMES: Record<SectionKey, string> = {
  CAM: 'CAM POOL',
  UTIL: 'CAM UTILITIES POOL',
  TAX: 'RE TAX POOL',
  INS: 'INSURANCE POOL',
};

export async function renderLedgerWestStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Times'], {
    size: 9,
    margin: 40,
    landscape: true,
    date: s.date,
    title: `${s.year} Statement of Center Costs`,
    author: l.landlord.name,
  });
  w.heading(`${l.landlord.name} - ${l.property.name}`, { size: w.size + 3 });
  w.heading(`STATEMENT OF CENTER COSTS FOR THE YEAR ${s.year}`, { size: w.size + 1.5 });
  const half = w.left + w.contentWidth / 2;
  w.row(
    [
      { text: `Tenant: ${l.tenant.name}`, x: w.left, width: w.contentWidth / 2 - 10 },
      { text: `Store: ${l.property.suite}`, x: half, width: w.contentWidth / 2 },
    ],
    { gap: 1 },
  );
  w.row(
    [
      { text: `Statement date: ${fmtDate(s.date, 'NUMERIC')}`, x: w.left, width: w.contentWidth / 2 - 10 },
      { text: `Year: January 1 - December 31, ${s.year}`, x: half, width: w.contentWidth / 2 },
    ],
    { gap: 1 },
  );
  w.space(0.8);

  // Left: the pools. Right: the panel. Both are lists of rows printed side by side.
  const tableW = Math.round(w.contentWidth * 0.54);
  const panelX = w.left + tableW + 24;
  const panelW = w.right - panelX;
  const amountW = 80;
  type Side = { label: string; amount: string; bold?: boolean; indent?: boolean } | null;
  const left: Side[] = [];
  left.push({ label: 'Item', amount: 'Amount', bold: true });
  for (const k of s.sectionOrder) {
    const ls = s.lines.filter((x: LineModel) => x.section === k);
    left.push({ label: POOL_NAMES[k], amount: '', bold: true });
    for (const ln of ls) left.push({ label: ln.label, amount: crMoney(ln.amountCents), indent: true });
    const subtotal =
      s.mode === 'SECTION' ? s.numbers.sectionTotals[k]! : ls.reduce((a, x) => a + x.amountCents, 0);
    left.push({
      label: `${POOL_NAMES[k].replace(' POOL', '')} pool subtotal`,
      amount: crMoney(subtotal),
      bold: true,
      indent: true,
    });
    left.push(null);
  }
  left.push({ label: 'TOTAL, ALL POOLS', amount: crMoney(s.numbers.pool), bold: true });

  const right: Side[] = [];
  right.push({ label: 'YOUR SHARE', amount: '', bold: true });
  const factor = decimalShare(s.sharePct, s.shareDecimals);
  right.push({
    label: s.showRsf
      ? `Share factor (${commas(s.shareNumRsf)} / ${commas(s.shareDenRsf)} sq. ft.)`
      : 'Share factor',
    amount: factor,
  });
  if (s.base) {
    right.push({ label: 'Total, all pools', amount: crMoney(s.numbers.pool) });
    right.push({ label: `Base year ${s.base.year} costs`, amount: crMoney(-s.base.deductionCents) });
    right.push({ label: 'Costs over base year', amount: crMoney(s.numbers.excess!) });
    right.push({ label: `Your share (x ${factor})`, amount: crMoney(s.numbers.tenantShare), bold: true });
  } else if (s.mode === 'SECTION') {
    for (const k of s.sectionOrder)
      right.push({
        label: `${POOL_NAMES[k].replace(' POOL', '')} pool x ${factor}`,
        amount: crMoney(s.numbers.sectionShares[k]!),
      });
    right.push({ label: 'Your share, all pools', amount: crMoney(s.numbers.tenantShare), bold: true });
  } else {
    right.push({ label: `All pools x ${factor}`, amount: crMoney(s.numbers.tenantShare), bold: true });
  }
  if (s.fee) {
    const base = s.fee.base === 'CAM' ? `CAM share ${crMoney(s.numbers.camShare!)}` : 'your share';
    right.push({ label: `Admin. charge ${s.fee.pct}% of ${base}`, amount: crMoney(s.numbers.fee) });
  }
  right.push({ label: `Total for ${s.year}`, amount: crMoney(s.numbers.totalDue), bold: true });
  right.push({
    label: `Estimates paid (${s.estimateMonths} x ${money(s.monthlyEstimateCents, { dollar: false })})`,
    amount: crMoney(-s.numbers.estimates),
  });
  const bal = s.numbers.balance;
  right.push({
    label: bal >= 0 ? 'BALANCE YOU OWE' : 'CREDIT TO YOUR ACCOUNT',
    amount: crMoney(bal),
    bold: true,
  });

  const top = w.doc.y;
  const rows = Math.max(left.length, right.length);
  for (let i = 0; i < rows; i++) {
    const a = left[i];
    const b = right[i];
    const cells: Cell[] = [];
    if (a) {
      const ind = a.indent ? 12 : 0;
      cells.push({ text: a.label, x: w.left + ind, width: tableW - amountW - 8 - ind, bold: a.bold });
      cells.push({
        text: a.amount,
        x: w.left + tableW - amountW,
        width: amountW,
        align: 'right',
        bold: a.bold,
      });
    }
    if (b) {
      cells.push({ text: b.label, x: panelX + 6, width: panelW - amountW - 16, bold: b.bold });
      cells.push({ text: b.amount, x: w.right - amountW - 6, width: amountW, align: 'right', bold: b.bold });
    }
    w.row(cells.length ? cells : [{ text: '', x: w.left, width: 10 }], { gap: 2, minHeight: w.size });
    if (i === right.length - 1) w.box(panelX, top - 4, panelW, w.doc.y - top + 6);
  }
  w.space(1);
  w.para(
    bal >= 0
      ? `Please pay ${crMoney(bal)} with your next rent. Copies of invoices are available at our office on request.`
      : `The credit of ${crMoney(-bal)} will be applied to your next rent. Amounts marked CR are credits.`,
    { size: w.size - 0.5 },
  );
  return finishPdf(w);
}

// ---------------------------------------------------------------- bill

const ACCOUNT_LABELS: Record<string, string> = {
  BASE_RENT: 'Minimum rent',
  CAM_ESTIMATE: 'CAM pool estimate',
  TAX_ESTIMATE: 'RE tax pool estimate',
  INSURANCE_ESTIMATE: 'Insurance pool estimate',
  OPEX_ESTIMATE: 'Operating cost estimate',
  LATE_FEE: 'Late charge',
};

export async function renderLedgerWestBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const b = m.bill;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Times'], {
    size: 9.5,
    margin: 54,
    date: b.invoiceDate,
    title: 'Statement of Account',
    author: l.landlord.name,
  });
  w.heading(l.landlord.name, { size: w.size + 3 });
  w.para(`${l.property.managerStreet}, ${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`);
  w.heading('STATEMENT OF ACCOUNT', { align: 'center', size: w.size + 2 });
  w.para(
    `${l.tenant.name}\n${l.property.suite}, ${l.property.name}\nAccount ${b.accountNo} - statement ${b.invoiceNo} - printed ${fmtDate(b.invoiceDate, 'SHORT')}`,
    { gap: 1 },
  );
  const cols = [w.left, w.left + 70, w.left + 330, w.left + 420];
  const head = ['Date', 'Description', 'Amount', 'Balance'];
  w.row(
    head.map(
      (t, i): Cell => ({
        text: t,
        x: cols[i]!,
        width: i === 1 ? 250 : 80,
        align: i >= 2 ? 'right' : 'left',
        bold: true,
      }),
    ),
  );
  w.rule();
  let running = 0;
  // The balance brought forward opens the account; the month's charges follow.
  const ordered = [
    ...b.lines.filter((x) => x.kind === 'PAST_DUE'),
    ...b.lines.filter((x) => x.kind !== 'PAST_DUE'),
  ];
  for (const ln of ordered) {
    running += ln.amountCents;
    const date = ln.kind === 'PAST_DUE' ? ln.period : b.month;
    const label =
      ln.kind === 'PAST_DUE'
        ? `Balance forward from ${monthYear(ln.period)}`
        : ln.kind === 'RECON'
          ? `${ln.period.slice(0, 4)} year-end statement ${ln.amountCents < 0 ? 'credit' : 'balance'}`
          : ln.kind === 'LATE_FEE'
            ? `${ACCOUNT_LABELS.LATE_FEE} on ${monthYear(ln.period)} balance`
            : `${ACCOUNT_LABELS[ln.kind]} - ${monthYear(ln.period, true)}`;
    w.row(
      [
        { text: fmtDate(date, 'NUMERIC'), x: cols[0]!, width: 66 },
        { text: label, x: cols[1]!, width: 250 },
        { text: crMoney(ln.amountCents), x: cols[2]!, width: 80, align: 'right' },
        { text: crMoney(running), x: cols[3]!, width: 80, align: 'right' },
      ],
      { gap: 3 },
    );
  }
  w.rule();
  w.row([
    { text: `BALANCE DUE ${fmtDate(b.month, 'SHORT')}`, x: cols[1]!, width: 250, bold: true },
    { text: crMoney(b.totalCents), x: cols[3]!, width: 80, align: 'right', bold: true },
  ]);
  w.space(1.5);
  w.para('Amounts marked CR are credits. Please make checks payable to the landlord named above.', {
    size: w.size - 1,
  });
  return finishPdf(w);
}
