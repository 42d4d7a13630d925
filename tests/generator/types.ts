/** Public types of the packet generator: what a packet should look like, and its answer key. */
import type { AdminFeeBase, CapType, ExpenseCategory, RentStep } from '../../src/engine/types';
import type { Kind } from './data';

/** Rules the generator can plant (section 3 of the engine contract). */
export const PLANTABLE_RULES = [
  'PRO_RATA_SHARE',
  'ADMIN_FEE_OVER_CAP',
  'EXCLUDED_EXPENSE',
  'CAM_CAP_EXCEEDED',
  'MATH_ERROR',
  'RENT_ESCALATION_ERROR',
  'LATE_FEE_EXCESSIVE',
  'DUPLICATE_CHARGE',
  'LATE_STATEMENT_WAIVER',
] as const;
export type PlantableRule = (typeof PLANTABLE_RULES)[number];

/** Rules that live on a reconciliation statement (the others live on the bill). */
export const STATEMENT_RULES: readonly PlantableRule[] = [
  'PRO_RATA_SHARE',
  'ADMIN_FEE_OVER_CAP',
  'EXCLUDED_EXPENSE',
  'CAM_CAP_EXCEEDED',
  'MATH_ERROR',
  'DUPLICATE_CHARGE',
  'LATE_STATEMENT_WAIVER',
];

export interface PlannedError {
  rule: PlantableRule;
  /** Statement year for statement rules (default: chosen from the seed). Ignored for bill rules. */
  year?: number;
}

/**
 * A document family: one coherent landlord "house style" (lease form, statement layout, bill
 * layout, wording). 'classic' is the generator's original mix of forms and styles; the others
 * fix one new form, layout and wording each (decision 0052, README "Families").
 */
export const GENERATOR_FAMILIES = [
  'classic',
  'ledger-west',
  'tower-office',
  'county-plaza',
  'harbor-medical',
  'parkway-flex',
  'summit-industrial',
  'riverside-mixed',
  'lakeside-grocery',
  'northgate-office',
  'bayfront-mixeduse',
  'elmstreet-smallowner',
  'cedar-labs',
  'prairie-powercenter',
  'meridian-suburban',
  'towerbridge-office',
  'stellalink-clinic',
  'uplands-research',
  'willowbrook-commons',
  'kingsgate-mall',
  'northshore-outlets',
  'ridgeline-office',
  'harborpoint-condo',
  'oakmont-perfoot',
  'bluewater-rider',
  'pinecrest-trust',
  'foxhollow-letter',
  'juniper-matrix',
  'quarry-budget',
  'ashford-greenbar',
  'meadowlark-portal',
  'larkspur-board',
  'wexford-certified',
  'tidewater-questions',
  'hollis-allocation',
] as const;
export type GeneratorFamily = (typeof GENERATOR_FAMILIES)[number];

