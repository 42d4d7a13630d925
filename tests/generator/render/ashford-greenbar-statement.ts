/**
 * Family "ashford-greenbar" (decision 0102), the statement: the legacy midrange system's
 * fixed-width **"TENANT ESCALATION/RECOVERY BILLING"** report (program CAMR0nnn), printed to PDF
 * landscape in 132 columns of Courier at six lines to the inch, optionally over a green-bar
 * background. **Every printed line is one string**; the columns are runs of spaces. Each page
 * opens with the page header (the firm, the report's title, the program, "RUN 04/12/22 09:14",
 * "PAGE    1"), the property line and a rule of "="; page 1 has the tenant block (tenant id and
 * name, lease number, premises, lease type, recovery period, bill date); then the column header
 * (ACCOUNT | DESCRIPTION | POOL | AMOUNT over a rule of dashes), **the expense lines with their
 * account numbers ("6010-000"), in capitals, grouped by pool ("POOL CAM - COMMON AREA
 * MAINTENANCE") with "** CAM SUBTOTAL **" lines** and "*** TOTAL RECOVERABLE EXPENSES ***";
 * **the table always breaks across a page, the page header, a "(CONTINUED)" line and the column
 * header repeated**; then "TENANT RECOVERY CALCULATION", labelled lines with dot leaders
 * ("TENANT PRO-RATA SHARE (5,123 / 121,000 RSF) ..... 4.2350 %"), credits with a trailing minus
 * ("34,392.00-"), "BALANCE DUE FROM TENANT" or "CREDIT DUE TENANT", remarks and "*** END OF REPORT
 * ***".
 *
 * The truth's statement date is the report's BILL DATE and RUN date. Every figure comes from the
 * model; a planted MATH_ERROR shows in the report's own arithmetic: a TOTAL RECOVERABLE EXPENSES
 * that the pool subtotals do not add up to (POOL), a tenant share that is not the share times
 * the total (or excess) printed above it (SHARE), a balance that is not the total recovery less
 * the estimates (BALANCE). The renderer throws when what it prints is not the model's arithmetic
 * (the planted delta aside).
 */
import type { SectionKey } from '../data';
import type { PacketModel, StatementModel } from '../model';
import type { Rng } from '../prng';
import {
  accountOf,
  ashfordFacts,
  center,
  dots,
  gbMoney,
  ljust,
  POOL_CODE,
  premisesName,
  rjust,
  runTime,
  sf,
  sysDate,
  wrapWords,
} from './ashford-greenbar-facts';
import { type PrintedPage, printPages } from './ashford-greenbar-print';
import type { RenderedPdf } from './frame';

/** The report's width in columns (green-bar paper) and its page geometry. */
export const REPORT_COLS = 132;
const TOP = 30;
const PITCH = 12;
const LINES_PER_PAGE = 46;
const DESC = 60;
/** Column where the amount field starts, and its width (the sign column included). */
const AMT_AT = 82;
const AMT_W = 18;

const isCam = (c: string) => c !== 'TAX' && c !== 'INSURANCE';

export interface ReportGroup {
  section: SectionKey;
  code: string;
  name: string;
  lines: { index: number; account: string; desc: string; amount: number }[];
  subtotal: number;
}

/** The report's pools, lines and total; checked against the model. */
export function reportTable(_m: PacketModel, s: StatementModel): { groups: ReportGroup[]; total: number } {
  if (s.mode !== 'TOTAL') throw new Error('ashford-greenbar: the report shares its total');
  const lineSum = s.lines.reduce((a, l) => a + l.amountCents, 0);
  if (s.numbers.pool !== lineSum + s.delta.pool) throw new Error('ashford-greenbar: pool is not the lines');
  const groups: ReportGroup[] = s.sectionOrder.map((k) => {
    const lines = s.lines
      .map((l, index) => ({ l, index }))
      .filter(({ l }) => l.section === k)
      .map(({ l, index }) => ({
        index,
        account: accountOf(s, index),
        desc: l.label.toUpperCase(),
        amount: l.amountCents,
      }));
    return {
      section: k,
      code: POOL_CODE[k],
      name: s.sectionNames[k].toUpperCase(),
      lines,
      subtotal: lines.reduce((a, x) => a + x.amount, 0),
    };
  });
  if (groups.reduce((a, g) => a + g.lines.length, 0) !== s.lines.length)
    throw new Error('ashford-greenbar: a line outside the pools');
  return { groups, total: s.numbers.pool };
}

