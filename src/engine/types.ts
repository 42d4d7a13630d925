/**
 * The engine's data model: audit.json schemaVersion 1 (../shared/spec/audit-engine.md
 * section 2). Money in integer cents, percentages as plain numbers (5.25 = 5.25 %),
 * dates YYYY-MM-DD, unknown = null (never guessed).
 */

export type DocumentRole = 'lease' | 'reconciliation' | 'bill' | 'letter' | 'supporting';

/** Where a value was read: the file, the 1-based page and a verbatim quote of that page's text. */
export interface Evidence {
  file: string;
  page: number;
  quote: string;
}

export interface Field<T> {
  value: T | null;
  evidence: Evidence | null;
  /** 0..1: how sure the engine is of this reading. */
  confidence: number;
}

export type LeaseType = 'NNN' | 'BASE_YEAR' | 'GROSS';
export type CapType = 'NON_CUMULATIVE' | 'CUMULATIVE_COMPOUNDING' | 'CUMULATIVE_SIMPLE';
export type AdminFeeBase = 'CAM_EXCLUDING_TAXES_INSURANCE' | 'ALL_OPERATING_EXPENSES';

/** The contract's expense categories; the excluded kinds are what leases exclude. */
export const EXPENSE_CATEGORIES = [
  'CONTROLLABLE',
  'TAX',
  'INSURANCE',
  'UTILITIES',
  'MANAGEMENT_FEE',
  'CAPITAL',
  'LEASING_COMMISSIONS',
  'LEGAL_DISPUTES',
  'DEPRECIATION',
  'DEBT_SERVICE',
  'CHARITABLE',
  'MARKETING',
  'GROUND_RENT',
  'RESERVES',
  'EXECUTIVE_SALARIES',
  'LANDLORD_VIOLATIONS',
  'OTHER',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export interface RentStep {
  from: string;
  to: string;
  monthlyRentCents: number;
}

export interface LeaseData {
  leaseType: Field<LeaseType>;
  tenantName: Field<string>;
  landlordName: Field<string>;
  premisesRsf: Field<number>;
  buildingRsf: Field<number>;
  proRataSharePct: Field<number>;
  commencementDate: Field<string>;
  expirationDate: Field<string>;
  rentSchedule: Field<RentStep[]>;
  camCap: Field<{ pct: number; type: CapType; baseYear: number | null }>;
  adminFee: Field<{ pct: number; base: AdminFeeBase }>;
  managementFeeCapPct: Field<number>;
  excludedCategories: Field<ExpenseCategory[]>;
  capitalAmortizationYears: Field<number>;
  grossUp: Field<{ occupancyPct: number; appliesTo: 'VARIABLE' | 'ALL' }>;
  baseYear: Field<number>;
  baseYearExpensesCents: Field<number>;
  lateFee: Field<{ pct: number | null; flatCents: number | null; graceDays: number | null }>;
  reconciliationDeadlineDays: Field<number>;
  lateStatementWaiver: Field<boolean>;
  auditWindowDays: Field<number>;
}

export interface StatementLine {
  label: string;
  category: ExpenseCategory;
  /** The amount the statement bills for the building (the grossed-up/adjusted column when there is one). */
  amountCents: number;
  /** The actual (before gross-up) amount when the statement shows both columns. */
  actualCents?: number | null;
  /** Marked as grossed up / adjusted to an occupancy. */
  grossedUp?: boolean;
  /** The heading the line stands under (e.g. "Common Area Maintenance"), if any. */
  section?: string | null;
  evidence: Evidence;
}

export interface Statement {
  file: string;
  year: number | null;
  statementDate: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  lines: StatementLine[];
  /** Total of the lines as the statement prints it. */
  totalCents: number | null;
  billedSharePct: number | null;
  /** Premises / building RSF as the statement shows them for the share, when it does. */
  shareNumeratorRsf: number | null;
  shareDenominatorRsf: number | null;
  /** Base-year deduction (base-year leases): the amount subtracted, and the year it names. */
  baseYearDeductionCents: number | null;
  baseYearLabel: number | null;
  tenantShareCents: number | null;
  adminFeeCents: number | null;
  adminFeePct: number | null;
  /** What the admin fee says it is charged on, as read (e.g. "Tenant's Share", "CAM"). */
  adminFeeBaseLabel: string | null;
  occupancyPct: number | null;
  grossUpPct: number | null;
  estimatesPaidCents: number | null;
  estimateMonths: number | null;
  monthlyEstimateCents: number | null;
  totalDueCents: number | null;
  /** Positive = tenant owes; negative = credit to the tenant. */
  balanceDueCents: number | null;
  /** Each checksum the statement's own arithmetic passed or failed. */
  checks: { name: string; ok: boolean; detail: string }[];
  evidence: Record<string, Evidence>;
}

export type BillLineKind =
  | 'BASE_RENT'
  | 'CAM_ESTIMATE'
  | 'TAX_ESTIMATE'
  | 'INSURANCE_ESTIMATE'
  | 'LATE_FEE'
  | 'PAST_DUE'
  | 'OTHER';

export interface BillLine {
  label: string;
  kind: BillLineKind;
  amountCents: number;
  period: string | null;
  evidence: Evidence;
}

export interface Bill {
  file: string;
  date: string | null;
  dueDate: string | null;
  /** First day of the month the bill charges for (YYYY-MM-DD), when stated. */
  periodStart: string | null;
  lines: BillLine[];
  totalCents: number | null;
  evidence: Record<string, Evidence>;
}

export interface DocumentSummary {
  file: string;
  role: DocumentRole;
  pages: number;
  ocrPages: number;
  sha256: string;
  /** Mean OCR confidence 0..1 over OCR'd pages; absent when none. */
  ocrConfidence?: number;
}

export type Severity = 'HIGH' | 'MEDIUM' | 'LOW' | 'INFO';

export interface Finding {
  id: string;
  rule: string;
  year: number | null;
  amountCents: number;
  severity: Severity;
  confidence: number;
  title: string;
  explanation: string;
  calculation: string[];
  evidence: Evidence[];
  recommendation: string;
}

export interface AuditJson {
  schemaVersion: 1;
  engineVersion: string;
  documents: DocumentSummary[];
  lease: LeaseData | null;
  statements: Statement[];
  bills: Bill[];
  findings: Finding[];
  deadlines: { kind: string; date: string; basis: string }[];
  totals: { overchargeCents: number; byYear: Record<string, number> };
  warnings: string[];
}
