/**
 * What the report says, derived from audit.json alone: the parties, the period, the
 * audit-window deadline, what each year should have cost and the TICAM breakdown. Every
 * value is read from audit.json; unknown stays null and the sections print "Not stated".
 */
import type { AuditJson, ExpenseCategory, Finding, Statement } from '../types';
import { dayNumber, joinAnd, todayNumber } from './format';

/** Rules priced on a bill (rent, late fee), not on a year's reconciliation statement. */
export const BILL_RULES = new Set(['RENT_ESCALATION_ERROR', 'LATE_FEE_EXCESSIVE']);

export function tenantName(audit: AuditJson): string | null {
  return audit.lease?.tenantName.value ?? null;
}

export function landlordName(audit: AuditJson): string | null {
  return audit.lease?.landlordName.value ?? null;
}

/** The premises as the data describes them ("18,103 RSF ..."); the engine reads no street address. */
export function premisesRsf(audit: AuditJson): number | null {
  return (
    audit.lease?.premisesRsf.value ??
    audit.statements.find((s) => s.shareNumeratorRsf)?.shareNumeratorRsf ??
    null
  );
}

export function buildingRsf(audit: AuditJson): number | null {
  return (
    audit.lease?.buildingRsf.value ??
    audit.statements.find((s) => s.shareDenominatorRsf)?.shareDenominatorRsf ??
    null
  );
}

/** The statement years, sorted: [2023, 2024]. */
export function statementYears(audit: AuditJson): number[] {
  return [...new Set(audit.statements.flatMap((s) => (s.year === null ? [] : [s.year])))].sort(
    (a, b) => a - b,
  );
}

/** "2023 and 2024", "2022 through 2024", or null without statements with a year. */
export function periodText(audit: AuditJson): string | null {
  const years = statementYears(audit);
  if (!years.length) return null;
  const consecutive = years.every((y, i) => i === 0 || y === years[i - 1]! + 1);
  if (years.length > 2 && consecutive) return `${years[0]} through ${years.at(-1)}`;
  return joinAnd(years.map(String));
}

/** A column heading for a statement: its year, or its file name when the year is unknown. */
export function statementLabel(s: Statement): string {
  return s.year === null ? s.file : String(s.year);
}

/** Findings with a price, largest first (the order the tenant acts in). */
export function pricedFindings(audit: AuditJson): Finding[] {
  return audit.findings.filter((f) => f.amountCents > 0);
}

export function totalRecovery(audit: AuditJson): number {
  return audit.totals.overchargeCents;
}

export interface AuditWindow {
  date: string;
  basis: string;
  /** Days from `now` to the date: 0 = today is the last day, negative = closed. */
  daysLeft: number | null;
}

export function auditWindow(audit: AuditJson, now: Date): AuditWindow | null {
  const d = audit.deadlines.find((x) => x.kind === 'AUDIT_WINDOW');
  if (!d) return null;
  const day = dayNumber(d.date);
  return { date: d.date, basis: d.basis, daysLeft: day === null ? null : day - todayNumber(now) };
}

/** What the tenant was billed for a year's reconciliation: the statement's total due, else share + admin fee. */
export function billedTenantTotal(s: Statement): number | null {
  if (s.totalDueCents !== null) return s.totalDueCents;
  if (s.tenantShareCents !== null) return s.tenantShareCents + (s.adminFeeCents ?? 0);
  return null;
}

export interface PaidRow {
  label: string;
  year: number | null;
  billedCents: number | null;
  findingsCents: number;
  shouldHavePaidCents: number | null;
}

/**
 * "What you should actually have paid": per statement, what it billed the tenant minus that
 * year's priced statement findings (bill findings are about a bill, not the year's total).
 */
export function paidRows(audit: AuditJson): PaidRow[] {
  return audit.statements.map((s) => {
    const findingsCents = audit.findings
      .filter((f) => f.year !== null && f.year === s.year && !BILL_RULES.has(f.rule) && f.amountCents > 0)
      .reduce((sum, f) => sum + f.amountCents, 0);
    const billedCents = billedTenantTotal(s);
    return {
      label: statementLabel(s),
      year: s.year,
      billedCents,
      findingsCents,
      shouldHavePaidCents: billedCents === null ? null : Math.max(0, billedCents - findingsCents),
    };
  });
}