/** The share as the report prints it ("4.2350 %"). */
export const reportShare = (s: StatementModel) => `${s.sharePct.toFixed(s.shareDecimals)} %`;

/** An amount line: label with dot leaders to the amount column, the amount right-justified. */
const amountLine = (label: string, value: string) => `  ${dots(label, AMT_AT - 2)}${rjust(value, AMT_W)}`;

/** The calculation's labelled lines, in order: [label, value]; checked against the model. */
export function reportCalc(_m: PacketModel, s: StatementModel): [string, string][] {
  const n = s.numbers;
  const out: [string, string][] = [];
  out.push(['TOTAL RECOVERABLE EXPENSES', gbMoney(n.pool)]);
  let basis = n.pool;
  if (s.base) {
    out.push([`LESS EXPENSE STOP (BASE YEAR ${s.base.year})`, gbMoney(-s.base.deductionCents)]);
    if (n.excess !== Math.max(0, n.pool - s.base.deductionCents)) throw new Error('ashford-greenbar: excess');
    out.push(['EXCESS OVER EXPENSE STOP', gbMoney(n.excess!)]);
    basis = n.excess!;
  }
  out.push([
    s.showRsf
      ? `TENANT PRO-RATA SHARE (${sf(s.shareNumRsf)} / ${sf(s.shareDenRsf)} RSF)`
      : 'TENANT PRO-RATA SHARE',
    `${reportShare(s)} `,
  ]);
  if (n.tenantShare !== Math.round(basis * (s.sharePct / 100)) + s.delta.share)
    throw new Error('ashford-greenbar: share');
  out.push([
    s.base ? 'TENANT SHARE OF EXCESS' : 'TENANT SHARE OF RECOVERABLE EXPENSES',
    gbMoney(n.tenantShare),
  ]);
  if (s.fee) {
    const pct = `${s.fee.pct.toFixed(2)} %`;
    if (s.fee.base === 'CAM') {
      const camPool = s.lines.filter((x) => isCam(x.category)).reduce((a, x) => a + x.amountCents, 0);
      if (n.camShare !== Math.round(camPool * (s.sharePct / 100)))
        throw new Error('ashford-greenbar: CAM share');
      out.push(['EXPENSES EXCL TAX & INSURANCE POOLS', gbMoney(camPool)]);
      out.push(['TENANT SHARE OF EXPENSES EXCL TAX & INS', gbMoney(n.camShare!)]);
      out.push([`ADMINISTRATIVE FEE @ ${pct} OF TENANT CAM SHARE`, gbMoney(n.fee)]);
    } else out.push([`ADMINISTRATIVE FEE @ ${pct} OF TENANT SHARE`, gbMoney(n.fee)]);
  } else if (n.fee !== 0) throw new Error('ashford-greenbar: a fee without a fee term');
  if (n.totalDue !== n.tenantShare + n.fee) throw new Error('ashford-greenbar: total');
  out.push(['TOTAL TENANT RECOVERY', gbMoney(n.totalDue)]);
  if (n.estimates !== s.monthlyEstimateCents * s.estimateMonths)
    throw new Error('ashford-greenbar: estimates');
  out.push([
    `LESS ESTIMATES BILLED (${s.estimateMonths} X ${gbMoney(s.monthlyEstimateCents).trim()})`,
    gbMoney(-n.estimates),
  ]);
  if (n.balance !== n.totalDue - n.estimates + s.delta.balance) throw new Error('ashford-greenbar: balance');
  out.push([n.balance >= 0 ? 'BALANCE DUE FROM TENANT' : 'CREDIT DUE TENANT', gbMoney(n.balance)]);
  return out;
}