/** LETTER_RIDER: ledger-west; GLOSSARY_EXHIBITS: tower-office; CENTER_PROSE: county-plaza. */
export type LeaseForm =
  | 'SUMMARY_TABLE'
  | 'ARTICLES'
  | 'DEFINITIONS'
  | 'LETTER_RIDER'
  | 'GLOSSARY_EXHIBITS'
  | 'CENTER_PROSE'
  /** harbor-medical: Reference Pages (numbered items), then Standard Lease Provisions. */
  | 'REFERENCE_PAGES'
  /** parkway-flex: lettered Fundamental Lease Provisions, then a definitions article. */
  | 'FUNDAMENTAL_PROVISIONS'
  /** summit-industrial: an AIR-style multi-tenant net form, Basic Provisions 1.1-1.12 filled in. */
  | 'AIR_NET_FORM'
  /** riverside-mixed: an Amended and Restated Lease, a ruled Summary of Basic Terms, Exhibit C. */
  | 'RESTATED_SUMMARY'
  /** lakeside-grocery: a REIT's retail lease whose Article I numbers its definitions 1.01-1.27. */
  | 'NUMBERED_DEFINITIONS'
  /** northgate-office: Fundamental Lease Provisions cover pages, then articles set in two columns. */
  | 'TWO_COLUMN_ARTICLES'
  /** bayfront-mixeduse: a plain-language Commercial Lease Agreement with Schedule 1 at the end. */
  | 'END_SCHEDULE'
  /** elmstreet-smallowner: an old-style Lessor/Lessee LEASE AGREEMENT with Roman-numbered ARTICLES. */
  | 'ROMAN_ARTICLES'
  /** cedar-labs: a research park's Lease Summary Page, Table of Contents, run-in sections, Attachment I. */
  | 'RESEARCH_PARK_SUMMARY'
  /** prairie-powercenter: a REIT's big-box net lease ("Store #812 LEASE"), the REA, Exhibit C's parcel table. */
  | 'BIG_BOX_NET'
  /** meridian-suburban: a lettered LEASE SUMMARY (A.-Q.), then a LEASE AGREEMENT of sentence-case run-in sections. */
  | 'LETTERED_SUMMARY'
  /** towerbridge-office: a captioned SUMMARY PAGE, a Table of Contents, then capitalised numbered sections with (a) subsections. */
  | 'SUMMARY_PAGE_SECTIONS'
  /** stellalink-clinic: a cover page and INDEX, Article I's Basic Lease Provisions (a)-(s) in capitals, Article XXIII's definitions. */
  | 'INDEXED_BASIC_PROVISIONS'
  /** uplands-research: a research park's cover block and RECITALS, then capitalised articles of decimal run-in sections (1.1.); the rent table by date ranges. */
  | 'PARK_DECIMAL_ARTICLES'
  /** willowbrook-commons: a state REALTOR association's pre-printed fill-in form, figures typed into blanks, checkboxes, Special Provisions. */
  | 'REALTOR_FILL_IN_FORM'
  /** kingsgate-mall: a mall REIT's long-form lease, a two-level lettered DATA SHEET, ARTICLE/Section body with small-capital run-in headings citing its items. */
  | 'MALL_DATA_SHEET'
  /** northshore-outlets: a Canadian REIT's lease, a SUMMARY OF BASIC TERMS numbered 1.1-1.21, ARTICLES with hanging section numbers and the definitions gathered alphabetically in Section 1.1. */
  | 'SUMMARY_OF_BASIC_TERMS'
  /** ridgeline-office: a PE fund's short-form Multi-Tenant Office Lease, a ruled Basic Lease Provisions grid with RSF / USF areas, Article 4 pointing to a long Exhibit C. */
  | 'SHORT_FORM_EXHIBIT_C'
  /** harborpoint-condo: an attorney's plain-English short lease of a condominium unit, numbered paragraphs with bold run-in headings, the share the unit's percentage interest under the Declaration. */
  | 'CONDO_PLAIN_ENGLISH'
  /** oakmont-perfoot: a family office's old printed office-lease form (THIS LEASE ... WITNESSETH, ALL-CAPS run-in paragraph captions), the deal typed into its blanks, the inapplicable alternatives struck. */
  | 'TYPED_PRINTED_FORM'
  /** bluewater-rider: a brokers' association's printed multi-tenant net lease form filled in, then a negotiated Addendum / Rider (paragraphs 41 on) that deletes or replaces printed paragraphs and controls. */
  | 'PRINTED_FORM_RIDER'
  /** pinecrest-trust: a land trust's old-fashioned INDENTURE OF LEASE ("THIS INDENTURE ... WITNESSETH"), a ruled Schedule of Particulars of numbered Items in front, ARTICLE THE FIRST ... with Sections 5.03 citing the Items. */
  | 'INDENTURE_PARTICULARS'
  /** foxhollow-letter: a downtown building owner's short COMMERCIAL LEASE, the terms in an alphabetical DEFINITIONS paragraph and a definitions-like Rent Schedule, plain numbered paragraphs without headings, a Lease Modification Agreement bound at the end whose figure controls. */
  | 'DEFINITIONS_MODIFIED'
  /** juniper-matrix: a lifestyle-center REIT's lease opening with a LEASE DATA SHEET grid of captioned boxes, its cost terms in an EXHIBIT D OPERATING EXPENSE RECOVERY MATRIX (one row per category, Recoverable / Subject to Cap / Admin Fee Applies Y/N columns, Notes, numbered footnotes). */
  | 'DATA_SHEET_MATRIX'
  /** quarry-budget: a family office's lease whose cost terms each come with a worked "For example" on illustrative figures (not the tenant's), defined terms in bold quotation marks capitalised unlike their use, the real figures in the operative words. */
  | 'WORKED_EXAMPLES'
  /** ashford-greenbar: an older typed lease (Courier, double-spaced, capital headings, WITNESSETH, amounts in words then figures), paragraphs 1-40 and a typed Rider 41-55 that amends earlier paragraphs' figures and controls; every line one string. */
  | 'TYPED_LEASE_RIDER'
  /** meadowlark-portal: an e-signed lease (the e-signature envelope header on every page), a two-column "Key Terms" table in sentence case, sentence-case numbered sections, defined terms in bold without quotation marks, exclusions as a bulleted list. */
  | 'ESIGNED_KEY_TERMS'
  /** larkspur-board: a real-estate board's pre-printed "Standard Multi-Tenant Commercial Lease — Net" set in two text columns per page in small type, numbered paragraphs "1.1" with run-in bold captions, the basic provisions of paragraph 1 filled in on underlined blanks, then a single-column Addendum typed by the broker that sets the cost terms and amends the form ("Paragraph 1.6 is amended to read ..."). */
  | 'BOARD_TWO_COLUMN_FORM'
  /** wexford-certified: a law firm's lease of numbered sections whose captions stand in a narrow left margin column beside the text, every figure inline in its section (Floor Area in 2 and 3, Minimum Rent in 5, late charge in 6, Common Area Charges, Tenant's Proportionate Share, overhead "not to exceed", a CPA-certified Operating Cost Statement, Inspection of Records). */
  | 'SIDE_CAPTION_SECTIONS'
  /** tidewater-questions: a plain-language lease whose numbered headings are questions ("5. How much Base Rent does Tenant pay?"), each answered in the paragraph below, every figure inline in its answer, the answers citing one another by number. */
  | 'QUESTION_HEADINGS'
  /** hollis-allocation: a law office's lease typed on pleading paper: line numbers 1-28 down the left margin of every page beside a double rule, the text double-spaced on the numbered lines, a caption block, decimal sections ("6.2"). */
  | 'PLEADING_PAPER';