/** The priced findings on bills (rent, late fee), shown apart from the yearly totals. */
export function billFindings(audit: AuditJson): Finding[] {
  return audit.findings.filter((f) => BILL_RULES.has(f.rule) && f.amountCents > 0);
}

export type TicamGroup = 'TAXES' | 'INSURANCE' | 'CAM';
export const TICAM_GROUPS: TicamGroup[] = ['TAXES', 'INSURANCE', 'CAM'];
export const TICAM_LABEL: Record<TicamGroup, string> = {
  TAXES: 'Taxes',
  INSURANCE: 'Insurance',
  CAM: 'CAM (all other operating costs)',
};

export function ticamGroup(category: ExpenseCategory): TicamGroup {
  if (category === 'TAX') return 'TAXES';
  if (category === 'INSURANCE') return 'INSURANCE';
  return 'CAM';
}

export interface TicamYear {
  label: string;
  statement: Statement;
  /** Building pool by group, from the statement's lines. */
  pool: Record<TicamGroup, number>;
  totalCents: number;
}

export function ticamByYear(audit: AuditJson): TicamYear[] {
  return audit.statements.map((s) => {
    const pool: Record<TicamGroup, number> = { TAXES: 0, INSURANCE: 0, CAM: 0 };
    for (const line of s.lines) pool[ticamGroup(line.category)] += line.amountCents;
    return {
      label: statementLabel(s),
      statement: s,
      pool,
      totalCents: pool.TAXES + pool.INSURANCE + pool.CAM,
    };
  });
}

export interface CostPerSf {
  /** What the bars measure. */
  basis: 'BUILDING' | 'TENANT';
  caption: string;
  bars: { label: string; parts: { group: TicamGroup; dollarsPerSf: number }[] }[];
}

/**
 * Cost per square foot by year: the building pool over the building's RSF, by TICAM group;
 * else the tenant's billed share over the premises RSF; null when neither area is known.
 */
export function costPerSf(audit: AuditJson): CostPerSf | null {
  const years = ticamByYear(audit).filter((y) => y.statement.lines.length > 0);
  if (!years.length) return null;
  const leaseBuilding = audit.lease?.buildingRsf.value ?? null;
  const buildingOf = (s: Statement) => leaseBuilding ?? s.shareDenominatorRsf;
  if (years.every((y) => (buildingOf(y.statement) ?? 0) > 0)) {
    return {
      basis: 'BUILDING',
      caption: 'Building operating costs per rentable square foot (building pool / building RSF)',
      bars: years.map((y) => {
        const rsf = buildingOf(y.statement)!;
        return {
          label: y.label,
          parts: TICAM_GROUPS.map((group) => ({ group, dollarsPerSf: y.pool[group] / 100 / rsf })),
        };
      }),
    };
  }
  const leasePremises = audit.lease?.premisesRsf.value ?? null;
  const premisesOf = (s: Statement) => leasePremises ?? s.shareNumeratorRsf;
  const withShare = audit.statements.filter((s) => s.tenantShareCents !== null && (premisesOf(s) ?? 0) > 0);
  if (withShare.length && withShare.length === audit.statements.length) {
    return {
      basis: 'TENANT',
      caption: 'Your billed share per rentable square foot of your premises (your share / premises RSF)',
      bars: withShare.map((s) => {
        const perSf = s.tenantShareCents! / 100 / premisesOf(s)!;
        const y = ticamByYear({ ...audit, statements: [s] })[0]!;
        // Split the share across the groups in the proportions of the building pool, when there is one.
        const parts =
          y.totalCents > 0
            ? TICAM_GROUPS.map((group) => ({ group, dollarsPerSf: (perSf * y.pool[group]) / y.totalCents }))
            : [{ group: 'CAM' as TicamGroup, dollarsPerSf: perSf }];
        return { label: statementLabel(s), parts };
      }),
    };
  }
  return null;
}

/** Whether a file is one of the packet's lease documents. */
export function isLeaseFile(audit: AuditJson, file: string): boolean {
  const doc = audit.documents.find((d) => d.file === file);
  if (doc) return doc.role === 'lease';
  return /lease|amendment/i.test(file);
}
