/**
 * Family "ashford-greenbar" (decision 0102), the bill: the same legacy system's monthly
 * fixed-width **"STATEMENT OF ACCOUNT"** (program ARST0nnn), portrait, 90 columns of Courier,
 * **every printed line one string**: the page header (firm, program, run date, page), the firm's
 * address, a rule of "=", the key lines (TENANT ID / STATEMENT DATE, LEASE NO / DUE DATE,
 * PROPERTY), the tenant's address; then **CODE | DESCRIPTION | PERIOD | AMOUNT: "PREVIOUS
 * BALANCE", "PAYMENTS RECEIVED - THANK YOU" (the last month's charges with a trailing minus when
 * they were paid, 0.00 when they were not), "BALANCE FORWARD"**, then the current charges by
 * charge code (BRN base rent, CAM / RET / INS estimates or NNN, OPX on a base-year lease, REC the
 * escalation billing's balance or credit, LTC the late charge citing the lease or Rider
 * paragraph), "TOTAL CURRENT CHARGES", **"TOTAL AMOUNT DUE"**, the messages, and **a tear-off
 * remittance stub below a line of dashes** ("- - - DETACH AND RETURN THIS PORTION WITH YOUR
 * PAYMENT - - -").
 *
 * The truth's bill date is the DUE DATE (the 1st of the billed month); the statement is dated
 * the model's invoice date. Balance forward plus the current charges is the model's total; the
 * renderer throws otherwise.
 */
import { addDays, addMonths, monthYear } from '../format';
import type { PacketModel } from '../model';
import { scheduledRent } from '../model';
import type { Rng } from '../prng';
import {
  ashfordFacts,
  center,
  gbMoney,
  ljust,
  premisesName,
  rjust,
  runTime,
  sysDate,
} from './ashford-greenbar-facts';
import { leaseDoc } from './ashford-greenbar-lease';
import { type PrintedPage, printPages } from './ashford-greenbar-print';
import type { RenderedPdf } from './frame';

export const BILL_COLS = 90;
const TOP = 40;
const PITCH = 12;
const AMT_W = 16;

export interface AccountRow {
  code: string;
  desc: string;
  period: string;
  amount: number;
}

const periodOf = (first: string) => `${sysDate(first)}-${sysDate(addDays(addMonths(first, 1), -1))}`;

/** The statement of account's rows: the previous-balance block and the current charges. */
export function accountRows(m: PacketModel): {
  previous: number;
  payments: number;
  forward: number;
  current: AccountRow[];
  currentTotal: number;
  total: number;
} {
  const b = m.bill;
  const l = m.lease;
  const rider = leaseDoc(m).rider;
  const lateRider = rider.find((p) => p.heading === 'LATE CHARGE.');
  const current: AccountRow[] = [];
  let estimates = 0;
  for (const x of b.lines) {
    const row = (code: string, desc: string, period = periodOf(b.month)) =>
      current.push({ code, desc, period, amount: x.amountCents });
    switch (x.kind) {
      case 'BASE_RENT':
        row('BRN', 'BASE RENT');
        break;
      case 'CAM_ESTIMATE':
        estimates += x.amountCents;
        if (x.code === 'NNN') row('NNN', 'CAM/TAX/INSURANCE ESTIMATE');
        else row('CAM', 'CAM ESTIMATE');
        break;
      case 'TAX_ESTIMATE':
        estimates += x.amountCents;
        row('RET', 'REAL ESTATE TAX ESTIMATE');
        break;
      case 'INSURANCE_ESTIMATE':
        estimates += x.amountCents;
        row('INS', 'INSURANCE ESTIMATE');
        break;
      case 'OPEX_ESTIMATE':
        estimates += x.amountCents;
        row('OPX', 'OPERATING EXPENSE ESCALATION ESTIMATE');
        break;
      case 'RECON': {
        const y = x.period.slice(0, 4);
        row(
          'REC',
          `${y} ESCALATION BILLING - ${x.amountCents >= 0 ? 'BALANCE DUE' : 'CREDIT'}`,
          `01/01/${y.slice(2)}-12/31/${y.slice(2)}`,
        );
        break;
      }
      case 'PAST_DUE':
        break;
      case 'LATE_FEE':
        row(
          'LTC',
          `LATE CHARGE - ${monthYear(x.period, true).toUpperCase()} (${lateRider ? `RIDER PAR ${lateRider.num}` : 'LEASE PAR 7'})`,
          periodOf(x.period),
        );
        break;
    }
  }
  const pastDue = b.lines.filter((x) => x.kind === 'PAST_DUE').reduce((a, x) => a + x.amountCents, 0);
  // the last month's charges: unpaid (the model's past-due balance) or paid in full
  const previous = pastDue || scheduledRent(l.rentSchedule, addMonths(b.month, -1)) + estimates;
  const payments = pastDue ? 0 : -previous;
  const forward = previous + payments;
  const currentTotal = current.reduce((a, r) => a + r.amount, 0);
  const total = forward + currentTotal;
  if (forward !== pastDue || total !== b.totalCents)
    throw new Error(`ashford-greenbar: statement of account ${total} is not the bill's ${b.totalCents}`);
  return { previous, payments, forward, current, currentTotal, total };
}

const row = (code: string, desc: string, period: string, amount: string) =>
  `${ljust(code, 6)}${ljust(desc, 42)}${ljust(period, 18)}${rjust(amount, BILL_COLS - 66)}`;
