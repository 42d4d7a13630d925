import type { ChargeModel } from '../model';
import { sumCents } from '../model';
import type { ExpenseCategory, Statement, StatementLine } from '../types';

/**
 * What the rules ask of a statement's expense lines: whether they are whole enough to sum,
 * which are capital, routine or controllable, and how a line is recognised across years.
 */

/** Whether the statement's lines add up to the pool it shares (so a base computed from lines is whole). */
export function linesFoot(st: Statement, m: ChargeModel): boolean {
  if (!st.lines.length) return false;
  const sum = sumCents(st.lines);
  return Math.abs(sum - m.poolCents) <= Math.max(100, Math.abs(m.poolCents) * 0.0005);
}

/**
 * Whether every row of the statement's table was read though its lines do not foot the printed
 * total: another column of the same rows foots its own printed total (extraction's rows_whole
 * check), so the footing error is the landlord's total, and sums over the lines are whole.
 */
export function rowsWhole(st: Statement): boolean {
  return st.checks.some((c) => c.name === 'rows_whole' && c.ok);
}

/**
 * Whether the statement's lines were read completely enough to trust sums over them: they foot
 * to the printed total within 15 % (a total that doesn't foot by a transposed digit still passes;
 * a table the extraction half-missed does not).
 */
export function linesUsable(st: Statement): boolean {
  if (!st.lines.length) return false;
  if (st.totalCents === null || st.totalCents <= 0) return true;
  const sum = st.lines.reduce((s, l) => s + l.amountCents, 0);
  return Math.abs(sum - st.totalCents) <= st.totalCents * 0.15;
}

/**
 * Whether every line is a cost of its own, not a pool's total standing in for lines the reading
 * lost ("Total Common Area Maintenance" where a scan's CAM lines did not foot): a total mixes the
 * costs a lease keeps apart (controllable, utilities, the management fee), so a rule that sums
 * lines by category cannot use it.
 */
export function linesDetailed(st: Statement): boolean {
  return !st.lines.some((l) => /^\s*(?:sub-?\s?)?totals?\b/i.test(l.label));
}

/**
 * Whether the statement as read is the landlord's arithmetic at all: its lines are usable and its
 * tenant share is within 20 % of share % x (total - base). A share that is the total itself, or
 * a tenth of it, is a column read in the wrong place (typically on a scan), not an error to price.
 */
export function statementReadable(st: Statement): boolean {
  if (!linesUsable(st)) return false;
  const { totalCents: t, tenantShareCents: share, billedSharePct: p } = st;
  if (t === null || share === null || p === null) return true;
  const expected = Math.max(0, t - (st.baseYearDeductionCents ?? 0)) * (p / 100);
  if (expected <= 0) return share <= 0;
  return Math.abs(share - expected) <= expected * 0.2;
}

/**
 * A line label with a bare amount or stray marks inside it: the row was not read cleanly (a
 * "$" amount in a label, like "cost $72,340.00", is part of the label).
 */