/** The page header's three lines. */
function pageHeader(m: PacketModel, s: StatementModel, page: number): string[] {
  const f = ashfordFacts(m);
  const right = `${f.stmtProgram}   RUN ${sysDate(s.date)} ${runTime(m, `stmt:${s.year}`)}   PAGE ${rjust(String(page), 4)}`;
  const title = 'TENANT ESCALATION/RECOVERY BILLING';
  const l1 = ljust(f.firm, 44) + ljust(title, REPORT_COLS - 44 - right.length) + right;
  const prop = `PROPERTY ${f.propCode}  ${f.park.toUpperCase()}`;
  const yr = `RECOVERY YEAR ${s.year}`;
  const l2 =
    ljust(prop, 64) +
    ljust(yr, REPORT_COLS - 64 - 'STATEMENT OF ESCALATION'.length) +
    'STATEMENT OF ESCALATION';
  return [l1, l2, '='.repeat(REPORT_COLS)];
}

const COLUMN_HEADER = [
  `${ljust('ACCOUNT', 12)}${ljust('DESCRIPTION', DESC)}   ${ljust('POOL', 4)}   ${rjust('AMOUNT', AMT_W - 1)}`,
  `${ljust('-'.repeat(10), 12)}${'-'.repeat(DESC)}   ----   ${'-'.repeat(AMT_W - 1)}`,
];

