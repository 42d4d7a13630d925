/**
 * Builders for rule tests: a lease, statements and bills as the extractors produce them, with
 * evidence on every value, so each test states only the numbers it is about.
 */
import { gateDrafts } from '../../../../src/engine/rules/gate';
import type { FindingDraft, Rule, RuleContext } from '../../../../src/engine/rules/types';
import type {
  Bill,
  BillLine,
  Evidence,
  ExpenseCategory,
  Field,
  LeaseData,
  Statement,
  StatementLine,
} from '../../../../src/engine/types';
import { LEASE_FIELDS } from '../../../support/lease-fields';

export function ev(file: string, page: number, quote: string): Evidence {
  return { file, page, quote };
}

export function field<T>(value: T | null, quote = 'lease clause', confidence = 0.9): Field<T> {
  return { value, evidence: value === null ? null : ev('lease.pdf', 2, quote), confidence };
}

/** A lease with only the given fields known (each with evidence, confidence 0.9). */
export function lease(values: { [K in keyof LeaseData]?: LeaseData[K]['value'] }): LeaseData {
  const out: Record<string, Field<unknown>> = {};
  for (const k of LEASE_FIELDS)
    out[k] = field((values as Record<string, unknown>)[k] ?? null, `lease says ${k}`);
  return out as unknown as LeaseData;
}

export function line(
  label: string,
  amountCents: number,
  category: ExpenseCategory,
  year = 2024,
): StatementLine {
  return { label, category, amountCents, evidence: ev(`recon-${year}.pdf`, 1, `${label} ${amountCents}`) };
}

/**
 * A statement whose summary is the landlord's arithmetic on `lines` (share of the total, fee on
 * the whole share by default, balance = total due - estimates); override any field to plant an error.
 */
export function statement(
  year: number,
  lines: StatementLine[],
  opts: Partial<Statement> & { feePct?: number | null; feeBase?: 'ALL' | 'CAM' } = {},
): Statement {
  const { feePct = null, feeBase = 'ALL', ...over } = opts;
  const total = lines.reduce((s, l) => s + l.amountCents, 0);
  const share = over.billedSharePct ?? 5;
  const base = over.baseYearDeductionCents ?? 0;
  const tenantShare = Math.round(Math.max(0, (over.totalCents ?? total) - base) * (share / 100));
  const cam = lines
    .filter((l) => l.category !== 'TAX' && l.category !== 'INSURANCE')
    .reduce((s, l) => s + l.amountCents, 0);
  const fee =
    feePct === null
      ? 0
      : Math.round(((feeBase === 'ALL' ? tenantShare : cam * (share / 100)) * feePct) / 100);
  const estimates = over.estimatesPaidCents ?? 12 * 100_000;
  const file = `recon-${year}.pdf`;
  const e = (k: string) => ev(file, 1, `${k} line`);
  return {
    file,
    year,
    statementDate: `${year + 1}-03-15`,
    periodStart: `${year}-01-01`,
    periodEnd: `${year}-12-31`,
    lines,
    totalCents: total,
    billedSharePct: share,
    shareNumeratorRsf: null,
    shareDenominatorRsf: null,
    baseYearDeductionCents: null,
    baseYearLabel: null,
    tenantShareCents: tenantShare,
    adminFeeCents: fee,
    adminFeePct: feePct,
    adminFeeBaseLabel: feePct === null ? null : feeBase === 'ALL' ? "Tenant's Share" : 'CAM',
    occupancyPct: null,
    grossUpPct: null,
    estimatesPaidCents: estimates,
    estimateMonths: 12,
    monthlyEstimateCents: Math.round(estimates / 12),
    totalDueCents: tenantShare + fee,
    balanceDueCents: tenantShare + fee - estimates,
    checks: [],
    evidence: {
      totalCents: e('Total'),
      billedSharePct: e('Share'),
      tenantShareCents: e("Tenant's share"),
      adminFeeCents: e('Admin fee'),
      estimatesPaidCents: e('Estimates'),
      balanceDueCents: e('Balance'),
      statementDate: e('Date'),
      year: e('Year'),
      baseYearDeductionCents: e('Base year'),
    },
    ...over,
  };
}

export function bill(date: string, lines: [string, number, BillLine['kind']][]): Bill {
  const billLines: BillLine[] = lines.map(([label, amountCents, kind]) => ({
    label,
    kind,
    amountCents,
    period: null,
    evidence: ev('bill.pdf', 1, `${label} ${amountCents}`),
  }));
  return {
    file: 'bill.pdf',
    date,
    dueDate: date,
    periodStart: `${date.slice(0, 8)}01`,
    lines: billLines,
    totalCents: billLines.reduce((s, l) => s + l.amountCents, 0),
    evidence: { date: ev('bill.pdf', 1, `Invoice date ${date}`) },
  };
}

export function ctx(parts: Partial<RuleContext>): RuleContext {
  return { lease: null, statements: [], bills: [], ...parts };
}

/**
 * Runs one rule the way the runner does: a rule priced through the statement model passes the
 * one gate (held-back findings become review items).
 */
export function runGated(rule: Rule, c: RuleContext): FindingDraft[] {
  const out = rule.run(c);
  return rule.pricedBy === 'STATEMENT_MODEL' ? gateDrafts(c, out) : out;
}
