/**
 * Family "larkspur-board" (decision 0106): what the renderers add that the model does not hold,
 * drawn from the family's own streams (`larkspur-board:facts:<seed>`,
 * `larkspur-board:months:<seed>:<year>:<n>`): the board's name and form number, the broker, the
 * accounting package, which printed blanks the Addendum amends and the form's superseded values,
 * the account numbers, and **each expense line's twelve monthly amounts**, spread from the line's
 * annual model amount by seasonal weights and rounded to cents, the last month with a weight
 * (December, or a tax's second installment) taking the remainder so the twelve months add up to
 * the annual amount exactly. None of it changes a truth figure.
 */
import type { SectionKey } from '../data';
import { money } from '../format';
import type { LineModel, PacketModel, StatementModel } from '../model';
import { Rng } from '../prng';

const BOARDS = [
  'Larkspur Valley Board of Commercial Realtors',
  'Tri-County Commercial Real Estate Board',
  'Mid-State Association of Commercial Brokers',
  'Greater Foothills Commercial Board of Realtors',
] as const;
const PACKAGES = ['PropLedger 7', 'YardiSoft Classic', 'MRI-Lite', 'Skyline CAM Manager'] as const;
const BROKERS = [
  'Hollis & Trent Commercial',
  'Keystone Realty Advisors',
  'Meridian Brokerage Group',
] as const;

export interface BoardFacts {
  board: string;
  formNo: string;
  broker: string;
  pkg: string;
  /** The Addendum amends Paragraph 1.6 (the share the form's blank holds is superseded). */
  amendShare: boolean;
  /** The share the form's blank in 1.6 holds before the Addendum amends it. */
  staleSharePct: number | null;
  /** The Addendum amends Paragraph 1.11 (the audit period the form's blank holds). */
  amendAudit: boolean;
  staleAuditDays: number | null;
  /** The administrative fee the form's blank in 4.2(d) holds, which the Addendum always replaces. */
  printedFeePct: number;
  /** The Tenant Recovery Summary's wording of the balance. */
  balanceWords: 'DUE' | 'NEUTRAL';
}

export function boardFacts(m: PacketModel): BoardFacts {
  const r = new Rng(`larkspur-board:facts:${m.spec.seed}`);
  const l = m.lease;
  const board = r.pick(BOARDS);
  const formNo = `MTN-${r.int(3, 9)} (Rev. ${r.int(1, 12)}/${r.int(2014, 2020)})`;
  const broker = r.pick(BROKERS);
  const pkg = r.pick(PACKAGES);
  const amendShare = m.spec.lease.shareStated && r.chance(0.6);
  let staleSharePct: number | null = null;
  if (amendShare) {
    const dec = m.spec.lease.shareDecimals;
    const bump = r.float(0.15, 0.6) * (r.chance(0.5) ? 1 : -1);
    staleSharePct = Number((l.sharePct + bump).toFixed(dec));
    if (staleSharePct === l.sharePct || staleSharePct <= 0)
      staleSharePct = Number((l.sharePct + 0.5).toFixed(dec));
  }
  const amendAudit = !amendShare || r.chance(0.3);
  let staleAuditDays: number | null = null;
  if (amendAudit) {
    const opts = [30, 60, 90, 120, 180].filter((d) => d !== l.auditWindowDays);
    staleAuditDays = r.pick(opts);
  }
  const printedFeePct = r.pick([10, 12, 15, 20].filter((x) => x !== l.adminFee?.pct));
  return {
    board,
    formNo,
    broker,
    pkg,
    amendShare,
    staleSharePct,
    amendAudit,
    staleAuditDays,
    printedFeePct,
    balanceWords: r.chance(0.5) ? 'DUE' : 'NEUTRAL',
  };
}

/** Amounts as the package prints them: "1,234.56", a credit "(1,234.56)", nothing empty: "0.00". */
export const amt = (cents: number) =>
  cents < 0 ? `(${money(-cents, { dollar: false })})` : money(cents, { dollar: false });
/** The same with a dollar sign (the Recovery Summary and the ledger's totals). */
export const damt = (cents: number) => (cents < 0 ? `(${money(-cents)})` : money(cents));

export const MONTH_ABBR = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** Seasonal weights for a line by what it is. */
function weights(r: Rng, ln: LineModel): number[] {
  const label = ln.label.toLowerCase();
  if (ln.category === 'TAX') {
    const a = r.pick([
      [3, 9],
      [0, 6],
      [1, 10],
      [4, 11],
    ] as const);
    return MONTH_ABBR.map((_, i) => (i === a[0] || i === a[1] ? 1 : 0));
  }
  if (ln.category === 'INSURANCE') {
    if (r.chance(0.5)) {
      const k = r.int(0, 11);
      return MONTH_ABBR.map((_, i) => (i === k ? 1 : 0));
    }
    return MONTH_ABBR.map(() => 1);
  }
  if (label.includes('snow') || label.includes('heat') || label.includes('gas'))
    return MONTH_ABBR.map((_, i) => (i <= 2 || i >= 10 ? 3 + r.float(0, 1) : 0.3 + r.float(0, 0.3)));
  if (label.includes('landscap') || label.includes('grounds') || label.includes('water'))
    return MONTH_ABBR.map((_, i) => (i >= 3 && i <= 9 ? 2 + r.float(0, 1) : 0.5 + r.float(0, 0.3)));
  if (ln.category === 'UTILITIES' || label.includes('electric'))
    return MONTH_ABBR.map((_, i) => 1 + 0.35 * Math.cos(((i - 6.5) * Math.PI) / 6) + r.float(-0.1, 0.1));
  if (
    ln.category === 'CAPITAL' ||
    ln.category === 'LEASING_COMMISSIONS' ||
    ln.category === 'LEGAL_DISPUTES'
  ) {
    const k = r.int(0, 11);
    return MONTH_ABBR.map((_, i) => (i === k ? 1 : 0));
  }
  return MONTH_ABBR.map(() => 1 + r.float(-0.15, 0.15));
}

/**
 * The twelve monthly amounts of a statement's line `i`: rounded to cents by seasonal weight,
 * the last weighted month taking the remainder; throws unless they add up to the line's annual amount.
 */
export function monthsOf(m: PacketModel, s: StatementModel, i: number): number[] {
  const ln = s.lines[i]!;
  const r = new Rng(`larkspur-board:months:${m.spec.seed}:${s.year}:${i}`);
  const w = weights(r, ln);
  const W = w.reduce((a, x) => a + x, 0);
  // the last month with a weight takes the remainder (December unless the line is paid in
  // installments), so no empty month prints a stray cent
  const lastK = w.reduce((a, x, k) => (x > 0 ? k : a), 11);
  const out: number[] = [];
  let acc = 0;
  for (let k = 0; k < 12; k++) {
    const v = k === lastK ? 0 : Math.round((ln.amountCents * w[k]!) / W);
    out.push(v);
    acc += v;
  }
  out[lastK] = ln.amountCents - acc;
  if (out.reduce((a, x) => a + x, 0) !== ln.amountCents) throw new Error('larkspur-board: months');
  return out;
}

/** The package's account number of a line (pool range + order). */
export function accountNo(s: StatementModel, i: number): string {
  const ln = s.lines[i]!;
  const base: Record<SectionKey, number> = { CAM: 6100, UTIL: 6400, TAX: 6700, INS: 6800 };
  const before = s.lines.slice(0, i).filter((x) => x.section === ln.section).length;
  return `${base[ln.section] + (before + 1) * 10}-000`;
}
