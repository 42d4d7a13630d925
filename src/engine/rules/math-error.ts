import { isCamCategory, sumCents } from '../model';
import { parseMoneyCents } from '../parse';
import type { Evidence, Statement } from '../types';
import { evidenceList, statementEvidence } from './evidence';
import { pct, severityFor, usd } from './format';
import { dirtyLabel, linesUsable } from './lines';
import { modelOf } from './model-of';
import type { FindingDraft, Rule, RuleContext } from './types';

/**
 * MATH_ERROR: the statement's own arithmetic overstates what the tenant owes. The chain
 *   lines -> total -> share x (total - base) -> + admin fee -> total due -> - estimates -> balance
 * is recomputed step by step, and a finding is made only when the reading is clean: exactly one
 * step breaks, by more than rounding, in the landlord's favour, and every later step follows the
 * wrong figure (so the error reaches the balance). Priced as the overstatement that reaches the
 * balance:
 * - a total that does not foot (lines sum to less): share x the difference, plus the admin fee
 *   when the fee was charged on the overstated figure;
 * - a tenant share that is not share % x pool: the difference, plus the fee when it follows;
 * - a balance that is not total due - estimates: the difference.
 * A total that does not foot is priced only when the gap is an arithmetic slip (transposed digits,
 * whole dollars, a line added twice) and the lines were read cleanly.
 * An error in the tenant's favour is not a finding; a balance that is the printed one with its
 * sign flipped (a credit read as a charge) or estimates that contradict their own months x
 * monthly figure are treated as misreadings, not errors.
 */

interface Chain {
  s: number;
  base: number;
  total: number;
  linesSum: number | null;
  share: number;
  fee: number;
  feeRate: number | null;
  due: number;
  estimates: number | null;
  balance: number | null;
}

function decimalsOf(n: number): number {
  const m = /\.(\d+)$/.exec(String(n));
  return m ? (m[1] as string).length : 0;
}

/** Residual of the tenant share against share % x (total - base), with its rounding tolerance. */
function shareResidual(st: Statement, total: number, share: number): { res: number; tol: number } {
  const pool = Math.max(0, total - (st.baseYearDeductionCents ?? 0));
  const p = st.billedSharePct as number;
  const lineRounding = 2 + st.lines.length * 0.5;
  // A % printed with fewer than two decimals ("5%", "5.00%") is taken as exact to two.
  const dec = Math.max(2, decimalsOf(p));
  const byPct = { res: share - (pool * p) / 100, tol: pool * 0.5 * 10 ** -dec * 0.01 + lineRounding };
  const num = st.shareNumeratorRsf;
  const den = st.shareDenominatorRsf;
  if (num && den && den > 0) {
    const ratio = num / den;
    // Only a ratio that agrees with the printed % (to its decimals) is another reading of it.
    if (Math.abs(ratio * 100 - p) <= 0.5 * 10 ** -decimalsOf(p) + 1e-9) {
      const byRatio = { res: share - pool * ratio, tol: lineRounding };
      if (Math.abs(byRatio.res) <= byRatio.tol) return byRatio;
      // Off both ways: the landlord multiplies by the % it prints.
      return byPct;
    }
  }
  return byPct;
}

/**
 * The admin fee's part of an overstatement `x` of the tenant's share: the fee rate x `x` when the
 * printed fee was charged on a base that includes `x`, else 0.
 */
function feeEffect(st: Statement, c: Chain, x: number, camExtra: number): number {
  if (!c.fee || !c.feeRate || c.feeRate <= 0) return 0;
  const billedBase = c.fee / c.feeRate;
  const camShare = sumCents(st.lines.filter((l) => isCamCategory(l.category))) * c.s;
  const candidates: { base: number; includes: boolean }[] = [
    { base: c.share, includes: true },
    { base: c.share - x, includes: false },
  ];
  if (st.baseYearDeductionCents === null || st.baseYearDeductionCents <= 0) {
    candidates.push({ base: camShare + camExtra, includes: camExtra > 0 });
    candidates.push({ base: camShare, includes: false });
  }
  candidates.sort((a, b) => Math.abs(a.base - billedBase) - Math.abs(b.base - billedBase));
  return candidates[0]?.includes ? c.feeRate * x : 0;
}

