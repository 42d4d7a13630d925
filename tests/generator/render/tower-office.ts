/**
 * Family "tower-office" (decision 0052): an institutional office-tower house style.
 *
 * - Lease: "§"-numbered body paragraphs that point to exhibits; the facts live in Exhibit A
 *   (premises and building areas, each attached to its own subject), Exhibit B (term and base
 *   rent), Exhibit C (operating cost rider: base year or net, gross-up, exclusions, caps, fees,
 *   annual statement) and a glossary of defined terms at the END (Exhibit G), so the share and
 *   the base-year amount are defined after they are used.
 * - Statement: account numbers in their own column, group headings with a subtotal per group, a
 *   table forced across a page break with its header repeated ("continued"), amounts in USD
 *   with no dollar sign and credits with a trailing minus (`1,234.56-`).
 * - Bill: an invoice with a detachable remittance stub (amount due repeated on the stub).
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import type { SectionKey } from '../data';
import { commas, countWith, fmtDate, money, monthYear, type NumberForm, pctWith } from '../format';
import type { LineModel, PacketModel, StatementModel } from '../model';
import { type Cell, PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';

/** Money without "$", negatives with a trailing minus (mainframe-style reports): "1,234.56-". */
export function trailingMinus(cents: number): string {
  const body = money(Math.abs(cents), { dollar: false });
  return cents < 0 ? `${body}-` : body;
}

// ---------------------------------------------------------------- lease

const EXCLUDE: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL: 'capital expenditures, except amortized capital costs this Exhibit permits',
  LEASING_COMMISSIONS: 'brokerage commissions, space planning and other costs of procuring tenants',
  LEGAL_DISPUTES: 'legal and collection costs arising from disputes with tenants of the Building',
  DEPRECIATION: 'depreciation of the Building and its equipment',
  DEBT_SERVICE: 'debt service, loan fees and other costs of financing the Building',
  CHARITABLE: 'charitable and political contributions',
  MARKETING: 'advertising and promotional costs of the Building',
  GROUND_RENT: 'ground rent',
  RESERVES: 'reserves for future expenditures or bad debts',
  EXECUTIVE_SALARIES: 'compensation of Landlord personnel above the level of general manager of the Building',
  LANDLORD_VIOLATIONS: "penalties and damages arising from Landlord's breach of law or of any lease",
};

function nfOf(m: PacketModel, rng: Rng): () => NumberForm {
  return () => {
    const n = m.spec.lease.numbers;
    return n === 'MIXED' ? rng.pick(['BOTH', 'WORDS', 'DIGITS'] as const) : n;
  };
}