const amountRule = () => `${' '.repeat(BILL_COLS - AMT_W + 1)}${'-'.repeat(AMT_W - 2)}`;

/** Every line of the statement of account with its position (one page). */
export function billPages(m: PacketModel): PrintedPage[] {
  const l = m.lease;
  const b = m.bill;
  const f = ashfordFacts(m);
  const a = accountRows(m);
  const lines: string[] = [];
  const right = `${f.billProgram}  RUN ${sysDate(b.invoiceDate)} ${runTime(m, 'bill')}  PAGE    1`;
  lines.push(ljust(f.firm, BILL_COLS - right.length) + right);
  lines.push(f.firmStreet.toUpperCase());
  lines.push(`${ljust(f.firmCity.toUpperCase(), 44)}TELEPHONE ${f.phone}`);
  lines.push('='.repeat(BILL_COLS));
  lines.push(center('STATEMENT OF ACCOUNT', BILL_COLS));
  lines.push('');
  lines.push(`${ljust(`TENANT ID   ${f.tenantId}`, 56)}STATEMENT DATE  ${sysDate(b.invoiceDate)}`);
  lines.push(`${ljust(`LEASE NO    ${f.leaseNo}`, 56)}DUE DATE        ${sysDate(b.month)}`);
  lines.push(`PROPERTY    ${f.propCode}  ${f.park.toUpperCase()}`);
  lines.push('');
  lines.push(`     ${l.tenant.name.toUpperCase()}`);
  lines.push(`     ATTN: ${l.tenant.contact.toUpperCase()}`);
  lines.push(`     ${premisesName(m).toUpperCase()}`);
  lines.push(`     ${l.property.street.toUpperCase()}`);
  lines.push(`     ${l.property.city.city.toUpperCase()}, ${l.property.city.state} ${l.property.zip}`);
  lines.push('');
  lines.push('-'.repeat(BILL_COLS));
  lines.push(row('CODE', 'DESCRIPTION', 'PERIOD', 'AMOUNT '));
  lines.push(row('----', '-'.repeat(40), '-'.repeat(17), `${'-'.repeat(AMT_W - 2)} `));
  lines.push(row('', 'PREVIOUS BALANCE', '', gbMoney(a.previous)));
  lines.push(row('', 'PAYMENTS RECEIVED - THANK YOU', '', gbMoney(a.payments)));
  lines.push(amountRule());
  lines.push(row('', a.forward ? 'BALANCE FORWARD - PAST DUE' : 'BALANCE FORWARD', '', gbMoney(a.forward)));
  lines.push('');
  lines.push(row('', 'CURRENT CHARGES', '', ''));
  for (const r of a.current) lines.push(row(r.code, r.desc, r.period, gbMoney(r.amount)));
  lines.push(amountRule());
  lines.push(row('', 'TOTAL CURRENT CHARGES', '', gbMoney(a.currentTotal)));
  lines.push('');
  lines.push(row('', '*** TOTAL AMOUNT DUE ***', '', gbMoney(a.total)));
  lines.push('='.repeat(BILL_COLS));
  const lateRider = leaseDoc(m).rider.find((p) => p.heading === 'LATE CHARGE.');
  lines.push('MESSAGES:');
  lines.push('RENT AND CHARGES ARE DUE ON THE FIRST DAY OF EACH MONTH WITHOUT DEMAND.');
  lines.push(
    `PAYMENTS RECEIVED MORE THAN ${l.lateFee.graceDays} DAYS AFTER THE DUE DATE ARE SUBJECT TO A LATE CHARGE`,
  );
  lines.push(`PER LEASE PARAGRAPH 7${lateRider ? ` AS AMENDED BY RIDER PARAGRAPH ${lateRider.num}` : ''}.`);
  if (a.forward) lines.push('YOUR ACCOUNT IS PAST DUE. PLEASE REMIT THE TOTAL AMOUNT DUE.');
  lines.push('');
  lines.push('');
  const cut = ' DETACH AND RETURN THIS PORTION WITH YOUR PAYMENT ';
  const side = '- '.repeat(Math.floor((BILL_COLS - cut.length) / 4));
  lines.push(`${side}${cut}${side}`.trimEnd());
  lines.push('');
  lines.push(`${ljust('REMITTANCE', 52)}TENANT ID     ${f.tenantId}`);
  lines.push(`${ljust(f.firm, 52)}DUE DATE      ${sysDate(b.month)}`);
  lines.push(`${ljust(f.firmStreet.toUpperCase(), 52)}AMOUNT DUE    ${gbMoney(a.total).trim()}`);
  lines.push(`${ljust(f.firmCity.toUpperCase(), 52)}AMOUNT PAID   ______________`);
  lines.push('');
  lines.push(`MAKE CHECKS PAYABLE TO ${l.landlord.name.toUpperCase()}`);
  return [{ lines: lines.map((text, k) => ({ text, y: TOP + k * PITCH })) }];
}

export async function renderAshfordGreenbarBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  void rng;
  const f = ashfordFacts(m);
  return printPages(billPages(m), {
    size: 10,
    left: 36,
    date: m.bill.invoiceDate,
    title: `${f.billProgram} STATEMENT OF ACCOUNT ${f.tenantId}`,
    author: f.firm,
  });
}