function chainOf(ctx: RuleContext, st: Statement): Chain | null {
  if (st.billedSharePct === null || st.billedSharePct <= 0 || st.billedSharePct > 100) return null;
  if (st.totalCents === null || st.tenantShareCents === null) return null;
  const fee = st.adminFeeCents ?? 0;
  const s = st.billedSharePct / 100;
  const feeRate: number | null =
    st.adminFeePct !== null
      ? st.adminFeePct / 100
      : fee > 0
        ? (modelOf(ctx, st).model?.fee?.rate ?? null)
        : null;
  const due = st.totalDueCents ?? st.tenantShareCents + fee;
  return {
    s,
    base: st.baseYearDeductionCents ?? 0,
    total: st.totalCents,
    linesSum: st.lines.length && linesUsable(st) ? sumCents(st.lines) : null,
    share: st.tenantShareCents,
    fee,
    feeRate,
    due,
    estimates: st.estimatesPaidCents,
    balance: st.balanceDueCents,
  };
}

const CENTS = 2;

/**
 * Whether two amounts differ in exactly one digit (same number of digits): on a scanned page that
 * is what one misread digit looks like, and nothing on the page tells it from a landlord's slip.
 */
export function oneDigitApart(a: number, b: number): boolean {
  const x = String(Math.round(Math.abs(a)));
  const y = String(Math.round(Math.abs(b)));
  if (x.length !== y.length || Math.sign(a) !== Math.sign(b)) return false;
  let diff = 0;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) diff++;
  return diff === 1;
}