export async function renderTowerOfficeLease(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const nf = nfOf(m, rng);
  const w = new PdfWriter({
    font: m.spec.lease.font,
    size: m.spec.lease.font === 'Courier' ? 9 : 10,
    margin: 64,
    date: l.leaseDate,
    title: `Office Lease - ${l.property.name}`,
    author: l.landlord.name,
    footer: `${l.property.name} / ${l.tenant.name} - {n}`,
  });
  w.heading('OFFICE LEASE', { align: 'center', size: w.size + 4 });
  w.para(`${l.property.name}\n${l.property.street}, ${l.property.city.city}, ${l.property.city.state}`, {
    align: 'center',
    gap: 1.2,
  });
  w.para(
    `THIS OFFICE LEASE is made as of ${fmtDate(l.leaseDate, 'ORDINAL')} by and between ${l.landlord.name}, ${l.landlord.entityDesc} ("Landlord"), and ${l.tenant.name}, ${l.tenant.entityDesc} ("Tenant"). Capitalized terms have the meanings given in the Glossary attached as Exhibit G; the Exhibits listed in Section 15 form part of this Lease.`,
    { align: 'justify', gap: 1 },
  );
  const sec = (n: number, caption: string, text: string) =>
    w.para(text, { lead: `§ ${n}  ${caption.toUpperCase()}.`, align: 'justify' });
  let n = 1;
  sec(
    n++,
    'Demise',
    'Landlord leases to Tenant, and Tenant leases from Landlord, the Premises described in Exhibit A, with the right to use the Common Areas in common with others.',
  );
  sec(
    n++,
    'Term',
    'The Term begins on the Commencement Date and ends on the Expiration Date, each as set out in Exhibit B.',
  );
  sec(
    n++,
    'Base Rent',
    'Tenant shall pay Base Rent in the amounts set out in Exhibit B, in monthly installments in advance on the first day of each month, without setoff or deduction.',
  );
  sec(
    n++,
    'Operating Costs',
    l.leaseType === 'NNN'
      ? "Tenant shall pay Tenant's Percentage of Operating Costs as Additional Rent, as provided in Exhibit C."
      : "Tenant shall pay Tenant's Percentage of the amount by which Operating Costs for each Expense Year exceed Base Year Costs, as provided in Exhibit C.",
  );
  sec(n++, 'Use', `The Premises shall be used only for ${l.permittedUse} and for no other purpose.`);
  sec(
    n++,
    'Security Deposit',
    `Upon execution Tenant shall deposit ${money(l.securityDepositCents)} with Landlord as security for its performance.`,
  );
  const f = nf();
  const charge =
    l.lateFee.pct !== null
      ? `a service charge equal to ${pctWith(l.lateFee.pct, f)} of the unpaid amount`
      : `a service charge of ${money(l.lateFee.flatCents!)}`;
  sec(
    n++,
    'Late Payment',
    `Any installment of Rent unpaid ${countWith(l.lateFee.graceDays, 'days', nf())} after its due date shall bear ${charge}, and thereafter interest at the Default Rate.`,
  );
  sec(
    n++,
    'Examination of Records',
    `Tenant may, upon written notice given within ${countWith(l.auditWindowDays, 'days', nf())} after receipt of an Annual Statement, examine Landlord's records of Operating Costs for the Expense Year it covers. Absent such notice the Annual Statement is binding on Tenant.`,
  );
  sec(
    n++,
    'Insurance',
    "Tenant shall maintain commercial general liability insurance with limits of not less than $3,000,000 per occurrence and property insurance on Tenant's personal property at full replacement cost.",
  );
  sec(
    n++,
    'Holdover',
    'If Tenant holds over, Base Rent shall be 150% of the Base Rent payable for the last month of the Term, prorated per diem.',
  );
  sec(
    n++,
    'Services',
    'Landlord shall furnish HVAC from 8:00 a.m. to 6:00 p.m. on Business Days, passenger elevator service at all times and janitorial service five nights each week.',
  );
  sec(
    n++,
    'Parking',
    'Tenant may use up to three parking permits per 1,000 rentable square feet of the Premises at the prevailing monthly rate.',
  );
  sec(
    n++,
    'Assignment',
    "Tenant shall not assign this Lease or sublet the Premises without Landlord's prior written consent, not to be unreasonably withheld.",
  );
  sec(
    n++,
    'Notices',
    'Notices shall be in writing and delivered by hand, nationally recognized courier or certified mail to the addresses below the signatures.',
  );
  sec(
    n++,
    'Exhibits',
    'Exhibit A (Premises), Exhibit B (Term and Base Rent), Exhibit C (Operating Costs) and Exhibit G (Glossary).',
  );
  w.space(1);
  w.para(
    `LANDLORD: ${l.landlord.name}\nBy: ______________________  ${l.landlord.contact}, Authorized Signatory`,
    { gap: 1 },
  );
  w.para(`TENANT: ${l.tenant.name}\nBy: ______________________  ${l.tenant.contact}, Authorized Signatory`);

  // ---- Exhibit A
  w.newPage();
  w.heading('EXHIBIT A - PREMISES', { align: 'center' });
  const floor = Math.max(1, Math.floor(Number(l.property.suite.replace(/\D/g, '')) / 100) || 1);
  w.para(
    `The Premises are known as ${l.property.suite} on floor ${floor} of the Building and contain ${commas(l.premisesRsf)} rentable square feet, measured under the BOMA standard.`,
    { align: 'justify' },
  );
  w.para(
    `The Building, located at ${l.property.street}, ${l.property.city.city}, ${l.property.city.state}, contains ${commas(l.buildingRsf)} rentable square feet. Landlord may remeasure the Building, but no remeasurement shall increase Tenant's Percentage.`,
    { align: 'justify' },
  );

  // ---- Exhibit B
  w.space(1);
  w.heading('EXHIBIT B - TERM AND BASE RENT', { align: 'center' });
  w.para(`B.1 Commencement Date: ${fmtDate(l.commencement, 'LONG')}.`);
  w.para(
    m.spec.lease.expirationStated
      ? `B.2 Expiration Date: ${fmtDate(l.originalExpiration, 'LONG')}.`
      : `B.2 Term: ${countWith(l.termMonths, 'months', nf())} from the Commencement Date; the Expiration Date is the last day of the Term.`,
  );
  const r = l.rent;
  if (r.form === 'PERCENT') {
    w.para(
      `B.3 Base Rent: ${money(r.steps[0]!.monthlyRentCents)} per month during the first Lease Year, adjusted on the first day of each subsequent Lease Year to ${100 + r.escalationPct!}% of the monthly Base Rent for the preceding Lease Year.`,
    );
  } else {
    w.para('B.3 Base Rent:');
    const psf = r.form === 'PER_RSF';
    const head = psf
      ? ['Lease Year', 'Period', 'Annual Rate / RSF', 'Monthly Installment']
      : ['Lease Year', 'Period', 'Annual Base Rent', 'Monthly Installment'];
    const xs = [w.left + 10, w.left + 80, w.left + 260, w.left + 370];
    w.row(
      head.map(
        (t, i): Cell => ({
          text: t,
          x: xs[i]!,
          width: i === 1 ? 170 : 100,
          align: i >= 2 ? 'right' : 'left',
          bold: true,
        }),
      ),
    );
    w.rule({ x1: w.left + 10, x2: w.left + 470 });
    r.steps.forEach((s, i) => {
      w.row(
        [
          String(i + 1),
          `${fmtDate(s.from, 'NUMERIC')} - ${fmtDate(s.to, 'NUMERIC')}`,
          psf ? money(r.psfRatesCents![i]!) : money(s.monthlyRentCents * 12),
          money(s.monthlyRentCents),
        ].map(
          (t, j): Cell => ({
            text: t,
            x: xs[j]!,
            width: j === 1 ? 170 : 100,
            align: j >= 2 ? 'right' : 'left',
          }),
        ),
        { gap: 2 },
      );
    });
    w.space(0.5);
  }

  // ---- Exhibit C
  w.space(1);
  w.heading('EXHIBIT C - OPERATING COSTS', { align: 'center' });
  const c = (k: string, text: string) => w.para(text, { lead: `C.${k}`, align: 'justify' });
  c(
    '1',
    l.leaseType === 'NNN'
      ? "Net Lease. For each Expense Year Tenant shall pay Tenant's Percentage of Operating Costs (including Taxes and Insurance Premiums)."
      : "Escalation. For each Expense Year after the Base Year Tenant shall pay Tenant's Percentage of the excess, if any, of Operating Costs for that Expense Year over Base Year Costs.",
  );
  const items = l.exclusions.map((x) => EXCLUDE[x]).filter((x): x is string => !!x);
  c(
    '2',
    `Exclusions. Operating Costs do not include: ${items.map((t, i) => `(${String.fromCharCode(97 + i)}) ${t}`).join('; ')}.`,
  );
  let k = 3;
  if (l.grossUp)
    c(
      String(k++),
      `Gross-Up. If average occupancy of the Building during any Expense Year (including the Base Year) is less than ${pctWith(l.grossUp.occupancyPct, nf())}, Operating Costs that vary with occupancy shall be adjusted to the amount that would have been incurred at ${l.grossUp.occupancyPct}% occupancy.`,
    );
  if (l.capitalAmortYears)
    c(
      String(k++),
      `Capital Costs. A capital expenditure permitted to be included in Operating Costs shall be amortized on a straight-line basis over ${countWith(l.capitalAmortYears, 'years', nf())}, and only the annual amortization shall be included.`,
    );
  if (l.mgmtFeeCapPct)
    c(
      String(k++),
      `Management Fee. The management fee included in Operating Costs shall not exceed ${pctWith(l.mgmtFeeCapPct, nf())} of Operating Costs excluding Taxes, Insurance Premiums and the fee itself.`,
    );
  if (l.adminFee)
    c(
      String(k++),
      l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
        ? `Administrative Charge. Landlord may charge an administrative charge of ${pctWith(l.adminFee.pct, nf())} of Tenant's Percentage of Operating Costs other than Taxes and Insurance Premiums.`
        : `Administrative Charge. Landlord may charge an administrative charge of ${pctWith(l.adminFee.pct, nf())} of Tenant's Percentage of all Operating Costs, Taxes and Insurance Premiums included.`,
    );
  if (l.camCap) {
    const cap = l.camCap;
    const text =
      cap.type === 'NON_CUMULATIVE'
        ? `Controllable Cost Limit. Controllable Operating Costs included for any Expense Year shall not exceed ${100 + cap.pct}% of Controllable Operating Costs for the preceding Expense Year, on a non-cumulative basis.`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `Controllable Cost Limit. Controllable Operating Costs included for any Expense Year shall not exceed the Controllable Operating Costs for ${cap.baseYear} compounded at ${pctWith(cap.pct, nf())} per annum (cumulative) for each Expense Year after ${cap.baseYear}.`
          : `Controllable Cost Limit. Controllable Operating Costs included for any Expense Year shall not exceed the Controllable Operating Costs for ${cap.baseYear} increased by ${pctWith(cap.pct, nf())} of that amount, without compounding, for each Expense Year after ${cap.baseYear} (cumulative).`;
    c(String(k++), text);
  }
  c(
    String(k++),
    "Estimates. Tenant shall pay Landlord's estimate of the amounts due under this Exhibit in monthly installments with Base Rent.",
  );
  const waiver = l.waiver
    ? " If the Annual Statement is not delivered within that period, Landlord waives payment of any amount in excess of Tenant's estimated payments for that Expense Year."
    : rng.pick([" Landlord's delay in delivering an Annual Statement shall not waive any amount due.", '']);
  c(
    String(k++),
    `Annual Statement. Within ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each Expense Year Landlord shall deliver to Tenant a statement of Operating Costs for that year (the "Annual Statement").${waiver} Underpayments are due within thirty days; overpayments shall be credited against Rent.`,
  );

  // ---- Exhibit G: the glossary, after everything that uses it
  w.space(1);
  w.heading('EXHIBIT G - GLOSSARY', { align: 'center' });
  const defs: string[] = [];
  if (l.leaseType === 'BASE_YEAR') {
    defs.push(`"Base Year" means calendar year ${l.baseYear}.`);
    defs.push(
      `"Base Year Costs" means ${money(l.baseYearExpensesCents!)}, being the Operating Costs for the Base Year as agreed by the parties.`,
    );
  }
  defs.push('"Building" means the office building described in Exhibit A and the land on which it stands.');
  if (l.camCap)
    defs.push(
      '"Controllable Operating Costs" means Operating Costs other than Taxes, Insurance Premiums, utilities, the management fee and amortized capital costs.',
    );
  defs.push('"Default Rate" means ten percent per annum or, if less, the highest lawful rate.');
  defs.push('"Expense Year" means each calendar year falling wholly or partly within the Term.');
  defs.push(
    '"Lease Year" means each successive twelve-month period of the Term beginning on the Commencement Date or an anniversary of it.',
  );
  defs.push(
    '"Operating Costs" means all costs of operating, cleaning, maintaining, repairing, securing, insuring and managing the Building, including Taxes, Insurance Premiums and utilities for the Common Areas, subject to Exhibit C.',
  );
  defs.push(
    m.spec.lease.shareStated
      ? `"Tenant's Percentage" means ${l.sharePct.toFixed(m.spec.lease.shareDecimals)} per cent.`
      : `"Tenant's Percentage" means the rentable square feet of the Premises stated in Exhibit A divided by the rentable square feet of the Building stated in Exhibit A, expressed as a percentage.`,
  );
  for (const d of defs) w.para(d, { align: 'justify', gap: 0.3 });
  return finishPdf(w);
}

