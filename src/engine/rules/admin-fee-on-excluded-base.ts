import { sumCents } from '../model';
import { confidenceOf } from './confidence';
import { evidenceList, sure } from './evidence';
import { pct, severityFor, usd } from './format';
import { linesFoot } from './lines';
import { modelOf } from './model-of';
import { sentenceCase, statementName, yearName } from './prose';
import type { FindingDraft, Rule } from './types';

/**
 * Whether the lease's own quoted fee clause puts taxes or insurance in the fee's base ("of
 * Tenant's Share of Operating Costs, Taxes and Insurance"): then a reading "CAM only" is not
 * sure enough to call the fee on taxes an over-charge.
 */
export function quoteIncludesFixedCosts(quote: string): boolean {
  const m = /\b(?:real\s+estate\s+)?tax(?:es)?\b|\binsurance\b/i.exec(quote);
  if (!m) return false;
  const before = quote.slice(0, m.index);
  return !/\b(?:exclud\w*|exclusive|other\s+than|except\w*|not|without|less|but)\b/i.test(before);
}

/**
 * The lease charges the admin fee on common-area costs only (taxes and insurance excluded), but
 * the statement charged it on the tenant's whole share, taxes and insurance included.
 */
export const adminFeeOnExcludedBaseRule: Rule = {
  id: 'ADMIN_FEE_ON_EXCLUDED_BASE',
  pricedBy: 'STATEMENT_MODEL',
  run(ctx) {
    const lease = ctx.lease;
    if (!lease) return [];
    const terms = sure(lease.adminFee);
    if (terms?.base !== 'CAM_EXCLUDING_TAXES_INSURANCE') return [];
    if (quoteIncludesFixedCosts(lease.adminFee.evidence?.quote ?? '')) return [];
    const read = ctx.statements.map((st) => {
      if (!st.adminFeeCents || st.adminFeeCents <= 0) return null;
      const { model: m, fee } = modelOf(ctx, st);
      // the taxes and insurance come from the lines: they must be the whole pool
      if (!m || m.baseDeductionCents > 0 || !linesFoot(st, m)) return null;
      if (!fee?.reproduces) return null;
      return {
        st,
        m,
        billed: { rate: fee.rate, base: fee.base, printedRate: fee.source === 'PRINTED_RATE' },
      };
    });
    const readable = read.filter((r) => r !== null);
    // Every year's fee on the whole share: the landlord reads the clause the other way, and so
    // may the engine have: leave that to a reviewer rather than price it.
    if (readable.length >= 2 && readable.every((r) => r.billed.base === 'ALL')) return [];
    const out: FindingDraft[] = [];
    for (const r of readable) {
      const { st, m, billed } = r;
      if (billed.base !== 'ALL' || !st.adminFeeCents) continue;
      const fixed = st.lines.filter((l) => l.category === 'TAX' || l.category === 'INSURANCE');
      const fixedCents = sumCents(fixed);
      if (fixedCents <= 0) continue;
      const fixedShare = fixedCents * m.share;
      const amount = billed.rate * fixedShare;
      if (amount <= 0) continue;
      const ratePct = pct(billed.rate * 100);
      const labels = fixed.map((l) => `${l.label} ${usd(l.amountCents)}`).join(' + ');
      out.push({
        rule: 'ADMIN_FEE_ON_EXCLUDED_BASE',
        year: st.year,
        amountCents: amount,
        severity: severityFor(amount),
        confidence: confidenceOf(lease.adminFee.confidence, billed.printedRate ? 0.9 : 0.8),
        title: `Admin fee charged on your taxes and insurance (${usd(amount)})`,
        explanation:
          `Your lease lets the landlord add an administrative fee only on the common-area maintenance costs, not on real estate taxes or insurance. ` +
          `${sentenceCase(statementName(st))} charges the ${ratePct} fee (${usd(st.adminFeeCents)}) on your whole share of ${usd(m.poolCents * m.share)}, ` +
          `which includes ${usd(fixedShare)} of taxes and insurance. The fee on that part, ${usd(amount)}, should not have been charged.`,
        calculation: [
          `Taxes and insurance on the statement: ${labels} = ${usd(fixedCents)}`,
          `Your share of them: ${usd(fixedCents)} x ${pct(m.share * 100)} = ${usd(fixedShare)}`,
          `Fee charged on them: ${ratePct} x ${usd(fixedShare)} = ${usd(amount)}`,
          `Overcharge for ${yearName(st)}: ${usd(amount)}`,
        ],
        evidence: evidenceList(
          lease.adminFee.evidence,
          st.evidence.adminFeeCents,
          st.evidence.adminFeePct,
          st.evidence.tenantShareCents,
          ...fixed.map((l) => l.evidence),
        ),
        recommendation: `Ask the landlord to recompute the ${yearName(st)} admin fee on your share of the common-area costs only, excluding taxes and insurance as the lease provides, and to credit you ${usd(amount)}.`,
      });
    }
    return out;
  },
};