export const mathError: Rule = {
  id: 'MATH_ERROR',
  run(ctx) {
    const out: FindingDraft[] = [];
    for (const st of ctx.statements) {
      if (st.year === null) continue;
      const c = chainOf(ctx, st);
      if (!c) continue;
      const footRes = c.linesSum === null ? 0 : c.total - c.linesSum;
      const footOff = Math.abs(footRes) > CENTS;
      const share = shareResidual(st, c.total, c.share);
      // The extraction's own check read the % with its printed decimals: a pass there is a pass.
      const shareCheck = st.checks.find((k) => k.name === 'share_x_pool');
      const shareOff = Math.abs(share.res) > share.tol && !shareCheck?.ok;
      const dueRes = st.totalDueCents === null ? 0 : c.due - (c.share + c.fee);
      const dueOff = Math.abs(dueRes) > CENTS;
      const balKnown = c.balance !== null && c.estimates !== null;
      const balRes = balKnown ? (c.balance as number) - (c.due - (c.estimates as number)) : 0;
      const balOff = Math.abs(balRes) > CENTS;
      const breaks = [footOff, shareOff, dueOff, balOff].filter(Boolean).length;
      if (breaks !== 1) continue;

      let amount = 0;
      let title = '';
      let explanation = '';
      const calc: string[] = [];
      const ev: (Evidence | null)[] = [];
      const feeWord = (f: number) => (f > 0 ? ` plus ${usd(f)} of admin fee charged on it` : '');
      if (footOff) {
        if (footRes <= 0 || c.linesSum === null) continue;
        // A clean reading explains the gap as an arithmetic slip: transposed digits (a multiple of 9),
        // whole dollars, or one line added twice; anything else is more likely a line misread.
        // On a scan, a line OCR lost leaves a gap of any amount, one in nine of them a multiple of
        // 9: there only whole dollars or a line's own amount explain it.
        const scannedTotal = Boolean(ctx.scanned?.(statementEvidence(st, 'totalCents')));
        const explained =
          (footRes % 9 === 0 && !scannedTotal) ||
          footRes % 100 === 0 ||
          st.lines.some((l) => l.amountCents === footRes);
        if (!explained || st.lines.some((l) => dirtyLabel(l.label))) continue;
        if (misreadOnScan(ctx, st, 'totalCents', c.total, c.linesSum)) continue;
        // The share must have been taken of the wrong total, and differ from the share of the lines.
        const pooled = Math.max(0, c.total - c.base) - Math.max(0, c.linesSum - c.base);
        const x = c.s * pooled;
        if (x < 100) continue;
        const camExtra = st.lines.some((l) => l.section) ? camSectionExtra(st, footRes) : 0;
        const fe = feeEffect(st, c, x, camExtra * c.s);
        amount = x + fe;
        title = `The ${st.year} statement's total is ${usd(footRes)} more than its lines add up to`;
        explanation =
          `The expense lines on the ${st.year} statement add up to ${usd(c.linesSum)}, but the statement prints a total of ${usd(c.total)} ` +
          `and charges your ${pct(st.billedSharePct as number)} share on that higher figure. ` +
          `The extra ${usd(footRes)} cost you ${usd(x)}${feeWord(fe)}: ${usd(amount)} in all.`;
        calc.push(
          `Sum of the ${st.lines.length} expense lines: ${usd(c.linesSum)}`,
          `Total printed: ${usd(c.total)} (over by ${usd(footRes)})`,
          `Your share of the overstatement: ${pct(st.billedSharePct as number)} x ${usd(pooled)} = ${usd(x)}`,
        );
        if (fe > 0) calc.push(`Admin fee on it: ${pct((c.feeRate ?? 0) * 100)} x ${usd(x)} = ${usd(fe)}`);
        ev.push(statementEvidence(st, 'totalCents'), ...st.lines.map((l) => l.evidence));
      } else if (shareOff) {
        const d = share.res;
        // A large gap is more often a misreading (a subtotal taken for the share) than a slip,
        // unless the share's own row prints the percentage and the pool it multiplies.
        const pool = Math.max(0, c.total - c.base);
        if (d < 100 || (d > Math.abs(c.share) * 0.25 && !rowPrintsItsOperands(st, pool))) continue;
        // Proven only when the statement's lines foot to the total the share is taken of: a
        // subtotal read as the total (lines adding up to far more) looks the same otherwise.
        if (c.linesSum === null) continue;
        if (misreadOnScan(ctx, st, 'tenantShareCents', c.share, c.share - d)) continue;
        const fe = feeEffect(st, c, d, 0);
        amount = d + fe;
        const right = c.share - d;
        title = `Your ${st.year} share is ${usd(d)} more than ${pct(st.billedSharePct as number)} of the costs`;
        explanation =
          `The ${st.year} statement applies your ${pct(st.billedSharePct as number)} share to ${usd(pool)}, which comes to ${usd(right)}, ` +
          `but it bills ${usd(c.share)}. The ${usd(d)} difference${feeWord(fe)} was carried into what you owe: ${usd(amount)} in all.`;
        calc.push(
          `${pct(st.billedSharePct as number)} x ${usd(pool)} = ${usd(right)}`,
          `Tenant share printed: ${usd(c.share)} (over by ${usd(d)})`,
        );
        if (fe > 0) calc.push(`Admin fee on it: ${pct((c.feeRate ?? 0) * 100)} x ${usd(d)} = ${usd(fe)}`);
        ev.push(
          statementEvidence(st, 'tenantShareCents'),
          statementEvidence(st, 'totalCents'),
          statementEvidence(st, 'billedSharePct'),
          statementEvidence(st, 'baseYearDeductionCents'),
        );
      } else if (balOff) {
        const d = balRes;
        const est = c.estimates as number;
        const right = c.due - est;
        if (d < 100) continue;
        // Only on a statement read whole (its lines foot its total): where they do not, the rows
        // read as the total due, the estimates and the balance may be any rows (a scanned
        // numbered-line form was priced so).
        if (c.linesSum === null) continue;
        // A credit printed in parentheses and read as a charge is a misreading, not an error.
        if (Math.abs((c.balance as number) + right) <= CENTS) continue;
        if (misreadOnScan(ctx, st, 'balanceDueCents', c.balance as number, right)) continue;
        if (
          st.estimateMonths !== null &&
          st.monthlyEstimateCents !== null &&
          Math.abs(st.estimateMonths * st.monthlyEstimateCents - est) > CENTS
        )
          continue;
        amount = d;
        title = `The ${st.year} balance is ${usd(d)} more than total due minus your payments`;
        explanation =
          `The ${st.year} statement says you owed ${usd(c.due)} for the year and paid ${usd(est)} in estimates, which leaves ${usd(right)}` +
          `${right < 0 ? ' (a credit to you)' : ''}. It bills a balance of ${usd(c.balance as number)} instead: ${usd(d)} too much.`;
        calc.push(
          `Total due ${usd(c.due)} - estimates paid ${usd(est)} = ${usd(right)}`,
          `Balance printed: ${usd(c.balance as number)} (over by ${usd(d)})`,
        );
        ev.push(
          statementEvidence(st, 'balanceDueCents'),
          statementEvidence(st, 'totalDueCents') ?? statementEvidence(st, 'tenantShareCents'),
          statementEvidence(st, 'estimatesPaidCents'),
        );
      } else {
        // A total due that is not share + fee: it may hold other charges the reading missed.
        continue;
      }
      calc.push(`Overstatement that reaches your balance: ${usd(amount)}`);
      out.push({
        rule: 'MATH_ERROR',
        year: st.year,
        amountCents: amount,
        severity: severityFor(amount),
        confidence: footOff ? 0.75 : 0.85,
        title,
        explanation,
        calculation: calc,
        evidence: evidenceList(...ev),
        recommendation: `Ask the landlord to correct the arithmetic of the ${st.year} reconciliation and credit ${usd(amount)}.`,
      });
    }
    return out;
  },
};