// ---------------------------------------------------------------- statement

const GROUPS: Record<SectionKey, { code: number; name: string }> = {
  CAM: { code: 5000, name: 'Building Operations' },
  UTIL: { code: 6000, name: 'Utilities' },
  TAX: { code: 7000, name: 'Real Estate Taxes' },
  INS: { code: 8000, name: 'Insurance' },
};

export async function renderTowerOfficeStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const w = writerWithDrawnFont(rng, ['Courier', 'Helvetica'], {
    size: 8.5,
    margin: 48,
    date: s.date,
    title: `${s.year} Operating Expense Escalation Statement`,
    author: l.property.manager,
    footer: `${l.property.manager} - ${s.year} escalation - page {n} of {total}`,
  });
  const leaseId = `L-${String(rng.int(10000, 99999))}`;
  w.heading(l.property.manager.toUpperCase(), { size: w.size + 2 });
  w.para(`as agent for ${l.landlord.name}`, { gap: 0.8 });
  w.heading(`OPERATING EXPENSE ESCALATION STATEMENT - CALENDAR YEAR ${s.year}`, { size: w.size + 1.5 });
  const info: [string, string][] = [
    ['Tenant', l.tenant.name],
    ['Lease ID', leaseId],
    ['Premises', `${l.property.suite}, ${l.property.name}`],
    ['Statement Date', fmtDate(s.date, 'NUMERIC')],
    ['Currency', 'USD (all amounts)'],
  ];
  for (const [k, v] of info)
    w.row(
      [
        { text: k, x: w.left, width: 90, bold: true },
        { text: v, x: w.left + 95, width: w.contentWidth - 95 },
      ],
      { gap: 1 },
    );
  w.space(0.6);
  w.para(
    'This statement reconciles the estimated escalation payments billed during the year with the actual Operating Costs of the Building under your lease. Amounts followed by a minus sign are credits. Supporting detail is available at the management office by appointment.',
    { size: w.size - 0.5 },
  );

  const grossed = s.lines.some((x) => x.actualCents !== null);
  const amountW = 96;
  const xs = grossed
    ? [w.left, w.left + 64, w.right - 2 * amountW - 8, w.right - amountW]
    : [w.left, w.left + 64, w.right - amountW];
  const head = grossed
    ? ['Account', 'Description', 'Actual USD', `Adjusted to ${s.grossUpPct}%`]
    : ['Account', 'Description', 'Amount USD'];
  const widthOf = (i: number) => (i === 0 ? 60 : i === 1 ? xs[2]! - xs[1]! - 8 : amountW);
  const header = (cont: boolean) => {
    if (cont) w.para(`Operating Costs ${s.year} (continued)`, { style: 'italic', gap: 0.2 });
    w.row(
      head.map(
        (t, i): Cell => ({
          text: t,
          x: xs[i]!,
          width: widthOf(i),
          align: i >= 2 ? 'right' : 'left',
          bold: true,
        }),
      ),
      { gap: 1 },
    );
    w.rule({ gap: 3 });
  };
  header(false);
  w.pageHeader = () => header(true);
  const amountCells = (ln: LineModel): string[] =>
    grossed
      ? [trailingMinus(ln.actualCents ?? ln.amountCents), trailingMinus(ln.amountCents)]
      : [trailingMinus(ln.amountCents)];
  // Every statement's table breaks across a page like a property-management report printed
  // with a fixed number of rows per page; the header is repeated on the new page.
  const rowsTotal = s.lines.length + s.sectionOrder.length * 2;
  const breakAt = rng.int(
    Math.max(3, Math.floor(rowsTotal / 3)),
    Math.max(4, Math.floor((rowsTotal * 2) / 3)),
  );
  let printed = 0;
  const counted = () => {
    printed++;
    if (printed === breakAt) {
      w.newPage();
      header(true);
    }
  };
  for (const k of s.sectionOrder) {
    const g = GROUPS[k];
    const ls = s.lines.filter((x) => x.section === k);
    w.row([{ text: `${g.code}  ${g.name.toUpperCase()}`, x: xs[0]!, width: 300, bold: true }], { gap: 1 });
    counted();
    ls.forEach((ln, i) => {
      const acct = `${g.code + 10 + i * 10}-${ln.category === 'CAPITAL' ? '90' : '00'}`;
      w.row(
        [acct, ln.label, ...amountCells(ln)].map(
          (t, j): Cell => ({ text: t, x: xs[j]!, width: widthOf(j), align: j >= 2 ? 'right' : 'left' }),
        ),
        { gap: 1.5 },
      );
      counted();
    });
    const sub = ls.reduce((a, x) => a + x.amountCents, 0);
    w.row(
      [
        { text: `Total ${g.code} ${g.name}`, x: xs[1]!, width: widthOf(1), bold: true },
        {
          text: trailingMinus(sub),
          x: xs[xs.length - 1]!,
          width: widthOf(xs.length - 1),
          align: 'right',
          bold: true,
        },
      ],
      { gap: 4 },
    );
    counted();
  }
  w.pageHeader = null;
  w.rule();
  w.row([
    { text: 'TOTAL OPERATING COSTS', x: xs[1]!, width: widthOf(1), bold: true },
    {
      text: trailingMinus(s.numbers.pool),
      x: xs[xs.length - 1]!,
      width: widthOf(xs.length - 1),
      align: 'right',
      bold: true,
    },
  ]);
  if (s.occupancyPct !== null)
    w.para(
      grossed
        ? `Average occupancy ${s.occupancyPct}%; variable accounts adjusted to ${s.grossUpPct}% occupancy as the lease provides.`
        : `Average occupancy ${s.occupancyPct}%.`,
      { style: 'italic', size: w.size - 0.5 },
    );

  // ---- the escalation computation: a key/value block with one amount column
  w.space(0.8);
  w.para('ESCALATION COMPUTATION', { style: 'bold', gap: 0.3 });
  const kx = w.left + 20;
  const vx = w.left + 330;
  const kv = (label: string, value: string, bold = false) =>
    w.row(
      [
        { text: label, x: kx, width: 300, bold },
        { text: value, x: vx, width: 100, align: 'right', bold },
      ],
      { gap: 2 },
    );
  const pctText = `${s.sharePct.toFixed(s.shareDecimals)}%`;
  const shareLabel = s.showRsf
    ? `Tenant's Percentage (${commas(s.shareNumRsf)} RSF / ${commas(s.shareDenRsf)} RSF)`
    : "Tenant's Percentage";
  kv('Total Operating Costs', trailingMinus(s.numbers.pool));
  if (s.base) {
    kv(`Base Year ${s.base.year} Costs`, trailingMinus(-s.base.deductionCents));
    kv('Operating Costs in Excess of Base Year', trailingMinus(s.numbers.excess!));
    kv(shareLabel, pctText);
    kv("Tenant's Share of Excess", trailingMinus(s.numbers.tenantShare), true);
  } else {
    kv(shareLabel, pctText);
    kv("Tenant's Share of Operating Costs", trailingMinus(s.numbers.tenantShare), true);
  }
  if (s.fee) {
    if (s.fee.base === 'CAM') {
      kv("Tenant's Share excl. Taxes and Insurance", trailingMinus(s.numbers.camShare!));
      kv(`Administrative Charge at ${s.fee.pct}%`, trailingMinus(s.numbers.fee));
    } else kv(`Administrative Charge at ${s.fee.pct}% of Tenant's Share`, trailingMinus(s.numbers.fee));
    kv('Total Escalation', trailingMinus(s.numbers.totalDue), true);
  }
  kv(
    `Escalation Billed (${s.estimateMonths} months at ${money(s.monthlyEstimateCents, { dollar: false })})`,
    trailingMinus(-s.numbers.estimates),
  );
  const bal = s.numbers.balance;
  kv(bal >= 0 ? 'NET AMOUNT DUE FROM TENANT' : 'NET CREDIT TO TENANT', trailingMinus(bal), true);
  w.space(1);
  w.para(
    bal >= 0
      ? 'Please remit the net amount due within thirty days, referencing the Lease ID above.'
      : 'The net credit will be applied to your next monthly invoice.',
    { size: w.size - 0.5 },
  );
  return finishPdf(w);
}