export type RentForm = 'TABLE' | 'PERCENT' | 'PER_RSF';
/** PANEL: ledger-west (landscape, summary panel beside the pools); ACCOUNTS: tower-office. */
export type StatementStyle =
  | 'LEADERS'
  | 'COLUMNS'
  | 'SECTIONS'
  | 'ITEMIZED'
  | 'COMPARATIVE'
  | 'PANEL'
  | 'ACCOUNTS'
  /** county-plaza: a summary page, then one schedule per pool with its own calculation. */
  | 'POOL_SCHEDULES'
  /** harbor-medical: a cover letter in prose, then a detail page with a per-RSF column. */
  | 'COVER_DETAIL'
  /** parkway-flex: a manager's GL export, Budget/Actual/Variance or Current/Base Year/Increase. */
  | 'VARIANCE_EXPORT'
  /** summit-industrial: prior-year and current-year actuals side by side with a % change. */
  | 'YEAR_OVER_YEAR'
  /** riverside-mixed: a one-page landlord's letter with the figures, then a two-column schedule. */
  | 'LETTER_SCHEDULE'
  /** lakeside-grocery: a landscape Expense Recovery Analysis, one stacked section per pool. */
  | 'RECOVERY_ANALYSIS'
  /** northgate-office: a Tenant Escalation Statement (Building Total / Base Year / Increase / Tenant %). */
  | 'ESCALATION_SCHEDULE'
  /** bayfront-mixeduse: a reconciliation letter in prose, then a General Ledger Detail. */
  | 'LETTER_GL_DETAIL'
  /** elmstreet-smallowner: the owner's landscape spreadsheet, one row per expense, 12 monthly columns. */
  | 'MONTHLY_WORKSHEET'
  /** cedar-labs: a numbered-line reconciliation form (Parts I-IV), then Schedule A with lease references. */
  | 'NUMBERED_FORM'
  /** prairie-powercenter: a grid of costs with prior year, current year, share % and the tenant's share of each; Schedule 1 of monthly estimates. */
  | 'CATEGORY_SHARES'
  /** meridian-suburban: a cover memo with an Estimated vs Actual table per pool, then a Recoverable Expense Detail with pool-level shares. */
  | 'MEMO_POOL_DETAIL'
  /** towerbridge-office: a manager's landscape recovery grid, one row per pool across area, share, fee and billed columns, then the pools' expense listing. */
  | 'RECOVERY_GRID'
  /** stellalink-clinic: the reconciliation billed as an INVOICE (one item per charge), then Schedule A, a cross-tab of expenses by charge. */
  | 'RECON_INVOICE'
  /** uplands-research: a utility-bill-style reconciliation (account box, share read like a meter, account summary by service, messages, tear-off stub), then a cost detail page. */
  | 'UTILITY_STYLE_RECON'
  /** willowbrook-commons: a manager's spreadsheet printed with gridlines, row numbers and column letters, the category repeated on every row, Excel subtotals, a calculation table. */
  | 'GRIDLINE_WORKSHEET'
  /** kingsgate-mall: a REIT's annual CAM / tax / insurance adjustment, dot-leader costs with a prior-year column, the share computed as labelled equations, a Credits column. */
  | 'LEADER_EQUATION_ADJUSTMENT'
  /** northshore-outlets: a two-page Operating Cost and Realty Tax Reconciliation, Annual Budget beside Actual, per-pool Proportionate Share lines, the table carried forward / brought forward across the page break. */
  | 'BUDGET_CARRIED_FORWARD'
  /** ridgeline-office: a manager's cover letter over a Budget / Actual / Variance / Var. % report by expense group, an occupancy adjustment schedule and a Tenant Allocation block. */
  | 'BUDGET_VARIANCE_ALLOCATION'
  /** harborpoint-condo: the unit owner's Pass-Through Reconciliation letter, the association's categories with Association Total / Unit share columns, taxes and insurance added as one-line items. */
  | 'ASSOCIATION_PASS_THROUGH'
  /** oakmont-perfoot: a family office's operating expense statement per rentable square foot (Total Cost / Cost per RSF, base-year per RSF and Increase per RSF), the tenant's figure as $/RSF × its rentable area. */
  | 'PER_RSF_STATEMENT'
  /** bluewater-rider: a twenty-line CAM / tax / insurance reconciliation worksheet laid out like a tax form ("Line 9. Multiply Line 7 by Line 6"), Schedule A's three parts carried to Lines 1-3. */
  | 'LINE_WORKSHEET'
  /** pinecrest-trust: a property manager's general-ledger listing (account no., name, prior year, current year, % change, Recoverable Y/N), non-recoverable accounts listed but flagged N, then a computation box. */
  | 'GL_RECOVERABLE_FLAGS'
  /** foxhollow-letter: a part-time bookkeeper's typed letter stating the reconciliation's arithmetic in prose, then a list of the year's expenses in two newspaper-style columns with category codes. */
  | 'BOOKKEEPER_LETTER_LIST'
  /** juniper-matrix: a property-management system's landscape CAM RECOVERY DETAIL (Category | Pool Total | Tenant Pro-Rata % | Tenant Share | Cap Adj. | Admin Fee | Tenant Total, each row rounded on its own), then a TENANT LEDGER – RECOVERY ACTIVITY page with a running balance. */
  | 'CAM_RECOVERY_DETAIL'
  /** quarry-budget: an outside bookkeeper's spreadsheet printed with gridlines, column letters and row numbers under the cover e-mail as the mail client prints it: prior-year or base-year, budget, actual and variance columns, the tenant's calculation in labelled cells with formula notes. */
  | 'EMAILED_SPREADSHEET'
  /** ashford-greenbar: a legacy midrange system's fixed-width (132-column Courier) TENANT ESCALATION/RECOVERY BILLING report, each printed line one string: account-numbered lines, pool subtotals, trailing-minus credits, the calculation as dotted labels, page header and column header repeated across the page break. */
  | 'GREENBAR_RECOVERY_BILLING'
  /** meadowlark-portal: a property-technology portal's reconciliation page printed from a browser: summary cards and expense rows stacked label over value, pool groups with a group total, "How we calculated your share", credits with a real minus sign. */
  | 'PORTAL_STACKED_CARDS'
  /** larkspur-board: an accounting package's landscape 12-month operating statement (account number and name, Jan ... Dec and Total, pools with subtotal rows), split Jan-Jun / Jul-Dec + Total over two pages with the rows repeated, then a Tenant Recovery Summary; credits in parentheses. */
  | 'TWELVE_MONTH_OPERATING'
  /** wexford-certified: the landlord's outside CPAs' Independent Accountant's Report, a Statement of Recoverable Operating Costs set as a financial statement (line amounts in an inner column, pool totals stepped out, the total double-ruled), Schedule 1 Computation of Tenant's Share citing Notes, and Notes to Statement. */
  | 'CPA_EXAMINED_STATEMENT'
  /** tidewater-questions: the year's reconciliation issued as the landlord's DEBIT MEMO or CREDIT MEMO (memo box, lettered computation lines citing each other, the memo's amount in words "debit of" / "credit of"), then Attachment A listing the recoverable expenses by GL account and pool. */
  | 'DEBIT_CREDIT_MEMO'
  /** hollis-allocation: the small center's owner's year-end allocation schedule sent alike to every tenant: a cover letter naming the tenant's suite and balance, a landscape table of every suite (vacant included) with its area, share, pool amounts, fee, estimates and balance, the tenant's row marked, columns footed; then the pools' expense detail. */
  | 'ALLOCATION_SCHEDULE';
