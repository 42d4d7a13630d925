import type { LeaseData, Statement } from '../types';
import { evidenceList, sure } from './evidence';
import { pct, rsf, severityFor, usd } from './format';
import { overchargeOf } from './recalc';
import { confidenceOf, shareEvidence, statementModel, statementName, yearName } from './statement-helpers';
import type { FindingDraft, Rule } from './types';

/** How far a printed share may sit above the lease's share from rounding alone (percentage points). */
const ROUNDING = 0.005;

interface LeaseShare {
  pct: number;
  how: string;
  confidence: number;
  evidence: (LeaseData['proRataSharePct']['evidence'] | null)[];
}

/** The share the lease gives the tenant: the stated percentage, else premises / building area. */
export function leaseShareOf(lease: LeaseData): LeaseShare | null {
  const stated = sure(lease.proRataSharePct);
  if (stated !== null && stated > 0 && stated <= 100) {
    return {
      pct: stated,
      how: `Lease share: ${pct(stated)}`,
      confidence: lease.proRataSharePct.confidence,
      evidence: [lease.proRataSharePct.evidence],
    };
  }
  const premises = sure(lease.premisesRsf);
  const building = sure(lease.buildingRsf);
  if (premises === null || building === null || premises <= 0 || building < premises) return null;
  const share = (premises / building) * 100;
  return {
    pct: share,
    how: `Lease share: ${rsf(premises)} / ${rsf(building)} = ${pct(share)}`,
    confidence: Math.min(lease.premisesRsf.confidence, lease.buildingRsf.confidence),
    evidence: [lease.premisesRsf.evidence, lease.buildingRsf.evidence],
  };
}

/** What the statement's own areas say went wrong, when it prints them. */
function areaNote(st: Statement, lease: LeaseData): string {
  const num = st.shareNumeratorRsf;
  const den = st.shareDenominatorRsf;
  if (num === null || den === null || den <= 0) return '';
  const premises = sure(lease.premisesRsf);
  const building = sure(lease.buildingRsf);
  const parts: string[] = [];
  if (premises !== null && num > premises) {
    parts.push(`it counts your space as ${rsf(num)}, but the lease gives your premises as ${rsf(premises)}`);
  }
  if (building !== null && den < building) {
    parts.push(
      `it divides by ${rsf(den)} instead of the building's ${rsf(building)} (a smaller building total pushes the cost of empty or excluded space onto you)`,
    );
  }
  if (!parts.length) return ` The statement works it out as ${rsf(num)} / ${rsf(den)}.`;
  return ` The statement works it out as ${rsf(num)} / ${rsf(den)}: ${parts.join(', and ')}.`;
}

export const proRataShareRule: Rule = {
  id: 'PRO_RATA_SHARE',
  run(ctx) {
    const lease = ctx.lease;
    if (!lease) return [];
    const share = leaseShareOf(lease);
    if (!share) return [];
    const out: FindingDraft[] = [];
    for (const st of ctx.statements) {
      if (st.billedSharePct === null || st.billedSharePct - share.pct <= ROUNDING + 1e-9) continue;
      const m = statementModel(st, lease);
      if (!m) continue;
      const corrected = { ...m, share: share.pct / 100 };
      const amount = overchargeOf(m, corrected);
      if (amount <= 0) continue;
      const base = Math.max(0, m.poolCents - m.baseDeductionCents);
      const shareDiff = base * (m.share - corrected.share);
      const calculation = [
        share.how,
        `Billed share: ${pct(st.billedSharePct)}`,
        m.baseDeductionCents > 0
          ? `Costs shared: ${usd(m.poolCents)} - base year ${usd(m.baseDeductionCents)} = ${usd(base)}`
          : `Costs shared: ${usd(m.poolCents)}`,
        `Share overcharge: (${pct(st.billedSharePct)} - ${pct(share.pct)}) x ${usd(base)} = ${usd(shareDiff)}`,
      ];
      if (m.fee && amount - shareDiff > 0.5) {
        calculation.push(`Admin fee charged on that extra share: ${usd(amount - shareDiff)}`);
      }
      calculation.push(`Overcharge for ${yearName(st)}: ${usd(amount)}`);
      out.push({
        rule: 'PRO_RATA_SHARE',
        year: st.year,
        amountCents: amount,
        severity: severityFor(amount),
        confidence: confidenceOf(share.confidence, st.shareNumeratorRsf !== null ? 0.95 : 0.9),
        title: `You were billed ${pct(st.billedSharePct)} of the building's costs instead of your ${pct(share.pct)} share`,
        explanation:
          `Your lease sets your share of the building's operating costs at ${pct(share.pct)}, but ${statementName(st)} charges you ${pct(st.billedSharePct)}.` +
          areaNote(st, lease) +
          ` Applied to ${usd(base)} of shared costs, the higher percentage added ${usd(amount)} to your bill for the year` +
          (m.fee ? ', including the admin fee charged on the extra amount.' : '.'),
        calculation,
        evidence: evidenceList(
          ...share.evidence,
          st.evidence.billedSharePct,
          st.evidence.shareNumeratorRsf,
          ...shareEvidence(st),
        ),
        recommendation: `Ask the landlord to recalculate your ${yearName(st)} share at ${pct(share.pct)} as the lease provides, to show the rentable areas used, and to credit the ${usd(amount)} difference.`,
      });
    }
    return out;
  },
};