/**
 * Whether the tenant's share row prints its own operands: the share percentage and the pool it
 * is taken of ("Tenant's Share of Excess  2.0353% x 86,204.61  2,754.52"). Its product is then
 * checked against the figures beside it, not against a reading of other rows.
 */
function rowPrintsItsOperands(st: Statement, poolCents: number): boolean {
  const quote = st.evidence.tenantShareCents?.quote ?? '';
  const pcts = [...quote.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((m) => Number(m[1]));
  const amounts = [...quote.matchAll(/\d{1,3}(?:,\d{3})*\.\d{2}(?!\d)/g)].map((m) => parseMoneyCents(m[0]));
  return (
    pcts.some((p) => Math.abs(p - (st.billedSharePct ?? -1)) < 1e-9) &&
    amounts.some((a) => a !== null && Math.abs(a - poolCents) <= 1)
  );
}

/**
 * How much of a total's overstatement sits in a CAM section: when the lines carry sections and
 * the statement's own subtotal checks name the section that does not foot. 0 when unknown.
 */
function camSectionExtra(st: Statement, footRes: number): number {
  const failed = st.checks.filter((k) => !k.ok && k.name.startsWith('subtotal:'));
  if (failed.length !== 1) return 0;
  const name = (failed[0] as { name: string }).name.slice('subtotal:'.length).trim().toLowerCase();
  const camSections = new Set(
    st.lines
      .filter((l) => isCamCategory(l.category) && l.section)
      .map((l) => (l.section as string).toLowerCase()),
  );
  for (const sec of camSections)
    if (name.includes(sec) || sec.includes(name.replace(/^(sub)?total\s*/, ''))) return footRes;
  return /tax|insurance/i.test(name) ? 0 : footRes;
}

/**
 * A printed figure read by OCR that is one digit away from what the statement's arithmetic says:
 * a probable misreading, not priced (the review items still list the failed check).
 */
function misreadOnScan(
  ctx: RuleContext,
  st: Statement,
  key: string,
  printed: number,
  computed: number,
): boolean {
  return Boolean(ctx.scanned?.(statementEvidence(st, key))) && oneDigitApart(printed, computed);
}
