/**
 * A hand-built audit.json (schemaVersion 1) for the report tests: a lease, two statements,
 * three priced findings with evidence from both sides, the audit-window deadline and totals.
 * Built by hand so the report does not depend on the rules being implemented.
 */
import type {
  AuditJson,
  ExpenseCategory,
  Field,
  LeaseData,
  Statement,
  StatementLine,
} from '../../../../src/engine/types';

function field<T>(value: T, page: number, quote: string): Field<T> {
  return { value, evidence: { file: 'lease.pdf', page, quote }, confidence: 0.95 };
}

/** A field the lease does not state. */
export function unknown<T>(): Field<T> {
  return { value: null, evidence: null, confidence: 0 };
}

export const LEASE: LeaseData = {
  leaseType: field(
    'NNN',
    1,
    'This is a net lease: Tenant shall pay its Proportionate Share of Operating Expenses.',
  ),
  tenantName: field(
    'Blue Fern Bakery LLC',
    1,
    'Harbor Point Properties LP ("Landlord") and Blue Fern Bakery LLC ("Tenant")',
  ),
  landlordName: field(
    'Harbor Point Properties LP',
    1,
    'Harbor Point Properties LP ("Landlord") and Blue Fern Bakery LLC ("Tenant")',
  ),
  premisesRsf: field(2400, 2, 'Premises: Suite 120, containing approximately 2,400 rentable square feet'),
  buildingRsf: field(48000, 2, 'the Building, containing 48,000 rentable square feet'),
  proRataSharePct: field(5, 2, "Tenant's Proportionate Share: 5.00%"),
  commencementDate: field('2021-03-01', 1, 'Commencement Date: March 1, 2021'),
  expirationDate: field('2031-02-28', 1, 'Expiration Date: February 28, 2031'),
  rentSchedule: field(
    [
      { from: '2021-03-01', to: '2022-02-28', monthlyRentCents: 500000 },
      { from: '2022-03-01', to: '2023-02-28', monthlyRentCents: 515000 },
      { from: '2023-03-01', to: '2024-02-29', monthlyRentCents: 530450 },
      { from: '2024-03-01', to: '2025-02-28', monthlyRentCents: 546364 },
    ],
    3,
    'Months 1-12: $5,000.00 per month',
  ),
  camCap: field(
    { pct: 5, type: 'NON_CUMULATIVE', baseYear: null },
    6,
    'Controllable Operating Expenses shall not increase by more than five percent (5%)',
  ),
  adminFee: field(
    { pct: 10, base: 'CAM_EXCLUDING_TAXES_INSURANCE' },
    6,
    'an administrative fee of ten percent (10%) of Common Area Maintenance costs, excluding Taxes and Insurance',
  ),
  managementFeeCapPct: field(4, 6, 'management fees not to exceed four percent (4%) of Operating Expenses'),
  excludedCategories: field<ExpenseCategory[]>(
    ['CAPITAL', 'LEASING_COMMISSIONS', 'LEGAL_DISPUTES', 'DEPRECIATION', 'DEBT_SERVICE'],
    7,
    'Operating Expenses shall not include leasing commissions, legal fees in disputes with tenants',
  ),
  capitalAmortizationYears: field(10, 7, 'amortized on a straight-line basis over ten (10) years'),
  grossUp: unknown(),
  baseYear: unknown(),
  baseYearExpensesCents: unknown(),
  lateFee: field(
    { pct: 5, flatCents: null, graceDays: 5 },
    4,
    'a late charge of five percent (5%) of the overdue amount',
  ),
  reconciliationDeadlineDays: field(
    120,
    6,
    'within one hundred twenty (120) days after the end of each calendar year',
  ),
  lateStatementWaiver: field(true, 6, 'Landlord shall be deemed to have waived its right to collect'),
  auditWindowDays: field(
    90,
    8,
    "Tenant may audit Landlord's records within ninety (90) days after receipt of the statement",
  ),
};

