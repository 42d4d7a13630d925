/**
 * Helpers shared by the year-over-year and statement-arithmetic rules (CAM cap, gross-up, base
 * year, math, estimates, late statement) and the deadlines: UTC date arithmetic on YYYY-MM-DD
 * strings, finding a year's statement, controllable expenses, months of occupancy.
 */
import type { ExpenseCategory, Field, LeaseData, Statement, StatementLine } from '../types';
import { sure } from './evidence';
import { type ChargeModel, chargeModel, isCamCategory, sumCents } from './recalc';
import type { RuleContext } from './types';

const DAY_MS = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds since the epoch at UTC midnight, or null when the string is not a valid YYYY-MM-DD. */
export function parseIsoDate(date: string | null | undefined): number | null {
  if (!date) return null;
  const m = ISO.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t;
}

export function isoOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `date` + `days` calendar days (UTC), or null for an invalid date. */
export function addDays(date: string, days: number): string | null {
  const t = parseIsoDate(date);
  return t === null ? null : isoOf(t + days * DAY_MS);
}

/** Whole days from `a` to `b` (positive when b is later), or null. */
export function daysBetween(a: string, b: string): number | null {
  const ta = parseIsoDate(a);
  const tb = parseIsoDate(b);
  return ta === null || tb === null ? null : Math.round((tb - ta) / DAY_MS);
}

export { longDate } from '../parse/dates';

/** The last day of the period a statement reconciles (its printed period end, else December 31). */
export function periodEndOf(st: Statement): string | null {
  if (st.periodEnd && parseIsoDate(st.periodEnd) !== null) return st.periodEnd;
  return st.year !== null ? `${st.year}-12-31` : null;
}

/** The statement for one year (the first one read when the packet holds two). */
export function statementForYear(ctx: RuleContext, year: number): Statement | null {
  return ctx.statements.find((s) => s.year === year) ?? null;
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

export function labelKey(label: string): string {
  return label
    .toLowerCase()
    .replace(/^\s*[\d.-]{3,}\s+/, '')
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

function sameLabel(a: string, b: string): boolean {
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

/**
 * Months of the statement's year the tenant occupied (and so paid estimates for): 12, fewer in
 * the commencement year (counting the commencement month only when it starts on the 1st) or
 * the expiration year. Null when the year is before commencement or after expiration, or unknown.
 */
export function monthsOfOccupancy(lease: LeaseData | null, year: number): number | null {
  let first = 1;
  let last = 12;
  const start = lease?.commencementDate?.value ?? null;
  const ts = parseIsoDate(start);
  if (ts !== null) {
    const d = new Date(ts);
    const y = d.getUTCFullYear();
    if (y > year) return null;
    if (y === year) first = d.getUTCMonth() + 1 + (d.getUTCDate() === 1 ? 0 : 1);
  }
  const end = lease?.expirationDate?.value ?? null;
  const te = parseIsoDate(end);
  if (te !== null) {
    const d = new Date(te);
    const y = d.getUTCFullYear();
    if (y < year) return null;
    if (y === year) last = d.getUTCMonth() + 1;
  }
  const n = last - first + 1;
  return n > 0 ? n : null;
}

/** The lease field's evidence (null when none): for findings' evidence lists. */
export function fieldEvidence<T>(f: Field<T> | undefined): Field<T>['evidence'] {
  return f?.evidence ?? null;
}

/** Confidence of a finding from the fields and readings it rests on (the weakest link, capped). */
export function confidenceOf(...parts: (number | null | undefined)[]): number {
  const known = parts.filter((p): p is number => typeof p === 'number');
  const c = known.length ? Math.min(...known) : 0.5;
  return Math.max(0, Math.min(0.99, Number(c.toFixed(2))));
}

/**
 * The statement's charge model with the admin fee read more carefully when the statement prints
 * the fee without its rate: the rate is taken from the lease or the packet's other statements,
 * and the base (whole share or CAM share) is the one that rate reproduces the printed fee on.
 * Without a known rate, the base on which the fee is a round percentage (a multiple of 0.25 %)
 * wins. Otherwise the model is recalc's `chargeModel` as is.
 */
export function chargeModelIn(ctx: RuleContext, st: Statement): ChargeModel | null {
  const m = chargeModel(st);
  if (!m || st.adminFeePct !== null || st.adminFeeCents === null || st.adminFeeCents <= 0) return m;
  const fee = st.adminFeeCents;
  const bases: { base: 'ALL' | 'CAM'; cents: number }[] = [];
  if (st.tenantShareCents !== null && st.tenantShareCents > 0)
    bases.push({ base: 'ALL', cents: st.tenantShareCents });
  if (m.baseDeductionCents <= 0) {
    const cam = sumCents(st.lines.filter((l) => isCamCategory(l.category))) * m.share;
    if (cam > 0) bases.push({ base: 'CAM', cents: cam });
  }
  if (!bases.length) return m;
  const rates = new Set<number>();
  const leaseFee = sure(ctx.lease?.adminFee);
  if (leaseFee && leaseFee.pct > 0) rates.add(leaseFee.pct);
  for (const o of ctx.statements)
    if (o !== st && o.adminFeePct !== null && o.adminFeePct > 0) rates.add(o.adminFeePct);
  let best: { rate: number; base: 'ALL' | 'CAM'; off: number } | null = null;
  for (const r of rates)
    for (const b of bases) {
      const off = Math.abs((b.cents * r) / 100 - fee);
      if (off <= Math.max(2, fee * 0.005) && (!best || off < best.off))
        best = { rate: r / 100, base: b.base, off };
    }
  if (!best) {
    for (const b of bases) {
      const implied = (fee / b.cents) * 100;
      const off = Math.abs(implied - Math.round(implied * 4) / 4);
      if (off <= 0.005 && (!best || off < best.off)) best = { rate: fee / b.cents, base: b.base, off };
    }
  }
  return best ? { ...m, fee: { rate: best.rate, base: best.base } } : m;
}