// ---------------------------------------------------------------- bill

const INVOICE_LABELS: Record<string, string> = {
  BASE_RENT: 'Base Rent',
  CAM_ESTIMATE: 'Operating Costs - Monthly Estimate',
  TAX_ESTIMATE: 'Taxes - Monthly Estimate',
  INSURANCE_ESTIMATE: 'Insurance - Monthly Estimate',
  OPEX_ESTIMATE: 'Operating Cost Escalation - Monthly Estimate',
  PAST_DUE: 'Unpaid Prior Balance',
  LATE_FEE: 'Service Charge on Unpaid Balance',
};

export async function renderTowerOfficeBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const b = m.bill;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Courier'], {
    size: 9,
    margin: 50,
    date: b.invoiceDate,
    title: 'Invoice and Remittance',
    author: l.property.manager,
  });
  const amt = (c: number) => trailingMinus(c);
  w.heading(l.property.name.toUpperCase(), { size: w.size + 3 });
  w.para(`${l.property.manager} for ${l.landlord.name}`, { gap: 0.8 });
  const meta: [string, string][] = [
    ['Invoice No.', b.invoiceNo],
    ['Invoice Date', fmtDate(b.invoiceDate, 'NUMERIC')],
    ['Customer No.', b.accountNo],
    ['Payment Due', fmtDate(b.month, 'NUMERIC')],
  ];
  for (const [k, v] of meta)
    w.row(
      [
        { text: k, x: w.left, width: 90, bold: true },
        { text: v, x: w.left + 95, width: 200 },
      ],
      { gap: 1 },
    );
  w.space(0.5);
  w.para(
    `${l.tenant.name}\n${l.property.suite}\n${l.property.street}, ${l.property.city.city}, ${l.property.city.state}`,
    {
      gap: 1,
    },
  );
  const xs = [w.left, w.left + 280, w.left + 400];
  w.row(
    ['Charge', 'Period', 'Amount (USD)'].map(
      (t, i): Cell => ({
        text: t,
        x: xs[i]!,
        width: i === 2 ? w.right - xs[2]! : 200,
        align: i === 2 ? 'right' : 'left',
        bold: true,
      }),
    ),
  );
  w.rule();
  for (const ln of b.lines) {
    const label =
      ln.kind === 'RECON' ? `${ln.period.slice(0, 4)} Escalation Reconciliation` : INVOICE_LABELS[ln.kind]!;
    const period = ln.kind === 'RECON' ? `CY ${ln.period.slice(0, 4)}` : monthYear(ln.period, true);
    w.row(
      [label, period, amt(ln.amountCents)].map(
        (t, i): Cell => ({
          text: t,
          x: xs[i]!,
          width: i === 2 ? w.right - xs[2]! : 200,
          align: i === 2 ? 'right' : 'left',
        }),
      ),
      { gap: 2 },
    );
  }
  w.rule();
  w.row([
    { text: 'AMOUNT DUE', x: xs[0]!, width: 200, bold: true },
    { text: amt(b.totalCents), x: xs[2]!, width: w.right - xs[2]!, align: 'right', bold: true },
  ]);
  w.space(3);
  w.para(
    '- - - - - - - - - - - - - - - - DETACH AND RETURN THIS PORTION WITH YOUR PAYMENT - - - - - - - - - - - - - - - -',
    {
      align: 'center',
      size: w.size - 1,
      gap: 1,
    },
  );
  w.heading('REMITTANCE ADVICE', { size: w.size + 1 });
  const stub: [string, string][] = [
    ['Customer', l.tenant.name],
    ['Customer No.', b.accountNo],
    ['Invoice No.', b.invoiceNo],
    ['Due Date', fmtDate(b.month, 'NUMERIC')],
    ['Amount Due (USD)', amt(b.totalCents)],
    ['Amount Enclosed', '____________'],
  ];
  for (const [k, v] of stub)
    w.row(
      [
        { text: k, x: w.left, width: 120, bold: true },
        { text: v, x: w.left + 125, width: 200 },
      ],
      { gap: 1 },
    );
  w.space(0.8);
  w.para(
    `Remit to: ${l.landlord.name}, Lockbox ${rng.int(10000, 99999)}, ${l.property.city.city}, ${l.property.city.state}`,
  );
  return finishPdf(w);
}
