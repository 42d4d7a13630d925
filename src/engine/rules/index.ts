import type { AuditJson, Finding } from '../types';
import { deadlinesOf } from './deadlines';
import { gateDrafts } from './gate';
import { RULES } from './registry';
import { totalsOf } from './totals';
import type { FindingDraft, RuleContext } from './types';

/**
 * Runs every rule of the catalogue on the extracted packet and numbers the findings. Totals
 * add the priced findings (amount > 0) by year; advice-only findings (amount 0) are listed
 * but never counted. A rule that throws is reported as a warning, never as a finding.
 */
export function runRules(
  ctx: RuleContext,
): Pick<AuditJson, 'findings' | 'deadlines' | 'totals' | 'warnings'> {
  const drafts: FindingDraft[] = [];
  const warnings: string[] = [];
  const modelPriced: FindingDraft[] = [];
  for (const rule of RULES) {
    try {
      const out = rule.run(ctx);
      if (rule.pricedBy === 'STATEMENT_MODEL') modelPriced.push(...out);
      else drafts.push(...out);
    } catch (err) {
      warnings.push(`rule ${rule.id} could not run: ${(err as Error).message}`);
    }
  }
  drafts.push(...gateDrafts(ctx, modelPriced, drafts));
  const order = { HIGH: 0, MEDIUM: 1, LOW: 2, INFO: 3 } as const;
  drafts.sort(
    (a, b) =>
      order[a.severity] - order[b.severity] || b.amountCents - a.amountCents || (a.year ?? 0) - (b.year ?? 0),
  );
  const findings: Finding[] = drafts.map((d, i) => ({
    id: `f${i + 1}`,
    ...d,
    amountCents: Math.round(d.amountCents),
  }));
  return { findings, deadlines: deadlinesOf(ctx), totals: totalsOf(findings), warnings };
}

export { totalsOf } from './totals';
export type { FindingDraft, Rule, RuleContext } from './types';
