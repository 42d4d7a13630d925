import { overchargeOf } from '../model';
import type { LeaseData, Statement } from '../types';
import { confidenceOf } from './confidence';
import { evidenceList, shareEvidence, sure } from './evidence';
import { pct, rsf, severityFor, usd } from './format';
import { modelOf } from './model-of';
import { statementName, yearName } from './prose';
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

/**
 * Two shares written with the same digits but one ("5.2191%" and "3.2191%"): on a scanned page
 * that is the signature of a misread digit more than of a landlord's different arithmetic.
 */
function oneDigitApart(a: number, b: number): boolean {
  // As written, without padding zeros: "5" and "5.5" are different numbers, not a misread digit.
  const x = String(Number(a.toFixed(4)));
  const y = String(Number(b.toFixed(4)));
  // Short figures can differ in one digit by arithmetic alone; four digits or more rarely do.
  if (x.length !== y.length || x.replace('.', '').length < 4) return false;
  let diff = 0;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) diff++;
  return diff === 1;
}

/** The lease's stated share agrees with its own premises / building areas. */
function corroborated(lease: LeaseData, share: number): boolean {
  const premises = sure(lease.premisesRsf);
  const building = sure(lease.buildingRsf);
  if (premises === null || building === null || building <= 0) return false;
  return Math.abs((premises / building) * 100 - share) <= 0.01;
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

/** Not priced: one of the two shares may be a misread digit; the tenant checks the paper copies. */
function misreadShareReview(st: Statement, share: LeaseShare): FindingDraft {
  const billed = st.billedSharePct as number;
  return {
    rule: 'REVIEW_RECOMMENDED',
    year: st.year,
    amountCents: 0,
    severity: 'LOW',
    confidence: 0.5,
    title: `Check your share: the lease reads ${pct(share.pct)}, ${statementName(st)} ${pct(billed)}`,
    explanation:
      `The two percentages differ in a single digit, and at least one of them was read from a scanned page, ` +
      `where one digit is easily misread. We did not price the difference. If your lease really says ${pct(share.pct)}, ` +
      `you were charged a higher share than the lease gives you.`,
    calculation: [share.how, `Billed share: ${pct(billed)}`],
    evidence: evidenceList(...share.evidence, st.evidence.billedSharePct),
    recommendation: `Compare the share printed in your lease with ${pct(billed)} on the ${yearName(st)} statement; if the lease's is lower, ask the landlord to recalculate.`,
  };
}

export const proRataShareRule: Rule = {
  id: 'PRO_RATA_SHARE',
  pricedBy: 'STATEMENT_MODEL',
  run(ctx) {
    const lease = ctx.lease;
    if (!lease) return [];
    const share = leaseShareOf(lease);
    if (!share) return [];
    const out: FindingDraft[] = [];
    for (const st of ctx.statements) {
      if (st.billedSharePct === null || st.billedSharePct - share.pct <= ROUNDING + 1e-9) continue;
      const m = modelOf(ctx, st).model;
      if (!m) continue;
      const readFromScan = [...share.evidence, st.evidence.billedSharePct].some((e) => ctx.scanned?.(e));
      if (readFromScan && !corroborated(lease, share.pct) && oneDigitApart(share.pct, st.billedSharePct)) {
        out.push(misreadShareReview(st, share));
        continue;
      }
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