/** ACCOUNT: ledger-west statement of account; REMITTANCE: tower-office invoice with a stub. */
export type BillStyle =
  | 'INVOICE'
  | 'CODES'
  | 'LEDGER'
  | 'ACCOUNT'
  | 'REMITTANCE'
  /** county-plaza: a tenant ledger of open charges with charge codes. */
  | 'OPEN_CHARGES'
  /** harbor-medical: a rent invoice with an account summary box and service periods. */
  | 'RENT_INVOICE'
  /** parkway-flex: a statement of charges, rows by period and columns by charge type. */
  | 'CHARGE_GRID'
  /** summit-industrial: an account history of charges and payments with a running balance. */
  | 'ACCOUNT_HISTORY'
  /** riverside-mixed: a numbered invoice with Previous Balance / Payments / New Charges summary. */
  | 'BALANCE_INVOICE'
  /** lakeside-grocery: a rent notice with current charges, prior items and an aged balance. */
  | 'AGED_NOTICE'
  /** northgate-office: an e-mailed Rent Invoice with a tabular header and GL-style charge lines. */
  | 'EMAILED_INVOICE'
  /** bayfront-mixeduse: a tenant-portal Account Statement with a running balance. */
  | 'PORTAL_LEDGER'
  /** elmstreet-smallowner: a QuickBooks-style small-business invoice (Item | Description | Qty | Rate | Amount). */
  | 'QB_INVOICE'
  /** cedar-labs: an automatic payment (pre-authorized ACH debit) notice. */
  | 'ACH_NOTICE'
  /** prairie-powercenter: a monthly Rent Statement (current / past due charges) with a tear-off remittance coupon. */
  | 'COUPON_STATEMENT'
  /** meridian-suburban: a browser printout of the owner's tenant portal page "Charges Due" (a transaction list). */
  | 'PORTAL_CHARGES_DUE'
  /** towerbridge-office: an institutional owner's invoice payable to a bank lockbox, service periods, wire instructions and an OCR scan line. */
  | 'LOCKBOX_INVOICE'
  /** stellalink-clinic: the managing agent's monthly rent billing letter, each charge with its lease section. */
  | 'BILLING_LETTER'
  /** uplands-research: a property-management system's fixed-width (Courier) rent billing printout with transaction codes and a dashed remit section. */
  | 'SYSTEM_PRINTOUT'
  /** willowbrook-commons: a tenant payment portal's rent-statement e-mail printed from the tenant's webmail (Balance Due card, Recent Activity newest first). */
  | 'PORTAL_EMAIL'
  /** kingsgate-mall: the REIT's central A/R Tenant Invoice, charge codes with Period From / Period To, an Open Items section of unpaid invoices, a lockbox. */
  | 'OPEN_ITEMS_INVOICE'
  /** northshore-outlets: a Canadian REIT's Statement of Account, each open charge in its aging column (Current / 30 / 60 / 90+ Days), DD/MM/YYYY dates. */
  | 'AGED_STATEMENT_OF_ACCOUNT'
  /** ridgeline-office: a national manager's AR-system Rent Invoice PDF, e-mailed, GL-coded charge lines, a remit-to ACH block with masked bank numbers. */
  | 'AR_PDF_INVOICE'
  /** harborpoint-condo: the owner's monthly rent statement as an e-mail printout (From / To / Subject / Date, a text list of charges, Zelle or check). */
  | 'EMAIL_RENT_STATEMENT'
  /** oakmont-perfoot: a family office's half-page Notice of Rent Due with a detachable remittance coupon below a dashed cut line. */
  | 'HALF_PAGE_NOTICE'
  /** bluewater-rider: a local developer's monthly invoice, the prior balance first, a sub-metered utility charge with its meter readings beside rent and the estimates. */
  | 'SUBMETER_INVOICE'
  /** pinecrest-trust: the trustee bank's Land Trust Department "STATEMENT OF RENT DUE" with the trust number, the items due and a remittance stub to tear off. */
  | 'TRUST_RENT_DUE'
  /** foxhollow-letter: a bookkeeper's postcard-style half-page Rent Reminder with a short list of charges and a handwritten-style note. */
  | 'RENT_REMINDER_CARD'
  /** juniper-matrix: a tenant portal's ACCOUNT STATEMENT with aging buckets (Current | 1-30 | 31-60 | 61-90 | Over 90) and Charge Code | Description | Period | Amount. */
  | 'AGED_PORTAL_STATEMENT'
  /** quarry-budget: the bookkeeper's accounting-software invoice (Item "Rent:Base Rent" | Description | Qty | Rate | Amount, Net 10), a reconciliation credit applied under Payments/Credits. */
  | 'SMALL_BUSINESS_INVOICE'
  /** ashford-greenbar: the same legacy system's fixed-width STATEMENT OF ACCOUNT (previous balance, payments, balance forward, charge codes, trailing minus), a tear-off remittance stub of dashes; every line one string. */
  | 'GREENBAR_STATEMENT_OF_ACCOUNT'
  /** meadowlark-portal: the same portal's "Payment due" page printed from a browser: charges stacked label over value, an autopay notice, the due date. */
  | 'PORTAL_PAYMENT_DUE'
  /** larkspur-board: a tenant ledger / aging statement: open items (Date | Charge Code | Description | Amount | Balance) and an aging line Current | 1-30 | 31-60 | 61-90 | Over 90 | Total Due. */
  | 'LEDGER_AGING'
  /** wexford-certified: the managing agent's letter "Notice of Adjusted Monthly Estimates and Rent Due": previous vs adjusted monthly estimates (Change), then the amount due as a dot-leader list and the total. */
  | 'ADJUSTED_ESTIMATES_NOTICE'
  /** tidewater-questions: a faxed rent statement: the fax machine's header line, a FACSIMILE TRANSMITTAL cover block (To / Fax / From / Pages / Re), the charges with credits as "CR", "PLEASE REMIT", a confidentiality notice. */
  | 'FAX_RENT_STATEMENT'
  /** hollis-allocation: the owner's office's rent notice in the form of a collection reminder: "RENT NOTICE", or "SECOND NOTICE – PAST DUE" with the unpaid month, its days past due and the late charge above the current month's charges. */
  | 'DUNNING_NOTICE';
