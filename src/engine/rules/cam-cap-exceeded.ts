import { overchargeOf, withoutCents } from '../model';
import { confidenceOf } from './confidence';
import { evidenceList, statementEvidence, sure } from './evidence';
import { pct, severityFor, usd } from './format';
import {
  controllableCents,
  controllableLines,
  linesDetailed,
  linesFoot,
  rowsWhole,
  sameCostList,
  statementReadable,
} from './lines';
import { modelOf } from './model-of';
import { statementForYear } from './periods';
import type { FindingDraft, Rule } from './types';

/**
 * CAM_CAP_EXCEEDED: controllable expenses grew past the lease's cap.
 *
 * Controllable = see `controllableLines` (lines.ts): taxes, insurance, utilities, the
 * management fee and capital are outside it, as leases usually define "Controllable Operating
 * Expenses"; the two years compared are classified consistently. The cap on year Y:
 * - NON_CUMULATIVE: the prior year's controllable as billed x (1 + r); needs the prior-year statement;
 * - CUMULATIVE_COMPOUNDING: the cap base year's controllable x (1 + r)^n, n = Y - base year;
 * - CUMULATIVE_SIMPLE: the base year's controllable x (1 + r n).
 * A cumulative cap needs its base year named by the lease and that year's statement in the
 * packet; without either nothing is priced (the earliest statement is not a stand-in for a base
 * the lease does not name). Amount: the year's charge with the excess removed from the pool,
 * admin fee included (the model's `overchargeOf`).
 */
export const camCapExceeded: Rule = {
  id: 'CAM_CAP_EXCEEDED',
  pricedBy: 'STATEMENT_MODEL',
  run(ctx) {
    const lease = ctx.lease;
    const cap = sure(lease?.camCap);
    if (!lease || !cap || !(cap.pct > 0) || cap.pct >= 100) return [];
    const r = cap.pct / 100;
    const out: FindingDraft[] = [];
    for (const st of ctx.statements) {
      if (st.year === null || !statementReadable(st)) continue;
      const model = modelOf(ctx, st).model;
      if (!model) continue;
      let refYear: number;
      let capCents: number;
      let basisLine: string;
      if (cap.type === 'NON_CUMULATIVE') {
        refYear = st.year - 1;
      } else {
        if (cap.baseYear === null || st.year <= cap.baseYear) continue;
        refYear = cap.baseYear;
      }
      const ref = statementForYear(ctx, refYear);
      if (!ref || !statementReadable(ref)) continue;
      // Controllable costs are summed line by line: a pool's total read in place of its lines
      // would count its utilities and fee as controllable (a summit-industrial scan was priced so).
      if (!linesDetailed(st) || !linesDetailed(ref)) continue;
      // Both years' controllable sums are taken from their lines, so both tables must have been
      // read whole: lines that foot to the pool each statement shares. A reference year read a
      // few lines short (a row lost to a page break or a column misplaced) understates the base
      // by a few percent, which is exactly the size of a cap excess; the gate on this year's
      // printed share cannot see that (a summit-industrial clean packet was priced so).
      // A reference year whose printed total is itself wrong (a footing error the math-error rule
      // prices) still gives a whole base where another column of its rows foots (rowsWhole).
      const refModel = modelOf(ctx, ref).model;
      if (!refModel || !(linesFoot(ref, refModel) || rowsWhole(ref)) || !linesFoot(st, model)) continue;
      if (!sameCostList(controllableLines(st, ref), controllableLines(ref, st))) continue;
      const refC = controllableCents(ref, st);
      const billedC = controllableCents(st, ref);
      if (refC <= 0 || billedC <= 0) continue;
      const n = st.year - refYear;
      if (cap.type === 'NON_CUMULATIVE') {
        capCents = refC * (1 + r);
        basisLine = `Cap for ${st.year}: ${refYear} controllable ${usd(refC)} x (1 + ${pct(cap.pct)}) = ${usd(capCents)}`;
      } else if (cap.type === 'CUMULATIVE_COMPOUNDING') {
        capCents = refC * (1 + r) ** n;
        basisLine = `Cap for ${st.year}: ${refYear} controllable ${usd(refC)} x (1 + ${pct(cap.pct)})^${n} = ${usd(capCents)}`;
      } else {
        capCents = refC * (1 + r * n);
        basisLine = `Cap for ${st.year}: ${refYear} controllable ${usd(refC)} x (1 + ${pct(cap.pct)} x ${n}) = ${usd(capCents)}`;
      }
      const excess = billedC - capCents;
      if (excess <= 100) continue;
      // Growth of half again over the cap is a misread table (a column or a year off), not a cap error.
      if (billedC > capCents * 1.5) continue;
      const corrected = withoutCents(model, excess, 'CONTROLLABLE');
      const amount = overchargeOf(model, corrected);
      if (amount < 100) continue;
      const growth = ((billedC - refC) / refC) * 100;
      const allowed = cap.type === 'NON_CUMULATIVE' ? cap.pct : ((capCents - refC) / refC) * 100;
      const capWords =
        cap.type === 'NON_CUMULATIVE'
          ? `${pct(cap.pct)} a year over the prior year`
          : cap.type === 'CUMULATIVE_COMPOUNDING'
            ? `${pct(cap.pct)} a year, compounded, over ${refYear}`
            : `${pct(cap.pct)} a year (not compounded) over ${refYear}`;
      const feeNote = model.fee ? ' plus the admin fee charged on it' : '';
      out.push({
        rule: 'CAM_CAP_EXCEEDED',
        year: st.year,
        amountCents: amount,
        severity: severityFor(amount),
        confidence: confidenceOf(lease.camCap.confidence, 0.85),
        title: `Controllable costs for ${st.year} went over your lease's ${pct(cap.pct)} cap`,
        explanation:
          `Your lease limits how fast controllable costs (maintenance, repairs, janitorial, landscaping and the like) can grow: ${capWords}. ` +
          `In ${refYear} they were ${usd(refC)}; in ${st.year} the landlord billed ${usd(billedC)}, up ${growth.toFixed(1)}% ` +
          `where the cap allows ${allowed.toFixed(1)}% (${usd(capCents)}). ` +
          `The ${usd(excess)} above the cap should not be in the pool; your ${pct(model.share * 100)} share of it${feeNote} is ${usd(amount)}.`,
        calculation: [
          `Controllable expenses ${refYear}: ${usd(refC)} (${controllableLines(ref, st).length} lines)`,
          `Controllable expenses ${st.year}: ${usd(billedC)} (${controllableLines(st, ref).length} lines)`,
          basisLine,
          `Over the cap: ${usd(billedC)} - ${usd(capCents)} = ${usd(excess)}`,
          `Your charge with the excess removed falls by ${usd(amount)} (${pct(model.share * 100)} share${feeNote})`,
        ],
        evidence: evidenceList(
          lease.camCap.evidence,
          ...controllableLines(st, ref).map((l) => l.evidence),
          ...controllableLines(ref, st).map((l) => l.evidence),
          statementEvidence(st, 'billedSharePct'),
          statementEvidence(st, 'tenantShareCents'),
        ),
        recommendation:
          `Ask the landlord to apply the ${pct(cap.pct)} cap on controllable expenses to the ${st.year} reconciliation ` +
          `and credit ${usd(amount)}, with the general ledger for ${refYear} and ${st.year} showing which costs they treat as controllable.`,
      });
    }
    return out;
  },
};
