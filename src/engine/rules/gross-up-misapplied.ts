import { type ChargeModel, overchargeOf, withoutCents } from '../model';
import type { ExpenseCategory, StatementLine } from '../types';
import { confidenceOf } from './confidence';
import { evidenceList, statementEvidence, sure } from './evidence';
import { pct, severityFor, usd } from './format';
import { modelOf } from './model-of';
import type { FindingDraft, Rule } from './types';

/** Costs that do not move with occupancy: a "variable expenses" gross-up never applies to them. */
const FIXED: ExpenseCategory[] = ['TAX', 'INSURANCE'];

interface Fix {
  line: StatementLine;
  actual: number;
  correct: number;
  why: string;
}

/**
 * GROSS_UP_MISAPPLIED: a statement that shows actual and grossed-up amounts grossed a line up
 * further than the lease allows:
 * - a fixed cost (taxes, insurance) grossed up when the lease grosses up variable costs only;
 * - grossed up although occupancy was at or above the lease's level (correct = actual);
 * - grossed up to an occupancy above the lease's level: correct = actual x lease level /
 *   actual occupancy, or, when the occupancy is not printed but the level used is,
 *   billed x lease level / level used. Never below actual, never above billed.
 * Amount: the year's charge with the excess gross-up removed from the pool (fee included).
 */
export const grossUpMisapplied: Rule = {
  id: 'GROSS_UP_MISAPPLIED',
  pricedBy: 'STATEMENT_MODEL',
  run(ctx) {
    const lease = ctx.lease;
    const gu = sure(lease?.grossUp);
    if (!lease || !gu || !(gu.occupancyPct > 0) || gu.occupancyPct > 100) return [];
    const L = gu.occupancyPct;
    const out: FindingDraft[] = [];
    for (const st of ctx.statements) {
      if (st.year === null) continue;
      const model = modelOf(ctx, st).model;
      if (!model) continue;
      const occ =
        st.occupancyPct !== null && st.occupancyPct > 0 && st.occupancyPct <= 100 ? st.occupancyPct : null;
      const used = st.grossUpPct !== null && st.grossUpPct > 0 && st.grossUpPct <= 100 ? st.grossUpPct : null;
      const fixes: Fix[] = [];
      for (const line of st.lines) {
        const actual = line.actualCents;
        if (actual === null || actual === undefined || actual <= 0) continue;
        const billed = line.amountCents;
        // Only lines the landlord increased: the rounding of a grossed figure is a cent or two.
        if (billed - actual <= Math.max(100, actual * 0.002)) continue;
        let correct: number | null = null;
        let why = '';
        if (FIXED.includes(line.category) && gu.appliesTo === 'VARIABLE') {
          correct = actual;
          why = `${line.label} is a fixed cost; the lease grosses up only costs that vary with occupancy`;
        } else if (occ !== null) {
          if (occ >= L) {
            correct = actual;
            why = `occupancy was ${pct(occ)}, at or above the lease's ${pct(L)}, so no gross-up applies`;
          } else {
            correct = (actual * L) / occ;
            why = `${usd(actual)} x ${pct(L)} / ${pct(occ)} = ${usd(correct)}`;
          }
        } else if (used !== null && used > L) {
          correct = (billed * L) / used;
          why = `${usd(billed)} x ${pct(L)} / ${pct(used)} = ${usd(correct)}`;
        }
        if (correct === null) continue;
        correct = Math.min(billed, Math.max(actual, correct));
        // A few tenths of a percent is the rounding of a printed occupancy, not an error.
        if (billed - correct <= Math.max(100, billed * 0.005)) continue;
        fixes.push({ line, actual, correct, why });
      }
      if (!fixes.length) continue;
      let corrected: ChargeModel = model;
      for (const f of fixes)
        corrected = withoutCents(corrected, f.line.amountCents - f.correct, f.line.category);
      const amount = overchargeOf(model, corrected);
      if (amount < 100) continue;
      const excess = fixes.reduce((s, f) => s + f.line.amountCents - f.correct, 0);
      const fixedOnes = fixes.filter((f) => FIXED.includes(f.line.category) && gu.appliesTo === 'VARIABLE');
      const levelWords =
        used !== null && used > L
          ? `grossed up to ${pct(used)} occupancy where your lease allows ${pct(L)}`
          : occ !== null && occ >= L
            ? `grossed up although the building was ${pct(occ)} occupied (your lease allows a gross-up only below ${pct(L)})`
            : `grossed up beyond what your lease's ${pct(L)} gross-up allows`;
      const what = fixedOnes.length
        ? fixedOnes.length === fixes.length
          ? `fixed costs (${fixedOnes.map((f) => f.line.label).join(', ')}) were grossed up, though your lease grosses up only costs that vary with occupancy`
          : `fixed costs were grossed up and variable costs were ${levelWords}`
        : `variable costs were ${levelWords}`;
      const feeNote = model.fee ? ' plus the admin fee on it' : '';
      out.push({
        rule: 'GROSS_UP_MISAPPLIED',
        year: st.year,
        amountCents: amount,
        severity: severityFor(amount),
        confidence: confidenceOf(lease.grossUp.confidence, 0.85),
        title: `Costs for ${st.year} were grossed up more than your lease allows`,
        explanation:
          `When a building is partly empty, a landlord may "gross up" costs that vary with occupancy as if the building were ${pct(L)} full, but no further. ` +
          `On the ${st.year} statement ${what}. ` +
          `That adds ${usd(excess)} to the building's costs; your ${pct(model.share * 100)} share of it${feeNote} is ${usd(amount)}.`,
        calculation: [
          `Lease gross-up: ${pct(L)} occupancy, ${gu.appliesTo === 'VARIABLE' ? 'variable costs only' : 'all costs'}`,
          ...(occ !== null ? [`Actual occupancy ${st.year}: ${pct(occ)}`] : []),
          ...(used !== null ? [`Statement grossed up to: ${pct(used)}`] : []),
          ...fixes.map(
            (f) =>
              `${f.line.label}: actual ${usd(f.actual)}, billed ${usd(f.line.amountCents)}, allowed ${usd(f.correct)} (${f.why}); over by ${usd(f.line.amountCents - f.correct)}`,
          ),
          `Excess gross-up: ${usd(excess)}; your charge falls by ${usd(amount)} (${pct(model.share * 100)} share${feeNote})`,
        ],
        evidence: evidenceList(
          lease.grossUp.evidence,
          ...fixes.map((f) => f.line.evidence),
          statementEvidence(st, 'occupancyPct'),
          statementEvidence(st, 'grossUpPct'),
          statementEvidence(st, 'billedSharePct'),
        ),
        recommendation:
          `Ask the landlord to recompute the ${st.year} gross-up at the lease's ${pct(L)} occupancy, on variable costs only, ` +
          `with the monthly occupancy figures behind it, and credit ${usd(amount)}.`,
      });
    }
    return out;
  },
};