/** Every page of the report: each line's text and position. */
export function reportPages(m: PacketModel, s: StatementModel): PrintedPage[] {
  const l = m.lease;
  const f = ashfordFacts(m);
  const { groups, total } = reportTable(m, s);
  const calc = reportCalc(m, s);
  // ---- the table's entries (kept together across a page break), with the pool each belongs to
  type Entry = { lines: string[]; pool: ReportGroup | null };
  const table: Entry[] = [];
  for (const g of groups) {
    table.push({ lines: [`${' '.repeat(12)}POOL ${g.code} - ${g.name}`], pool: g });
    for (const x of g.lines) {
      const parts = wrapWords(x.desc, DESC);
      const lines = parts.map((p, i) =>
        i < parts.length - 1
          ? `${ljust(i === 0 ? x.account : '', 12)}${p}`
          : `${ljust(i === 0 ? x.account : '', 12)}${ljust(p, DESC)}   ${ljust(g.code, 4)}   ${rjust(gbMoney(x.amount), AMT_W)}`,
      );
      table.push({ lines, pool: g });
    }
    table.push({
      lines: [
        `${ljust(`${' '.repeat(12)}** ${g.code} SUBTOTAL **`, AMT_AT)}${rjust(gbMoney(g.subtotal), AMT_W)}`,
        '',
      ],
      pool: null,
    });
  }
  table.push({
    lines: [
      `${' '.repeat(AMT_AT)}${rjust('-'.repeat(AMT_W - 1), AMT_W - 1)}`,
      `${ljust(`${' '.repeat(12)}*** TOTAL RECOVERABLE EXPENSES ***`, AMT_AT)}${rjust(gbMoney(total), AMT_W)}`,
      `${' '.repeat(AMT_AT)}${rjust('='.repeat(AMT_W - 1), AMT_W - 1)}`,
    ],
    pool: null,
  });
  const block = [
    `TENANT     ${ljust(`${f.tenantId}  ${l.tenant.name.toUpperCase()}`, 66)}LEASE NO    ${f.leaseNo}`,
    `PREMISES   ${ljust(premisesName(m).toUpperCase(), 66)}LEASE TYPE  ${s.base ? `BASE YEAR ${s.base.year} / EXPENSE STOP` : 'NET'}`,
    `PERIOD     ${ljust(`01/01/${String(s.year).slice(2)} THRU 12/31/${String(s.year).slice(2)}`, 66)}BILL DATE   ${sysDate(s.date)}`,
    '',
  ];
  const tail: string[] = ['', 'TENANT RECOVERY CALCULATION', '-'.repeat(27)];
  calc.forEach(([label, value], i) => {
    if (i === calc.length - 1) tail.push(`${' '.repeat(AMT_AT)}${rjust('-'.repeat(AMT_W - 1), AMT_W - 1)}`);
    tail.push(amountLine(label, value));
  });
  const bal = s.numbers.balance;
  tail.push('');
  for (const t of wrapWords(
    `REMARKS: ${bal >= 0 ? 'BALANCE DUE IS PAYABLE WITHIN 30 DAYS OF THE BILL DATE AND WILL APPEAR ON YOUR NEXT STATEMENT OF ACCOUNT.' : 'THE CREDIT DUE WILL BE APPLIED TO YOUR NEXT STATEMENT OF ACCOUNT.'} QUESTIONS: TENANT ACCOUNTING ${f.phone}. REFER TO TENANT ID ${f.tenantId}.`,
    100,
  ))
    tail.push(t);
  tail.push('');
  tail.push(center('*** END OF REPORT ***', REPORT_COLS));
  // ---- pagination: the table always breaks across a page
  const room = LINES_PER_PAGE - 3;
  // page 1 ends before the third expense line from the end at the latest, so that the
  // continuation page carries expense lines under the repeated headers
  const expenseAt = table
    .map((e, i) => (e.pool && e.lines.at(-1)!.endsWith(' ') ? i : -1))
    .filter((i) => i >= 0);
  const cutAt = expenseAt[Math.max(0, expenseAt.length - 3)]!;
  const rowsBefore = table.slice(0, cutAt).reduce((a, e) => a + e.lines.length, 0);
  const page1Room = Math.min(room - block.length - COLUMN_HEADER.length, rowsBefore);
  const pages: string[][] = [];
  let cur: string[] = [...block, ...COLUMN_HEADER];
  let used = 0; // table lines on the current page
  let limit = page1Room;
  const contLine = `TENANT     ${f.tenantId}  ${l.tenant.name.toUpperCase()}  (CONTINUED)`;
  for (const e of table) {
    if (used + e.lines.length > limit) {
      pages.push(cur);
      cur = [contLine, '', ...COLUMN_HEADER];
      if (e.pool && !e.lines[0]!.includes(`POOL ${e.pool.code} - `))
        cur.push(`${' '.repeat(12)}POOL ${e.pool.code} - ${e.pool.name} (CONTINUED)`);
      used = 0;
      limit = room - cur.length;
    }
    cur.push(...e.lines);
    used += e.lines.length;
  }
  for (const t of tail) {
    if (cur.length >= room) {
      pages.push(cur);
      cur = [contLine, ''];
    }
    cur.push(t);
  }
  pages.push(cur);
  if (pages.length < 2) throw new Error('ashford-greenbar: the table must break across a page');
  return pages.map((body, i) => {
    const lines = [...pageHeader(m, s, i + 1), ...body].map((text, k) => ({ text, y: TOP + k * PITCH }));
    const bands = f.bands
      ? Array.from({ length: Math.ceil(LINES_PER_PAGE / 6) }, (_, k) => ({
          y: TOP - 2 + k * 6 * PITCH,
          h: 3 * PITCH,
        }))
      : undefined;
    return bands ? { lines, bands } : { lines };
  });
}

export async function renderAshfordGreenbarStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  void rng;
  const f = ashfordFacts(m);
  return printPages(reportPages(m, s), {
    size: 9,
    left: 40,
    landscape: true,
    date: s.date,
    title: `${f.stmtProgram} TENANT ESCALATION/RECOVERY BILLING ${s.year}`,
    author: f.firm,
  });
}