export function dirtyLabel(label: string): boolean {
  return /(?<![$\d,])\d{1,3}(?:,\d{3})*\.\d{2}\b|[°"“”’‘|{}~^]/.test(label);
}

/** Whether a capital line is already billed as an amortization installment (not the whole cost). */
export function isAmortizedLine(l: StatementLine, years?: number | null): boolean {
  const label = l.label;
  // "Amort." is how property-management systems abbreviate it on recovery statements
  if (
    /\bamort(?:i[sz]|\.|\b)|\b(?:year|yr)\.?\s*\d+\s*(?:of|\/)\s*\d+|\binstall?ments?\b|annual (?:portion|charge|share)|\bper year\b|\bdepreciat/i.test(
      label,
    )
  )
    return true;
  // an installment written as a fraction of the cost: "(3/15)", "(2/15 of 81,060.00)"
  if (/\(\s*\d+\s*\/\s*\d+\s*(?:\)|of\b)/i.test(label)) return true;
  // "cost $114,160.00" printed in the label and the line is a fraction of it
  const cost = printedCost(label);
  if (cost !== null && l.amountCents < cost * 0.9) return true;
  if (years && cost !== null && Math.abs(l.amountCents - cost / years) <= 100) return true;
  return false;
}

/** A cost printed inside a label ("...; cost $114,160.00"), in cents. */
export function printedCost(label: string): number | null {
  const m = /cost\s*(?:of\s*)?:?\s*\$?\s*([\d,]+(?:\.\d{2})?)/i.exec(label);
  if (!m) return null;
  const v = Number(m[1]!.replace(/,/g, ''));
  return Number.isFinite(v) && v > 0 ? Math.round(v * 100) : null;
}

/**
 * Whether a line read as capital is, by its own words, routine upkeep ("Paving and Parking Lot
 * Upkeep", "Roof Repairs and Replacement Parts"): not priced as capital unless it says capital.
 */
export function looksRoutine(label: string): boolean {
  if (/\bcapital\b|\bcapex\b|amorti[sz]/i.test(label)) return false;
  return /\b(?:upkeep|maint(?:enance|\.)?|repairs?|services?|cleaning|sweeping|striping|patching|inspections?|contracts?|monitoring|supplies)\b/i.test(
    label,
  );
}

/** A label without a leading account / GL code ("6120 Paving" -> "Paving"). */
export function withoutGlCode(label: string): string {
  return label.replace(/^\s*(?:gl\s*)?\d{3,6}(?:[.-]\d{1,4})?\s+(?=\D)/i, '');
}

/** A label reduced to its words for comparing lines across statements. */
export function labelKey(label: string): string {
  return withoutGlCode(label)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

/**
 * Whether a line read as capital recurs in another year's statement under the same words: a
 * project billed once in full does not come back every year, routine upkeep does. A label that
 * says "capital" is taken at its word.
 */
export function recursAcrossYears(l: StatementLine, st: Statement, all: Statement[]): boolean {
  if (/\bcapital\b|\bcapex\b/i.test(l.label)) return false;
  const key = labelKey(l.label);
  if (!key) return false;
  // labels that wrap are sometimes read in part: "Paving and Parking Lot" is "... Lot Upkeep"
  const same = (other: string) => {
    const k = labelKey(other);
    if (!k) return false;
    const [short, long] = k.length <= key.length ? [k, key] : [key, k];
    return short === long || (short.split(' ').length >= 2 && long.startsWith(`${short} `));
  };
  return all.some((o) => o !== st && o.year !== st.year && o.lines.some((x) => same(x.label)));
}

/**
 * Controllable expenses. Leases that cap "Controllable Operating Expenses" define them as all
 * operating expenses except taxes, insurance, utilities and other costs outside the landlord's
 * control; the management fee is a percentage of the other expenses with its own cap in most
 * leases, and amortized capital is a fixed charge, so both stay out too. Here: the lines in the
 * CONTROLLABLE category, plus unclassified (OTHER) lines, which on a CAM statement are ordinary
 * operating costs, unless they look like capital.
 *
 * When the statement is compared with another year's (`other`), the two are read consistently:
 * an unclassified line with exactly the amount of a capital line of the other year is that
 * capital charge (amortization does not change), and a line classified CAPITAL whose label recurs
 * in the other year with another amount and names no capital, amortization or depreciation is a
 * recurring maintenance cost; a line the other year classifies as a tax, insurance, utility or
 * management fee (a label cut short by wrapping reads differently) is left out in both years.
 */
const CAPITAL_WORDS =
  /capital|amortiz|depreciat|\b(?:yr|year)\s*\d+\s*of\s*\d+|\bof\s+\d+\s*$|\(\d+\s*\/\s*\d+\)/i;

const NOT_CONTROLLABLE: ExpenseCategory[] = ['TAX', 'INSURANCE', 'UTILITIES', 'MANAGEMENT_FEE'];

export function sameLabel(a: string, b: string): boolean {
  const ka = labelKey(a);
  const kb = labelKey(b);
  if (ka.length < 4 || kb.length < 4) return ka === kb && ka.length > 0;
  return ka === kb || (Math.min(ka.length, kb.length) >= 12 && (ka.startsWith(kb) || kb.startsWith(ka)));
}

export function controllableLines(st: Statement, other: Statement | null = null): StatementLine[] {
  const otherCapital = other ? other.lines.filter((l) => l.category === 'CAPITAL') : [];
  return st.lines.filter((l) => {
    if (l.category === 'CONTROLLABLE' || l.category === 'OTHER') {
      if (l.category === 'OTHER' && CAPITAL_WORDS.test(l.label)) return false;
      // A wrapped label's tail ("of 5") carrying exactly the other year's amortization charge.
      if (otherCapital.some((c) => c.amountCents === l.amountCents)) return false;
      // The same cost classified as a tax, insurance, utility or fee in the other year.
      return !other?.lines.some((o) => NOT_CONTROLLABLE.includes(o.category) && sameLabel(o.label, l.label));
    }
    if (l.category === 'CAPITAL' && other) {
      if (CAPITAL_WORDS.test(l.label)) return false;
      return other.lines.some((o) => o.amountCents !== l.amountCents && sameLabel(o.label, l.label));
    }
    return false;
  });
}

export function controllableCents(st: Statement, other: Statement | null = null): number {
  return controllableLines(st, other).reduce((s, l) => s + l.amountCents, 0);
}

/**
 * Whether two years' controllable lines were read as the same set of costs: most lines of each
 * year find their namesake in the other. A landlord's cost list barely changes from one year to
 * the next; one year read as a single subtotal row against seven lines the other year is a table
 * read two ways (a page break, a group subtotal), and comparing their sums prices the misreading.
 */
export function sameCostList(a: StatementLine[], b: StatementLine[]): boolean {
  if (!a.length || !b.length) return false;
  const found = (xs: StatementLine[], ys: StatementLine[]) =>
    xs.filter((x) => ys.some((y) => sameLabel(x.label, y.label))).length / xs.length;
  return found(a, b) >= 0.6 && found(b, a) >= 0.6;
}

/** Lines at most this many are tried together as the part of the lines a printed total leaves out. */
const LEFT_OUT_MAX = 5;

/**
 * The lines the statement bills: all of them, less those its printed total leaves out. Where the
 * lines add up to more than the total and one line, or a few together, make up exactly the
 * difference, those lines were listed but not billed (a ledger's non-recoverable accounts whose
 * flag a scan lost, a memo line): an overcharge cannot be priced on a cost the tenant was not
 * charged. A total that falls short of its lines by no line's amount is the landlord's footing
 * error, and every line stays.
 */
export function billedLines(st: Statement): StatementLine[] {
  if (st.totalCents === null || st.lines.length < 2) return st.lines;
  const gap = sumCents(st.lines) - st.totalCents;
  if (gap <= 2) return st.lines;
  const lines = st.lines.filter((l) => l.amountCents > 0 && l.amountCents <= gap + 2);
  const found: StatementLine[][] = [];
  const pick = (from: number, left: number, chosen: StatementLine[]) => {
    if (found.length > 1) return;
    if (Math.abs(left) <= 2 && chosen.length) {
      found.push([...chosen]);
      return;
    }
    if (chosen.length === LEFT_OUT_MAX || left < -2) return;
    for (let i = from; i < lines.length; i++) {
      const l = lines[i] as StatementLine;
      if (l.amountCents > left + 2) continue;
      chosen.push(l);
      pick(i + 1, left - l.amountCents, chosen);
      chosen.pop();
    }
  };
  pick(0, gap, []);
  // One way only to make up the difference: two would leave it open which lines were billed.
  if (found.length !== 1) return st.lines;
  const out = new Set(found[0]);
  return st.lines.filter((l) => !out.has(l));
}