function line(
  file: string,
  page: number,
  label: string,
  category: ExpenseCategory,
  amountCents: number,
): StatementLine {
  return {
    label,
    category,
    amountCents,
    section:
      category === 'TAX'
        ? 'Real Estate Taxes'
        : category === 'INSURANCE'
          ? 'Insurance'
          : 'Common Area Maintenance',
    evidence: {
      file,
      page,
      quote: `${label} ${(amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    },
  };
}

function statement(
  year: number,
  statementDate: string,
  lines: [string, ExpenseCategory, number][],
  share: number,
  adminFeeCents: number,
  estimatesPaidCents: number,
): Statement {
  const file = `recon-${year}.pdf`;
  const stLines = lines.map(([label, cat, cents]) => line(file, 1, label, cat, cents));
  const totalCents = stLines.reduce((s, l) => s + l.amountCents, 0);
  const tenantShareCents = Math.round((totalCents * share) / 100);
  const totalDueCents = tenantShareCents + adminFeeCents;
  return {
    file,
    year,
    statementDate,
    periodStart: `${year}-01-01`,
    periodEnd: `${year}-12-31`,
    lines: stLines,
    totalCents,
    billedSharePct: share,
    shareNumeratorRsf: 2400,
    shareDenominatorRsf: Math.round((2400 * 100) / share),
    baseYearDeductionCents: null,
    baseYearLabel: null,
    tenantShareCents,
    adminFeeCents,
    adminFeePct: 10,
    adminFeeBaseLabel: "Tenant's Share",
    occupancyPct: null,
    grossUpPct: null,
    estimatesPaidCents,
    estimateMonths: 12,
    monthlyEstimateCents: estimatesPaidCents / 12,
    totalDueCents,
    balanceDueCents: totalDueCents - estimatesPaidCents,
    checks: [],
    evidence: { totalCents: { file, page: 1, quote: 'Total Operating Expenses' } },
  };
}

export function auditFixture(): AuditJson {
  const s2023 = statement(
    2023,
    '2024-04-10',
    [
      ['Real Estate Taxes', 'TAX', 18_500_000],
      ['Property Insurance', 'INSURANCE', 4_200_000],
      ['Landscaping', 'CONTROLLABLE', 1_840_000],
      ['Snow Removal', 'CONTROLLABLE', 960_000],
      ['Repairs & Maintenance', 'CONTROLLABLE', 2_310_000],
      ['Common Area Electricity', 'UTILITIES', 1_120_000],
      ['Property Management Fee', 'MANAGEMENT_FEE', 1_050_000],
    ],
    5,
    320_000,
    1_500_000,
  );
  const s2024 = statement(
    2024,
    '2025-04-15',
    [
      ['Real Estate Taxes', 'TAX', 19_300_000],
      ['Property Insurance', 'INSURANCE', 4_650_000],
      ['Landscaping', 'CONTROLLABLE', 1_910_000],
      ['Snow Removal', 'CONTROLLABLE', 1_240_000],
      ['Repairs & Maintenance', 'CONTROLLABLE', 2_560_000],
      ['Common Area Electricity', 'UTILITIES', 1_190_000],
      ['Property Management Fee', 'MANAGEMENT_FEE', 1_120_000],
      ['Leasing Commissions', 'LEASING_COMMISSIONS', 2_350_000],
    ],
    5.62,
    410_000,
    1_800_000,
  );
  return {
    schemaVersion: 1,
    engineVersion: '0.1.0',
    documents: [
      { file: 'lease.pdf', role: 'lease', pages: 24, ocrPages: 0, sha256: 'a'.repeat(64) },
      { file: 'recon-2023.pdf', role: 'reconciliation', pages: 2, ocrPages: 0, sha256: 'b'.repeat(64) },
      {
        file: 'recon-2024.pdf',
        role: 'reconciliation',
        pages: 2,
        ocrPages: 2,
        sha256: 'c'.repeat(64),
        ocrConfidence: 0.91,
      },
      { file: 'bill.pdf', role: 'bill', pages: 1, ocrPages: 0, sha256: 'd'.repeat(64) },
    ],
    lease: LEASE,
    statements: [s2023, s2024],
    bills: [],
    findings: [
      {
        id: 'f1',
        rule: 'PRO_RATA_SHARE',
        year: 2024,
        amountCents: 412_300,
        severity: 'HIGH',
        confidence: 0.92,
        title: 'You were billed 5.62% instead of your 5.00% share',
        explanation:
          'Your lease fixes your share at 5.00% (2,400 of 48,000 RSF). The 2024 statement bills 5.62%, which means the building total was divided by a smaller area. The extra 0.62% of the $665,000 pool is an overcharge.',
        calculation: [
          'Lease share: 2,400 / 48,000 = 5.00%',
          'Billed share: 5.62%',
          'Overcharge: (5.62% - 5.00%) x $665,000.00 = $4,123.00',
        ],
        evidence: [
          { file: 'lease.pdf', page: 2, quote: "Tenant's Proportionate Share: 5.00%" },
          { file: 'recon-2024.pdf', page: 1, quote: "Tenant's Pro Rata Share 5.62%" },
        ],
        recommendation: 'Ask the landlord to recompute your 2024 share at 5.00% and credit the difference.',
      },
      {
        id: 'f2',
        rule: 'EXCLUDED_EXPENSE',
        year: 2024,
        amountCents: 128_745,
        severity: 'HIGH',
        confidence: 0.9,
        title: 'Leasing commissions were billed although the lease excludes them',
        explanation:
          'The 2024 statement includes $23,500.00 of leasing commissions. Your lease excludes leasing commissions from Operating Expenses, so your share of that line and the administrative fee on it should come off.',
        calculation: [
          'Your share of the line: 5.62% x $23,500.00 = $1,320.70',
          'Corrected for the share already disputed: 5.00% x $23,500.00 = $1,175.00',
          'Plus the 10% administrative fee on it: $117.50; less rounding to the statement: $1,287.45',
        ],
        evidence: [
          {
            file: 'lease.pdf',
            page: 7,
            quote:
              'Operating Expenses shall not include leasing commissions, legal fees in disputes with tenants',
          },
          { file: 'recon-2024.pdf', page: 1, quote: 'Leasing Commissions 23,500.00' },
        ],
        recommendation:
          'Ask for the leasing commissions to be removed from the 2024 operating expenses and the credit applied.',
      },
      {
        id: 'f3',
        rule: 'ADMIN_FEE_ON_EXCLUDED_BASE',
        year: 2023,
        amountCents: 86_210,
        severity: 'MEDIUM',
        confidence: 0.85,
        title: 'The administrative fee was charged on taxes and insurance',
        explanation:
          'Your lease allows a 10% administrative fee on CAM costs excluding taxes and insurance. The 2023 statement charges it on your whole share, including taxes and insurance.',
        calculation: [
          'Taxes and insurance in your 2023 share: 5.00% x $227,000.00 = $11,350.00',
          'Fee charged on them: 10% x $11,350.00 = $1,135.00',
          'Less the part already credited on the statement: $272.90; overcharge $862.10',
        ],
        evidence: [
          {
            file: 'lease.pdf',
            page: 6,
            quote:
              'an administrative fee of ten percent (10%) of Common Area Maintenance costs, excluding Taxes and Insurance',
          },
          { file: 'recon-2023.pdf', page: 1, quote: "Administrative Fee (10% of Tenant's Share) 3,200.00" },
        ],
        recommendation: 'Ask for the 2023 administrative fee to be recomputed on CAM costs only.',
      },
    ],
    deadlines: [
      {
        kind: 'AUDIT_WINDOW',
        date: '2025-07-14',
        basis: '90 days after the 2024 statement dated 2025-04-15',
      },
    ],
    totals: { overchargeCents: 627_255, byYear: { '2023': 86_210, '2024': 541_045 } },
    warnings: ['recon-2024.pdf: pages 1-2 were scanned and read with OCR (mean confidence 91%)'],
  };
}

/** The fixed "today" of the tests: 43 days before the audit-window date. */
export const NOW = new Date('2025-06-01T12:00:00Z');