export type FontFamily = 'Times' | 'Helvetica' | 'Courier';

export interface PacketSpec {
  /** Folder name and truth.packetId. */
  id: string;
  /** Seeds every detail not fixed below (names, amounts, wording, layout jitter). */
  seed: number;
  /** Absent means 'classic' (kept absent so classic specs and their truth stay as they were). */
  family?: GeneratorFamily;
  kind: Kind;
  leaseType: 'NNN' | 'BASE_YEAR';
  /** Number of reconciliation statements, 1..3. */
  years: number;
  /** Year of the latest statement. */
  lastYear: number;
  scanned: boolean;
  /** Scan look: grayscale JPEG or 1-bit black & white PNG. */
  scanMode: 'gray' | 'bw';
  errors: PlannedError[];
  amendment: null | 'EXTENSION' | 'RENT_CHANGE';
  letter: boolean;
  lease: {
    form: LeaseForm;
    font: FontFamily;
    /** How numbers are written: words with digits, words alone, a mix clause by clause, or numerals only. */
    numbers: 'BOTH' | 'WORDS' | 'MIXED' | 'DIGITS';
    rent: RentForm;
    /** The lease states the expiration date (else only the term in months). */
    expirationStated: boolean;
    /** The lease states the share as a percentage (else only the two areas). */
    shareStated: boolean;
    shareDecimals: 2 | 4;
  };
  terms: {
    camCap: CapType | null;
    adminFee: AdminFeeBase | null;
    grossUp: boolean;
    lateFee: 'PCT' | 'FLAT';
    waiver: boolean;
    mgmtFeeCap: boolean;
    amortization: boolean;
  };
  statementStyle: StatementStyle;
  billStyle: BillStyle;
  /** The bill carries a past-due balance and a late charge. */
  lateChargeOnBill: boolean;
}

