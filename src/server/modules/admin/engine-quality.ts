import { gte, sql } from 'drizzle-orm';
import type { EngineQuality, RuleQuality } from '../../../shared/contracts/admin';
import type { Database } from '../../db/client';
import { reviewDecisions } from '../../db/schema';

export interface Counts {
  rule: string;
  confirmed: number;
  adjusted: number;
  rejected: number;
  added: number;
  found_cents: number;
  reviewed_cents: number;
}

/** A rule with nothing counted yet. */
export function emptyCounts(rule: string): Counts {
  return { rule, confirmed: 0, adjusted: 0, rejected: 0, added: 0, found_cents: 0, reviewed_cents: 0 };
}

const ratio = (num: number, den: number) => (den ? Math.round((num / den) * 1000) / 1000 : null);

/** Precision and recall from the counts (issue 12: the engine as the experts see it). */
export function withRates(c: Counts): RuleQuality {
  const kept = c.confirmed + c.adjusted;
  return { ...c, precision: ratio(kept, kept + c.rejected), recall: ratio(kept, kept + c.added) };
}

/**
 * Per rule over the last `days` days (by each decision's updated_at, so a changed mind
 * counts once, as it stands): how many engine findings experts confirmed, adjusted or
 * rejected, how many they added, and the dollars as found vs as reviewed.
 */
export async function engineQuality(db: Database, days: number, now = new Date()): Promise<EngineQuality> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const n = (action: string) =>
    sql<number>`count(*) filter (where ${reviewDecisions.action} = ${action})`.mapWith(Number);
  const rows = await db
    .select({
      rule: reviewDecisions.rule,
      confirmed: n('confirm'),
      adjusted: n('adjust'),
      rejected: n('reject'),
      added: n('add'),
      found_cents:
        sql<number>`coalesce(sum(${reviewDecisions.originalAmountCents}) filter (where ${reviewDecisions.action} <> 'add'), 0)`.mapWith(
          Number,
        ),
      reviewed_cents: sql<number>`coalesce(sum(case ${reviewDecisions.action}
        when 'confirm' then ${reviewDecisions.originalAmountCents}
        when 'adjust' then ${reviewDecisions.amountCents}
        when 'add' then ${reviewDecisions.amountCents}
        else 0 end), 0)`.mapWith(Number),
    })
    .from(reviewDecisions)
    .where(gte(reviewDecisions.updatedAt, sql`${since.toISOString()}::timestamptz`))
    .groupBy(reviewDecisions.rule)
    .orderBy(reviewDecisions.rule);
  const total = emptyCounts('All rules');
  for (const r of rows) {
    for (const key of [
      'confirmed',
      'adjusted',
      'rejected',
      'added',
      'found_cents',
      'reviewed_cents',
    ] as const)
      total[key] += r[key];
  }
  return { days, since: since.toISOString(), rules: rows.map(withRates), total: withRates(total) };
}

const CSV_COLUMNS = [
  'rule',
  'confirmed',
  'adjusted',
  'rejected',
  'added',
  'precision',
  'recall',
  'found_usd',
  'reviewed_usd',
];

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The export: one line per rule plus the total; dollars with two decimals (the edge). */
export function engineQualityCsv(q: EngineQuality): string {
  const line = (r: RuleQuality) =>
    [
      r.rule,
      r.confirmed,
      r.adjusted,
      r.rejected,
      r.added,
      r.precision,
      r.recall,
      (r.found_cents / 100).toFixed(2),
      (r.reviewed_cents / 100).toFixed(2),
    ]
      .map(csvField)
      .join(',');
  return `${[CSV_COLUMNS.join(','), ...q.rules.map(line), line(q.total)].join('\r\n')}\r\n`;
}
