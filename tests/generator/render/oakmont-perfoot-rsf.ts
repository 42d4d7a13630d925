/**
 * Family "oakmont-perfoot" (decision 0087): the statement's arithmetic per rentable square foot.
 *
 * The family office keeps its reconciliation as a spreadsheet that divides every cost by the
 * Building's rentable area and multiplies the result by the suite's rentable area. The model bills
 * `round(pool × share)` with the share the lease's two areas' ratio to four decimals of a percent,
 * so the spreadsheet's divisor is the one that share implies (the suite's area over the share):
 * every per-RSF figure below is `cost × share / suite area`. The table's figures are rounded to
 * four places (a cell format); the tenant's multiplication carries the unrounded cost per RSF as a
 * cell left in Excel's General format shows it (about ten significant digits), so that, multiplied
 * by the suite's area and rounded to the cent, it gives exactly the share the model bills (or, when
 * the year's planted MATH_ERROR is in the share, the figure it should have given).
 *
 * Nothing here is truth: the truth's figures are the model's; this file only decides how they are
 * printed (the base year's split by category is the family's own, see baseParts).
 */
import { commas, money } from '../format';
import type { LineModel, PacketModel, StatementModel } from '../model';
import { Rng } from '../prng';
import { spread } from './pools';

const isOpex = (c: string) => c !== 'TAX' && c !== 'INSURANCE';

/** num / den rounded half away from zero (den > 0). */
function divRound(num: bigint, den: bigint): bigint {
  const neg = num < 0n;
  const a = neg ? -num : num;
  const q = (2n * a + den) / (2n * den);
  return neg ? -q : q;
}

/** The billed share in units of 1e-4 percent (4.3631% -> 43631). */
const shareUnits = (s: StatementModel) => BigInt(Math.round(s.sharePct * 10000));

/** A cost (cents) per RSF in units of 1e-4 dollars, rounded: cost × share / suite area. */
export function rate4(s: StatementModel, cents: number): bigint {
  return divRound(BigInt(cents) * shareUnits(s), BigInt(s.shareNumRsf) * 10000n);
}

/** "10.2993", negatives "(0.0123)": the table's per-RSF figures (four places, no "$"). */
export function rateText(units: bigint): string {
  const neg = units < 0n;
  const a = neg ? -units : units;
  const t = `${commas(Number(a / 10000n))}.${String(a % 10000n).padStart(4, '0')}`;
  return neg ? `(${t})` : t;
}

/** A decimal string's value times the suite's area, in cents rounded half up (what the print gives). */
export function productCents(rate: string, rsf: number): number {
  const [i, f = ''] = rate.split('.');
  const digits = BigInt(`${i!.replace(/,/g, '')}${f}`);
  return Number(divRound(digits * BigInt(rsf) * 100n, 10n ** BigInt(f.length)));
}

/** A bigint of 10^-d units as a decimal string, trailing zeros dropped (at least two places). */
function decimalText(units: bigint, d: number): string {
  const s = units.toString().padStart(d + 1, '0');
  const frac = s.slice(s.length - d).replace(/0+$/, '');
  return `${s.slice(0, s.length - d)}.${frac.padEnd(2, '0')}`;
}

/**
 * The unrounded cost per RSF of `cents` as the spreadsheet's General-format cell shows it (about
 * ten significant digits), checked to give `target` cents times the suite's area: more places
 * when the ten would round the product the other way, and as a last resort the target's own rate.
 */
export function unroundedRate(s: StatementModel, cents: number, target: number): string {
  const num = BigInt(cents) * shareUnits(s);
  const den = BigInt(s.shareNumRsf) * 10n ** 8n;
  const intLen = String(num / den).length;
  for (let d = Math.max(6, 10 - intLen); d <= 14; d++) {
    const t = decimalText(divRound(num * 10n ** BigInt(d), den), d);
    if (productCents(t, s.shareNumRsf) === target) return t;
  }
  const t = decimalText(divRound(BigInt(target) * 10n ** 12n, BigInt(s.shareNumRsf) * 100n), 12);
  if (productCents(t, s.shareNumRsf) !== target) throw new Error('oakmont-perfoot: no rate gives the share');
  return t;
}

/** The table's money: "1,234.56", negatives "(1,234.56)", no "$". */
export const tblMoney = (cents: number) => money(cents, { dollar: false, parens: true });

/** The share block's money: "$1,234.56", negatives "($1,234.56)". */
export const blkMoney = (cents: number) => money(cents, { parens: true });

/** Lines that were in the Building's costs in the base year too (not a split invoice, a planted line or amortization). */
const recurring = (ln: LineModel) =>
  ln.planted === null && !['dup-a', 'dup-b', 'excluded', 'capital'].includes(ln.key);

/**
 * The lease's stipulated base-year amount split by category, the same in every statement of the
 * packet: over the recurring costs, weighted by their average over the statement years with a
 * draw of the family's own (the base year's mix was not this year's), by largest remainder so the
 * parts add up to the stipulated amount exactly. Empty for a net lease.
 */