/** The lease section of truth.json: LeaseData values (no evidence wrappers). */
export interface TruthLease {
  leaseType: 'NNN' | 'BASE_YEAR' | 'GROSS';
  tenantName: string;
  landlordName: string;
  premisesRsf: number;
  buildingRsf: number;
  proRataSharePct: number;
  commencementDate: string;
  expirationDate: string;
  rentSchedule: RentStep[];
  camCap: { pct: number; type: CapType; baseYear: number | null } | null;
  adminFee: { pct: number; base: AdminFeeBase } | null;
  managementFeeCapPct: number | null;
  excludedCategories: ExpenseCategory[];
  capitalAmortizationYears: number | null;
  grossUp: { occupancyPct: number; appliesTo: 'VARIABLE' | 'ALL' } | null;
  baseYear: number | null;
  baseYearExpensesCents: number | null;
  lateFee: { pct: number | null; flatCents: number | null; graceDays: number | null };
  reconciliationDeadlineDays: number;
  lateStatementWaiver: boolean;
  auditWindowDays: number;
}

export interface TruthError {
  rule: PlantableRule;
  year: number;
  amountCents: number;
  note: string;
}

export interface TruthStatement {
  year: number;
  statementDate: string;
  billedSharePct: number;
  totalCents: number;
  tenantShareCents: number;
  adminFeeCents: number;
  estimatesPaidCents: number;
  balanceDueCents: number;
  occupancyPct: number | null;
  lines: { label: string; amountCents: number; actualCents?: number }[];
}

export interface TruthBill {
  date: string;
  baseRentCents: number;
  pastDueCents: number;
  lateFeeCents: number;
  totalCents: number;
}

export interface Truth {
  packetId: string;
  files: { lease: string[]; reconciliation: string[]; bill: string[]; letter: string[] };
  lease: TruthLease;
  errors: TruthError[];
  deadlines: { kind: 'AUDIT_WINDOW'; date: string }[];
  scanned: boolean;
  totals: { overchargeCents: number };
  statements: TruthStatement[];
  bills: TruthBill[];
  meta: TruthMeta;
}

export interface TruthMeta {
  set: 'generated';
  generator: string;
  seed: number;
  kind: Kind;
  spec: PacketSpec;
  layout: {
    lease: { form: LeaseForm; font: FontFamily; numbers: string; rent: RentForm; amendment: string | null };
    statement: StatementStyle;
    bill: BillStyle;
    scan: { mode: 'gray' | 'bw'; dpi: number } | null;
  };
  /** Per statement year: each line's category and section, in truth line order. */
  lineCategories: Record<string, { label: string; category: ExpenseCategory; section: string }[]>;
  /** Per statement year: how the statement computes (for independent re-computation in tests). */
  statementMath: Record<
    string,
    {
      shareMode: 'TOTAL' | 'SECTION' | 'ITEMIZED';
      adminFeePct: number | null;
      adminFeeBase: 'CAM' | 'ALL' | null;
      baseDeductionCents: number | null;
      camShareCents: number | null;
      shareNumeratorRsf: number | null;
      shareDenominatorRsf: number | null;
      monthlyEstimateCents: number;
      estimateMonths: number;
    }
  >;
  pages: Record<string, number>;
}