export function baseParts(m: PacketModel): Map<string, number> {
  const base = m.lease.baseYearExpensesCents;
  const out = new Map<string, number>();
  if (base === null) return out;
  const keys = [
    ...new Set(m.statements.flatMap((s) => s.lines.filter(recurring).map((ln) => ln.key))),
  ].sort();
  const rng = new Rng(`oakmont-perfoot:base:${m.spec.seed}`);
  const weights = keys.map((k) => {
    const amts = m.statements.flatMap((s) =>
      s.lines.filter((ln) => ln.key === k).map((ln) => ln.amountCents),
    );
    return (amts.reduce((a, v) => a + v, 0) / amts.length) * rng.float(0.82, 1.0);
  });
  spread(base, weights).forEach((v, i) => {
    out.set(keys[i]!, v);
  });
  return out;
}

export interface RsfRow {
  label: string;
  amount: number;
  rate: bigint;
  /** Base-year leases: the base year's part and its rate ("—" when the cost is new), the increase. */
  baseRate: bigint | null;
  incRate: bigint | null;
  base: number | null;
  line: LineModel | null;
}

export interface RsfTable {
  groups: { title: string; rows: RsfRow[] }[];
  /** Building operations before taxes and insurance (the CAM-only fee's basis). */
  opex: RsfRow;
  total: RsfRow;
}

/** The statement's table: the lines by group with their per-RSF figures, the subtotal and the total. */
export function rsfTable(m: PacketModel, s: StatementModel): RsfTable {
  const parts = baseParts(m);
  const by = s.base !== null;
  const row = (label: string, amount: number, base: number | null, line: LineModel | null): RsfRow => ({
    label,
    amount,
    rate: rate4(s, amount),
    base,
    baseRate: by && base !== null ? rate4(s, base) : null,
    incRate: by ? rate4(s, amount - (base ?? 0)) : null,
    line,
  });
  const lineRow = (ln: LineModel) =>
    row(ln.label, ln.amountCents, recurring(ln) && by ? (parts.get(ln.key) ?? null) : null, ln);
  const sumOf = (rows: RsfRow[], f: (r: RsfRow) => number | null) =>
    rows.reduce((a, r) => a + (f(r) ?? 0), 0);
  const opexRows = s.lines.filter((ln) => isOpex(ln.category)).map(lineRow);
  const taxIns = [
    ...s.lines.filter((ln) => ln.category === 'TAX'),
    ...s.lines.filter((ln) => ln.category === 'INSURANCE'),
  ].map(lineRow);
  const groups = [
    { title: 'BUILDING OPERATIONS', rows: opexRows },
    { title: 'TAXES AND INSURANCE', rows: taxIns },
  ].filter((g) => g.rows.length > 0);
  const opex = row(
    'Total building operations',
    sumOf(opexRows, (r) => r.amount),
    by ? sumOf(opexRows, (r) => r.base) : null,
    null,
  );
  const total = row(
    `TOTAL OPERATING EXPENSES ${s.year}`,
    s.numbers.pool,
    s.base?.deductionCents ?? null,
    null,
  );
  return { groups, opex, total };
}

export interface BlockRow {
  label: string;
  amount: number;
  bold?: boolean;
}

/** The share the model bills before any planted slip in it (the rate's target). */
const cleanShare = (s: StatementModel) => s.numbers.tenantShare - s.delta.share;

/** The unrounded cost (or increase) per RSF the tenant's multiplication carries. */
export function shareRate(s: StatementModel): string {
  const shared = s.base ? Math.max(0, s.numbers.pool - s.base.deductionCents) : s.numbers.pool;
  return unroundedRate(s, shared, cleanShare(s));
}

/** The CAM-only fee's basis per RSF (building operations before taxes and insurance), unrounded. */
export function opexRate(s: StatementModel): string {
  const opex = s.lines.filter((ln) => isOpex(ln.category)).reduce((a, ln) => a + ln.amountCents, 0);
  return unroundedRate(s, opex, s.numbers.camShare ?? 0);
}

/** The "YOUR SHARE" block, row by row (the tests read it back). */
export function shareBlock(s: StatementModel): BlockRow[] {
  const n = s.numbers;
  const area = `your rentable area (${commas(s.shareNumRsf)} RSF)`;
  const rows: BlockRow[] = [
    {
      label: s.base
        ? `Your share: increase of $${shareRate(s)} per RSF × ${area}`
        : `Your share: $${shareRate(s)} per RSF × ${area}`,
      amount: n.tenantShare,
    },
  ];
  if (s.fee)
    rows.push({
      label:
        s.fee.base === 'CAM'
          ? `Administrative fee, ${s.fee.pct}% of ${blkMoney(n.camShare ?? 0)} (building operations before taxes and insurance: $${opexRate(s)} per RSF × ${commas(s.shareNumRsf)} RSF)`
          : `Administrative fee, ${s.fee.pct}% of your share (${blkMoney(n.tenantShare)})`,
      amount: n.fee,
    });
  rows.push({ label: `Total additional rent for ${s.year}`, amount: n.totalDue, bold: true });
  rows.push({
    label: `Less monthly estimates billed: ${blkMoney(s.monthlyEstimateCents)} × ${s.estimateMonths} months = ${blkMoney(n.estimates)}`,
    amount: -n.estimates,
  });
  rows.push({
    label: n.balance < 0 ? 'CREDIT DUE TO TENANT' : 'BALANCE DUE FROM TENANT',
    amount: n.balance,
    bold: true,
  });
  return rows;
}
