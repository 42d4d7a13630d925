/** Random packet specs and the consistency rules a spec must follow. */

import type { AdminFeeBase, CapType } from '../../src/engine/types';
import type { Kind } from './data';
import { drawFamilyErrors, FAMILY_ERROR_MIX } from './family-errors';
import { Rng } from './prng';
import {
  type BillStyle,
  type GeneratorFamily,
  type LeaseForm,
  type PacketSpec,
  PLANTABLE_RULES,
  type PlannedError,
  type PlantableRule,
  type RentForm,
  STATEMENT_RULES,
  type StatementStyle,
} from './types';

export interface RandomSpecOptions {
  /** true: 1-3 random plantable errors; a list: exactly those rules; false/absent: a clean packet. */
  errors?: boolean | PlantableRule[];
  scanned?: boolean;
  kind?: Kind;
  leaseType?: 'NNN' | 'BASE_YEAR';
  years?: number;
  id?: string;
  /** Document family (decision 0052); absent or 'classic' gives exactly the classic spec. */
  family?: GeneratorFamily;
}

/**
 * Turns a classic spec into one of the new families: the family fixes its lease form,
 * statement and bill layouts and the kind of property, and draws the terms that fit it from its
 * own stream (so the classic stream, and with it every classic packet, is untouched).
 */
function applyFamily(spec: PacketSpec, family: GeneratorFamily, opts: RandomSpecOptions): void {
  if (family === 'classic') return;
  const frng = new Rng(`family:${family}:${spec.seed}`);
  const nnnTerms = (grossUpChance: number) => {
    spec.terms.camCap = frng.weighted([
      [null, 3],
      ['NON_CUMULATIVE', 3],
      ['CUMULATIVE_COMPOUNDING', 2],
      ['CUMULATIVE_SIMPLE', 2],
    ] as const);
    spec.terms.adminFee = frng.weighted([
      [null, 1],
      ['CAM_EXCLUDING_TAXES_INSURANCE', 3],
      ['ALL_OPERATING_EXPENSES', 2],
    ] as const);
    spec.terms.grossUp = !spec.terms.camCap && frng.chance(grossUpChance);
  };
  const baseYearTerms = (grossUpChance: number) => {
    spec.terms.camCap = null;
    spec.terms.adminFee = null;
    spec.terms.grossUp = frng.chance(grossUpChance);
  };
  // A family's lease form and its draws, and its statement and bill, in one order (form, font,
  // numbers, rent, whether the share is stated): the order is part of each seed's bytes.
  type Forms = {
    form: LeaseForm;
    /** One font, or the fonts to pick from. */
    font: PacketSpec['lease']['font'] | readonly PacketSpec['lease']['font'][];
    numbers: readonly (readonly [PacketSpec['lease']['numbers'], number])[];
    rent: readonly (readonly [RentForm, number])[];
    shareStated: number;
    statementStyle: StatementStyle;
    billStyle: BillStyle;
  };
  const drawForms = (o: Forms) => {
    spec.lease.form = o.form;
    spec.lease.font = typeof o.font === 'string' ? o.font : frng.pick(o.font);
    spec.lease.numbers = frng.weighted(o.numbers);
    spec.lease.rent = frng.weighted(o.rent);
    spec.lease.shareStated = frng.chance(o.shareStated);
    spec.statementStyle = o.statementStyle;
    spec.billStyle = o.billStyle;
  };
  // A family whose leases are net or base year (drawn before): a net lease draws its cap and fee
  // as the other NNN families do, a base-year lease has neither, no gross-up; then its forms, and
  // an unpaid month with its late charge on half the bills.
  const netOrBaseYearForms = (o: Forms) => {
    if (spec.leaseType === 'NNN') nnnTerms(0);
    else baseYearTerms(0);
    drawForms(o);
    spec.lateChargeOnBill = frng.chance(0.5);
  };
  // A retail family that lets net only.
  const netRetail = (o: Omit<Forms, 'rent'>) => {
    spec.kind = 'retail';
    spec.leaseType = 'NNN';
    nnnTerms(0);
    drawForms({
      ...o,
      rent: [
        ['TABLE', 2],
        ['PERCENT', 2],
        ['PER_RSF', 1],
      ],
    });
  };
  spec.family = family;
  // Neither family has an amendment or a cover letter: their wording would be the classic one.
  spec.amendment = null;
  spec.letter = false;
  if (family === 'county-plaza') {
    // A grocery-anchored neighbourhood center with a regional landlord: NNN with separate CAM,
    // tax and insurance pools, no gross-up (small-shop space is measured, not grossed up), a
    // long-form shopping-center lease with its numbers in words and figures.
    spec.kind = opts.kind ?? 'retail';
    spec.leaseType = opts.leaseType ?? 'NNN';
    if (spec.leaseType === 'NNN') nnnTerms(0);
    else baseYearTerms(0);
    spec.lease.form = 'CENTER_PROSE';
    spec.lease.font = frng.pick(['Times', 'Times', 'Courier'] as const);
    spec.lease.numbers = frng.weighted([
      ['BOTH', 3],
      ['MIXED', 1],
    ] as const);
    spec.statementStyle = 'POOL_SCHEDULES';
    spec.billStyle = 'OPEN_CHARGES';
    return;
  }
  if (family === 'prairie-powercenter') {
    // A free-standing store on its own parcel of a power center owned by a national
    // shopping-center REIT (decision 0072): net leases only (the REIT's big-box form is a "special
    // net lease"; Common Area Costs, Taxes and insurance are billed together), shared on the total
    // Floor Area of the center's buildings, no gross-up (the buildings are measured whether or not
    // occupied).
    // --kind and --lease-type are not honoured: the REIT lets its stores net only.
    netRetail({
      form: 'BIG_BOX_NET',
      font: ['Times', 'Helvetica', 'Times'],
      numbers: [
        ['BOTH', 3],
        ['MIXED', 1],
      ],
      shareStated: 0.6,
      statementStyle: 'CATEGORY_SHARES',
      billStyle: 'COUPON_STATEMENT',
    });
    return;
  }
  if (family === 'meridian-suburban') {
    // Office suites of a suburban office building of a regional owner-operator (decision 0073):
    // net leases only (Operating Expenses, taxes, insurance and utilities inside, passed through
    // as Additional Rent), shared on the Building's rentable area (not the two-building
    // Project's), no gross-up (the owner's form has none), the owner's lease with a lettered
    // LEASE SUMMARY in front.
    // --kind and --lease-type are not honoured: the owner lets office suites, net only.
    spec.kind = 'office';
    spec.leaseType = 'NNN';
    nnnTerms(0);
    spec.lease.form = 'LETTERED_SUMMARY';
    spec.lease.font = frng.pick(['Times', 'Helvetica', 'Helvetica'] as const);
    spec.lease.numbers = frng.weighted([
      ['BOTH', 2],
      ['MIXED', 1],
    ] as const);
    spec.lease.rent = frng.weighted([
      ['PER_RSF', 2],
      ['TABLE', 2],
      ['PERCENT', 1],
    ] as const);
    spec.lease.shareStated = frng.chance(0.65);
    spec.statementStyle = 'MEMO_POOL_DETAIL';
    spec.billStyle = 'PORTAL_CHARGES_DUE';
    return;
  }
  if (family === 'towerbridge-office') {
    // Office suites of a multi-tenant urban office tower owned by an institutional owner (a
    // pension fund's real estate trust) and run by a third-party manager (decision 0075): net
    // leases only (Operating Expenses and Real Estate Taxes passed through as Additional Rent
    // under "Adjustment of Rent"), shared on the Building's rentable area (not the complex's),
    // no gross-up, the owner's office lease with a captioned Summary Page in front.
    // --kind and --lease-type are not honoured: the owner lets office suites, net only.
    spec.kind = 'office';
    spec.leaseType = 'NNN';
    nnnTerms(0);
    spec.lease.form = 'SUMMARY_PAGE_SECTIONS';
    spec.lease.font = frng.pick(['Times', 'Times', 'Helvetica'] as const);
    spec.lease.numbers = frng.weighted([
      ['BOTH', 1],
      ['MIXED', 2],
    ] as const);
    spec.lease.rent = frng.weighted([
      ['PER_RSF', 3],
      ['TABLE', 1],
      ['PERCENT', 1],
    ] as const);
    spec.lease.shareStated = frng.chance(0.55);
    spec.statementStyle = 'RECOVERY_GRID';
    spec.billStyle = 'LOCKBOX_INVOICE';
    return;
  }
  if (family === 'stellalink-clinic') {
    // A research-and-light-manufacturing tenant taking most of the Floor Area of a small center
    // owned by a family limited partnership and billed by its local managing agent (decision
    // 0074): net leases only (a Common Area Maintenance Fee, an Insurance Charge and a Tax
    // Charge, each the Tenant's Proportionate Share), shared on the Center's Net Leasable Area,
    // no gross-up (the center is measured, not grossed up), the partnership's long-form lease
    // with Basic Lease Provisions in Article I and definitions in Article XXIII.
    // --kind and --lease-type are not honoured: the partnership lets its center net only.
    spec.kind = 'industrial';
    spec.leaseType = 'NNN';
    nnnTerms(0);
    spec.lease.form = 'INDEXED_BASIC_PROVISIONS';
    spec.lease.font = frng.pick(['Times', 'Times', 'Helvetica'] as const);
    spec.lease.numbers = frng.weighted([
      ['BOTH', 2],
      ['MIXED', 1],
    ] as const);
    spec.lease.rent = frng.weighted([
      ['PER_RSF', 2],
      ['TABLE', 2],
      ['PERCENT', 1],
    ] as const);
    spec.lease.shareStated = frng.chance(0.6);
    spec.statementStyle = 'RECON_INVOICE';
    spec.billStyle = 'BILLING_LETTER';
    return;
  }
  if (family === 'uplands-research') {
    // A lab/office tenant in a multi-tenant building of a university research park, the building
    // owned by a developer and run by its property manager (decision 0077): net leases only (CAM
    // Charges, real estate taxes, insurance and utilities passed through as Additional Rent),
    // shared on the Building's rentable area (the park's other buildings are not in the share),
    // no gross-up, the developer's park lease with a cover block, RECITALS and decimal sections.
    // --kind and --lease-type are not honoured: the developer lets lab/office suites, net only.
    spec.kind = 'office';
    spec.leaseType = 'NNN';
    nnnTerms(0);
    spec.lease.form = 'PARK_DECIMAL_ARTICLES';
    spec.lease.font = frng.pick(['Times', 'Times', 'Helvetica'] as const);
    spec.lease.numbers = frng.weighted([
      ['BOTH', 2],
      ['MIXED', 1],
    ] as const);
    spec.lease.rent = frng.weighted([
      ['PER_RSF', 3],
      ['TABLE', 2],
      ['PERCENT', 1],
    ] as const);
    spec.lease.shareStated = frng.chance(0.6);
    spec.statementStyle = 'UTILITY_STYLE_RECON';
    spec.billStyle = 'SYSTEM_PRINTOUT';
    return;
  }
  if (family === 'willowbrook-commons') {
    // Shops of a neighbourhood strip center owned by a family partnership and managed by a small
    // local brokerage (decision 0078): net leases only (the state REALTOR association's shopping
    // center form, "Net lease" checked), shared on the Center's leasable area (the ratio box or a
    // fixed percentage typed in), no gross-up (a handful of measured shops).
    // --kind and --lease-type are not honoured: the brokerage lets shop space, net only.
    netRetail({
      form: 'REALTOR_FILL_IN_FORM',
      font: ['Times', 'Helvetica', 'Times'],
      numbers: [
        ['BOTH', 2],
        ['MIXED', 1],
      ],
      shareStated: 0.5,
      statementStyle: 'GRIDLINE_WORKSHEET',
      billStyle: 'PORTAL_EMAIL',
    });
    return;
  }
  if (family === 'kingsgate-mall') {
    // An in-line store of a regional enclosed mall owned by a national mall REIT (decision 0079):
    // net leases only (Common Area Maintenance Costs, Real Estate Taxes and Insurance Costs
    // passed through), shared on the Mall GLA (the mall shops' floor area without the Anchor
    // Stores and Outparcels), no gross-up (the denominator counts leasable area whether or not
    // leased); the central A/R office carries unpaid invoices as open items more often.
    // --kind and --lease-type are not honoured: the REIT lets its mall shops net only.
    netRetail({
      form: 'MALL_DATA_SHEET',
      font: ['Times', 'Times', 'Helvetica'],
      numbers: [
        ['BOTH', 2],
        ['MIXED', 1],
      ],
      shareStated: 0.55,
      statementStyle: 'LEADER_EQUATION_ADJUSTMENT',
      billStyle: 'OPEN_ITEMS_INVOICE',
    });
    spec.lateChargeOnBill = frng.chance(0.55);
    return;
  }
  if (family === 'northshore-outlets') {
    // A shop of an outlet centre in a US border state owned by a Canadian-headquartered REIT
    // (decision 0082): net leases only (the REIT's standard form passes Operating Costs and Realty
    // Taxes through as Additional Rent), shared on the Rentable Area of the Shopping Centre, no
    // gross-up (the denominator counts rentable area whether or not leased); the REIT's
    // receivables desk ages every open charge, and carries an unpaid month half the time.
    // --kind and --lease-type are not honoured: the REIT lets its outlet shops net only.
    netRetail({
      form: 'SUMMARY_OF_BASIC_TERMS',
      font: ['Times', 'Helvetica', 'Times'],
      numbers: [
        ['BOTH', 2],
        ['MIXED', 1],
      ],
      shareStated: 0.6,
      statementStyle: 'BUDGET_CARRIED_FORWARD',
      billStyle: 'AGED_STATEMENT_OF_ACCOUNT',
    });
    spec.lateChargeOnBill = frng.chance(0.5);
    return;
  }
  if (family === 'ridgeline-office') {
    // A suite of a suburban multi-tenant office building owned by a private-equity fund and run by
    // a national third-party manager (decision 0083): office only, the fund's short-form lease on a
    // base year (modified gross) a little more often than net; a base-year lease grosses up most
    // of the time (the fund buys buildings to lease them up), a net one as the other NNN families
    // draw it (never with a cap); shared on the Building's rentable area (the usable area is
    // printed beside it). --lease-type is honoured; --kind is not (the fund lets office suites).
    spec.kind = 'office';
    spec.leaseType = opts.leaseType ?? (frng.chance(0.55) ? 'BASE_YEAR' : 'NNN');
    if (spec.leaseType === 'NNN') nnnTerms(0.35);
    else baseYearTerms(0.7);
    spec.lease.form = 'SHORT_FORM_EXHIBIT_C';
    spec.lease.font = frng.pick(['Helvetica', 'Times', 'Helvetica'] as const);
    spec.lease.numbers = frng.weighted([
      ['BOTH', 1],
      ['MIXED', 2],
    ] as const);
    spec.lease.rent = frng.weighted([
      ['PER_RSF', 3],
      ['TABLE', 2],
      ['PERCENT', 1],
    ] as const);
    spec.lease.shareStated = frng.chance(0.6);
    spec.statementStyle = 'BUDGET_VARIANCE_ALLOCATION';
    spec.billStyle = 'AR_PDF_INVOICE';
    return;
  }
  if (family === 'harborpoint-condo') {
    // A unit of a small medical / professional office condominium leased by its individual
    // investor-owner (an LLC of a dentist or a family) on an attorney's plain-English short lease
    // (decision 0085): net only (the association's assessments, taxes and insurance passed
    // through), the share the unit's percentage interest in the common elements, always stated in
    // the lease (the Declaration fixes it), no gross-up (a percentage interest does not move with
    // occupancy), every figure in numerals. --kind and --lease-type are not honoured.
    spec.kind = 'office';
    spec.leaseType = 'NNN';
    nnnTerms(0);
    spec.lease.form = 'CONDO_PLAIN_ENGLISH';
    spec.lease.font = frng.pick(['Times', 'Times', 'Helvetica'] as const);
    spec.lease.numbers = 'DIGITS';
    spec.lease.rent = frng.weighted([
      ['TABLE', 3],
      ['PERCENT', 2],
      ['PER_RSF', 1],
    ] as const);
    spec.lease.shareStated = true;
    spec.statementStyle = 'ASSOCIATION_PASS_THROUGH';
    spec.billStyle = 'EMAIL_RENT_STATEMENT';
    spec.lateChargeOnBill = frng.chance(0.5);
    return;
  }
  if (family === 'oakmont-perfoot') {
    // A suite of a 1980s-90s suburban office building owned and managed by a family office, no
    // third-party manager (decision 0087): office only, a base year (modified gross) about half the
    // time and net otherwise (--lease-type honoured, --kind not); a base-year lease grosses up half
    // the time, a net one as the other NNN families draw it and rarely grosses up; the share is
    // never stated (it follows from the two rentable areas the form's blanks hold); the office
    // thinks in dollars per rentable square foot, so rent is most often a rate per RSF.
    spec.kind = 'office';
    spec.leaseType = opts.leaseType ?? (frng.chance(0.5) ? 'BASE_YEAR' : 'NNN');
    if (spec.leaseType === 'NNN') nnnTerms(0.2);
    else baseYearTerms(0.5);
    spec.lease.form = 'TYPED_PRINTED_FORM';
    spec.lease.font = frng.pick(['Times', 'Times', 'Helvetica'] as const);
    spec.lease.numbers = frng.weighted([
      ['BOTH', 2],
      ['MIXED', 1],
    ] as const);
    spec.lease.rent = frng.weighted([
      ['PER_RSF', 3],
      ['TABLE', 2],
      ['PERCENT', 1],
    ] as const);
    spec.lease.shareStated = false;
    spec.statementStyle = 'PER_RSF_STATEMENT';
    spec.billStyle = 'HALF_PAGE_NOTICE';
    spec.lateChargeOnBill = frng.chance(0.45);
    return;
  }
  if (family === 'bluewater-rider') {
    // A shop of a neighbourhood strip center owned and run by a local developer (decision 0088):
    // retail only, net only (the brokers' association's multi-tenant net form passes CAM, taxes and
    // insurance through), shared on the center's Floor Area (stated in the form's blank and the
    // Addendum, or only as the ratio of the two areas), no gross-up (the shops are measured, not
    // grossed up); the developer bills a prior balance and its late charge a little more often
    // than not. --kind and --lease-type are not honoured.
    netRetail({
      form: 'PRINTED_FORM_RIDER',
      font: ['Helvetica', 'Times', 'Helvetica'],
      numbers: [
        ['BOTH', 2],
        ['MIXED', 1],
      ],
      shareStated: 0.6,
      statementStyle: 'LINE_WORKSHEET',
      billStyle: 'SUBMETER_INVOICE',
    });
    spec.lateChargeOnBill = frng.chance(0.55);
    return;
  }
  if (family === 'pinecrest-trust') {
    // A unit of a flex / light-industrial park whose title is held in a land trust administered by
    // a bank's trust department, the beneficiary's manager running the park (decision 0090):
    // industrial only (--kind not honoured); net most of the time, a base year with a stipulated
    // base amount (the "Expense Stop") about three leases in ten (--lease-type honoured); a net
    // lease draws its cap and supervisory charge as the other NNN families do; no gross-up (the
    // park's buildings are measured, not grossed up); the share stated in the Schedule of
    // Particulars or only its two areas; the trust department bills an unpaid installment and its
    // service charge half the time.
    spec.kind = 'industrial';
    spec.leaseType = opts.leaseType ?? (frng.chance(0.3) ? 'BASE_YEAR' : 'NNN');
    netOrBaseYearForms({
      form: 'INDENTURE_PARTICULARS',
      font: ['Times', 'Times', 'Courier'],
      numbers: [
        ['BOTH', 3],
        ['MIXED', 1],
      ],
      rent: [
        ['TABLE', 3],
        ['PER_RSF', 2],
        ['PERCENT', 1],
      ],
      shareStated: 0.65,
      statementStyle: 'GL_RECOVERABLE_FLAGS',
      billStyle: 'TRUST_RENT_DUE',
    });
    return;
  }
  if (family === 'foxhollow-letter') {
    // A shop or a small office in an older downtown main-street building (shops on the ground
    // floor, offices above) owned by a local family's company and kept by a part-time bookkeeper
    // (decision 0094): retail or office (--kind honoured for retail and office), net most of the
    // time, a base year with a stipulated Base Amount on about one retail lease in five and one
    // office lease in two (--lease-type honoured); a net lease draws its cap and administrative
    // charge as the other NNN families do; no gross-up (the owner shares on the Building Area);
    // the share stated in the definitions or only as the quotient of the two areas. One Lease
    // Modification Agreement is bound at the end of every lease: about one in three changes the
    // rent from a later Lease Year (the model's RENT_CHANGE amendment, printed inside lease.pdf);
    // the others change the late charge or the Review Period (or only the notice address), which
    // the renderer decides from the family's own stream.
    spec.kind =
      opts.kind === 'retail' || opts.kind === 'office' ? opts.kind : frng.chance(0.55) ? 'retail' : 'office';
    spec.leaseType =
      opts.leaseType ?? (frng.chance(spec.kind === 'office' ? 0.5 : 0.2) ? 'BASE_YEAR' : 'NNN');
    netOrBaseYearForms({
      form: 'DEFINITIONS_MODIFIED',
      font: ['Times', 'Times', 'Courier'],
      numbers: [
        ['DIGITS', 2],
        ['BOTH', 2],
        ['MIXED', 1],
      ],
      rent: [
        ['TABLE', 3],
        ['PERCENT', 2],
        ['PER_RSF', 1],
      ],
      shareStated: 0.6,
      statementStyle: 'BOOKKEEPER_LETTER_LIST',
      billStyle: 'RENT_REMINDER_CARD',
    });
    spec.amendment = frng.chance(0.35) ? 'RENT_CHANGE' : null;
    return;
  }
  if (family === 'juniper-matrix') {
    // A store of a national retail chain in an open-air lifestyle center owned by a shopping-center
    // REIT (decision 0097): net leases only, shared on the center's Gross Leasable Area, no gross-up
    // (the REIT's matrix lease has none); the cap and the administrative fee drawn as the other NNN
    // families draw them. The lease's first pages are a LEASE DATA SHEET grid and its cost terms
    // an EXHIBIT D OPERATING EXPENSE RECOVERY MATRIX (one row per expense category, Y/N columns,
    // numbered footnotes); the statement is the property-management system's CAM RECOVERY DETAIL
    // with a tenant ledger page, the bill the tenant portal's aged ACCOUNT STATEMENT.
    // --kind and --lease-type are not honoured: the REIT lets its stores net only.
    netRetail({
      form: 'DATA_SHEET_MATRIX',
      font: ['Times', 'Helvetica', 'Times'],
      numbers: [
        ['DIGITS', 3],
        ['BOTH', 1],
      ],
      shareStated: 0.6,
      statementStyle: 'CAM_RECOVERY_DETAIL',
      billStyle: 'AGED_PORTAL_STATEMENT',
    });
    spec.lateChargeOnBill = frng.chance(0.5);
    return;
  }
  if (family === 'quarry-budget') {
    // A suite of a neighbourhood medical / professional office building, or a shop of a small
    // retail strip, owned by a family office whose outside bookkeeper keeps the reconciliation in
    // a spreadsheet (decision 0100): office 3 : retail 2 (--kind honoured for those two); a base
    // year with a stipulated base amount on about one office lease in two and one retail lease in
    // six, else net (--lease-type honoured); a net lease draws its cap and administrative fee as
    // the other NNN families do, a base-year lease has neither; no gross-up (the family office
    // shares on the building's rentable area); the lease's cost terms each come with a worked
    // example on illustrative figures; the bookkeeper invoices an unpaid month and its late
    // charge half the time.
    spec.kind =
      opts.kind === 'retail' || opts.kind === 'office' ? opts.kind : frng.chance(0.6) ? 'office' : 'retail';
    spec.leaseType =
      opts.leaseType ?? (frng.chance(spec.kind === 'office' ? 0.5 : 0.17) ? 'BASE_YEAR' : 'NNN');
    netOrBaseYearForms({
      form: 'WORKED_EXAMPLES',
      font: ['Times', 'Times', 'Helvetica'],
      numbers: [
        ['BOTH', 2],
        ['DIGITS', 2],
        ['MIXED', 1],
      ],
      rent: [
        ['TABLE', 2],
        ['PERCENT', 2],
        ['PER_RSF', 1],
      ],
      shareStated: 0.6,
      statementStyle: 'EMAILED_SPREADSHEET',
      billStyle: 'SMALL_BUSINESS_INVOICE',
    });
    return;
  }
  if (family === 'ashford-greenbar') {
    // A unit of an older suburban office/flex or light-industrial park managed by a regional
    // property-management firm whose accounting still runs on a legacy midrange system that prints
    // fixed-width reports (decision 0102): office (office/flex) or industrial (--kind honoured for
    // those two; retail falls back to the draw); a base year with a stipulated Expense Stop on
    // about one office lease in two and one industrial lease in five, else net (--lease-type
    // honoured); a net lease draws its cap and administrative fee as the other NNN families do, a
    // base-year lease has neither; no gross-up (the park's buildings are measured, not grossed
    // up); the lease is the firm's old typed form, Courier, numbers in words and figures, with a
    // typed Rider (paragraphs 41-55) that amends the body's figures; the system bills an unpaid
    // month and its late charge half the time.
    spec.kind =
      opts.kind === 'office' || opts.kind === 'industrial'
        ? opts.kind
        : frng.chance(0.55)
          ? 'office'
          : 'industrial';
    spec.leaseType =
      opts.leaseType ?? (frng.chance(spec.kind === 'office' ? 0.45 : 0.2) ? 'BASE_YEAR' : 'NNN');
    netOrBaseYearForms({
      form: 'TYPED_LEASE_RIDER',
      font: 'Courier',
      numbers: [
        ['BOTH', 3],
        ['MIXED', 1],
      ],
      rent: [
        ['TABLE', 3],
        ['PERCENT', 2],
        ['PER_RSF', 2],
      ],
      shareStated: 0.6,
      statementStyle: 'GREENBAR_RECOVERY_BILLING',
      billStyle: 'GREENBAR_STATEMENT_OF_ACCOUNT',
    });
    return;
  }
  if (family === 'meadowlark-portal') {
    // A suite in a new mixed-use building (shops below, offices above) whose owner runs its leases
    // and billing through a property-technology portal (decision 0105): office 1 : retail 1
    // (--kind honoured for those two); a base year with a stipulated base amount on about one
    // office lease in three and one retail lease in ten, else net (--lease-type honoured); a net
    // lease draws its cap and administrative fee as the other NNN families do, a base-year lease
    // has neither; no gross-up (the new building is shared on its rentable area); the lease is
    // e-signed, opens with a Key Terms table, figures in digits (words and figures now and then);
    // the portal bills an unpaid month and its late charge half the time.
    spec.kind =
      opts.kind === 'office' || opts.kind === 'retail' ? opts.kind : frng.chance(0.5) ? 'office' : 'retail';
    spec.leaseType =
      opts.leaseType ?? (frng.chance(spec.kind === 'office' ? 0.35 : 0.1) ? 'BASE_YEAR' : 'NNN');
    netOrBaseYearForms({
      form: 'ESIGNED_KEY_TERMS',
      font: 'Helvetica',
      numbers: [
        ['DIGITS', 3],
        ['BOTH', 1],
      ],
      rent: [
        ['TABLE', 2],
        ['PERCENT', 2],
        ['PER_RSF', 1],
      ],
      shareStated: 0.7,
      statementStyle: 'PORTAL_STACKED_CARDS',
      billStyle: 'PORTAL_PAYMENT_DUE',
    });
    return;
  }
  if (family === 'larkspur-board') {
    // A space in a multi-tenant center or park let on a real-estate board's pre-printed
    // "Standard Multi-Tenant Commercial Lease - Net" (decision 0106): retail 2 : office 1 :
    // industrial 1 (--kind honoured); the form is net, and on about two office leases in five the
    // broker's Addendum turns it into a base year with a stipulated base (--lease-type honoured);
    // a net lease draws its cap and administrative fee as the other NNN families do, a base-year
    // lease has neither; no gross-up (the form has none); the form prints its paragraphs in words
    // and figures or figures, the blanks are typed in; the landlord's accounting package bills an
    // unpaid month and its late charge half the time.
    spec.kind =
      opts.kind ??
      frng.weighted([
        ['retail', 2],
        ['office', 1],
        ['industrial', 1],
      ] as const);
    spec.leaseType = opts.leaseType ?? (spec.kind === 'office' && frng.chance(0.4) ? 'BASE_YEAR' : 'NNN');
    netOrBaseYearForms({
      form: 'BOARD_TWO_COLUMN_FORM',
      font: 'Times',
      numbers: [
        ['DIGITS', 2],
        ['BOTH', 1],
      ],
      rent: [
        ['TABLE', 2],
        ['PERCENT', 2],
        ['PER_RSF', 1],
      ],
      shareStated: 0.7,
      statementStyle: 'TWELVE_MONTH_OPERATING',
      billStyle: 'LEDGER_AGING',
    });
    return;
  }
  if (family === 'wexford-certified') {
    // A shop, office suite or industrial unit let on a law firm's side-captioned lease whose
    // Operating Cost Statement is certified by the landlord's outside accountants (decision 0109):
    // retail 2 : office 2 : industrial 1 (--kind honoured); net, or a base year with a stipulated
    // base on about a third of office leases (--lease-type honoured); a net lease draws its cap
    // and overhead charge as the other NNN families do, a base-year lease has neither; no
    // gross-up; the law firm writes numbers in words and figures or figures; the managing agent
    // bills an unpaid installment and its late charge half the time.
    spec.kind =
      opts.kind ??
      frng.weighted([
        ['retail', 2],
        ['office', 2],
        ['industrial', 1],
      ] as const);
    spec.leaseType = opts.leaseType ?? (spec.kind === 'office' && frng.chance(0.35) ? 'BASE_YEAR' : 'NNN');
    netOrBaseYearForms({
      form: 'SIDE_CAPTION_SECTIONS',
      font: 'Times',
      numbers: [
        ['BOTH', 2],
        ['DIGITS', 1],
      ],
      rent: [
        ['TABLE', 2],
        ['PERCENT', 2],
        ['PER_RSF', 1],
      ],
      shareStated: 0.6,
      statementStyle: 'CPA_EXAMINED_STATEMENT',
      billStyle: 'ADJUSTED_ESTIMATES_NOTICE',
    });
    return;
  }
  if (family === 'tidewater-questions') {
    // A medical or professional office suite, a shop or a warehouse unit let on a small regional
    // owner's plain-language lease whose headings are questions (decision 0112): office 2 :
    // retail 1 : industrial 1 (--kind honoured); net, or a base year with a stipulated base on
    // about a third of office leases (--lease-type honoured); a net lease draws its cap and
    // administrative fee as the other NNN families do, a base-year lease has neither; no
    // gross-up; numbers in figures, sometimes in words and figures; the owner's bookkeeper faxes
    // an unpaid month and its late charge half the time.
    spec.kind =
      opts.kind ??
      frng.weighted([
        ['office', 2],
        ['retail', 1],
        ['industrial', 1],
      ] as const);
    spec.leaseType = opts.leaseType ?? (spec.kind === 'office' && frng.chance(0.35) ? 'BASE_YEAR' : 'NNN');
    netOrBaseYearForms({
      form: 'QUESTION_HEADINGS',
      font: 'Helvetica',
      numbers: [
        ['DIGITS', 2],
        ['BOTH', 1],
      ],
      rent: [
        ['TABLE', 2],
        ['PERCENT', 1],
        ['PER_RSF', 1],
      ],
      shareStated: 0.5,
      statementStyle: 'DEBIT_CREDIT_MEMO',
      billStyle: 'FAX_RENT_STATEMENT',
    });
    return;
  }
  if (family === 'hollis-allocation') {
    // A shop or a professional office suite of a small strip or neighbourhood center whose owner
    // sends every tenant the same year-end allocation schedule of all the suites (decision 0114):
    // retail 3 : office 1 (--kind honoured); net only (the owner splits the CAM, tax and insurance
    // pools over every suite by its share, the vacant ones included, so a base year has no place
    // in the schedule: --lease-type is not honoured); cap and administrative fee drawn as the
    // other NNN families do; no gross-up (the vacant suites' shares stay with the owner); the
    // owner's law office types its leases on pleading paper in Times, numbers in words and
    // figures or figures; the owner's office sends a second notice for an unpaid month half the
    // time.
    spec.kind =
      opts.kind ??
      frng.weighted([
        ['retail', 3],
        ['office', 1],
      ] as const);
    spec.leaseType = 'NNN';
    netOrBaseYearForms({
      form: 'PLEADING_PAPER',
      font: ['Times'],
      numbers: [
        ['BOTH', 2],
        ['DIGITS', 1],
      ],
      rent: [
        ['TABLE', 2],
        ['PERCENT', 1],
        ['PER_RSF', 1],
      ],
      shareStated: 0.5,
      statementStyle: 'ALLOCATION_SCHEDULE',
      billStyle: 'DUNNING_NOTICE',
    });
    return;
  }
  if (family === 'cedar-labs') {
    // Lab/office suites in a multi-tenant technology building of a university research park,
    // owned and run by the park's not-for-profit corporation (decision 0070): net leases only
    // (Operating Costs, taxes and insurance inside, are passed through as Operating Rent), shared
    // on the total, no gross-up (the park's form has none), the corporation's standard lease
    // with a Lease Summary Page and areas in gross square feet.
    // --kind and --lease-type are not honoured: the park lets lab/office suites, net only.
    spec.kind = 'office';
    spec.leaseType = 'NNN';
    nnnTerms(0);
    spec.lease.form = 'RESEARCH_PARK_SUMMARY';
    spec.lease.font = frng.pick(['Times', 'Helvetica', 'Times'] as const);
    spec.lease.numbers = frng.weighted([
      ['BOTH', 3],
      ['MIXED', 1],
    ] as const);
    spec.lease.rent = frng.weighted([
      ['PER_RSF', 3],
      ['TABLE', 2],
      ['PERCENT', 1],
    ] as const);
    spec.lease.shareStated = frng.chance(0.5);
    spec.statementStyle = 'NUMBERED_FORM';
    spec.billStyle = 'ACH_NOTICE';
    return;
  }
  if (family === 'elmstreet-smallowner') {
    // A small strip center owned by a family trust and run by the owner himself (decision 0068):
    // net leases only (the owner passes CAM, taxes and insurance through as Additional Rent),
    // shared on the total, no gross-up (a handful of shops, measured), an old-style Lessor/Lessee
    // Lease Agreement with Roman-numbered Articles and numbers in words and figures.
    // --kind and --lease-type are not honoured: the owner lets shop space, net only.
    netRetail({
      form: 'ROMAN_ARTICLES',
      font: ['Times', 'Courier', 'Times'],
      numbers: [
        ['BOTH', 3],
        ['MIXED', 1],
      ],
      shareStated: 0.4,
      statementStyle: 'MONTHLY_WORKSHEET',
      billStyle: 'QB_INVOICE',
    });
    return;
  }
  if (family === 'bayfront-mixeduse') {
    // Ground-floor shops and restaurants of an urban mixed-use building (apartments above) owned
    // by a residential developer's LLC and run by its in-house commercial team (decision 0067):
    // net leases only (the developer lets its storefronts net), shared on the total of the
    // Commercial Component, no gross-up (the storefronts are let and measured), the developer's
    // plain-language Commercial Lease Agreement with Schedule 1 at the end.
    // --kind and --lease-type are not honoured: the developer lets retail space, net only.
    netRetail({
      form: 'END_SCHEDULE',
      font: ['Helvetica', 'Helvetica', 'Times'],
      numbers: [
        ['MIXED', 3],
        ['BOTH', 1],
      ],
      shareStated: 0.75,
      statementStyle: 'LETTER_GL_DETAIL',
      billStyle: 'PORTAL_LEDGER',
    });
    return;
  }
  if (family === 'northgate-office') {
    // A suburban office park of an institutional owner (decision 0065): office suites, most on a
    // base year (the owner's standard office form), some net; gross-up where a building is not
    // full; the owner's form with Fundamental Lease Provisions in front and two-column articles.
    spec.kind = 'office';
    spec.leaseType = opts.leaseType ?? (frng.chance(0.6) ? 'BASE_YEAR' : 'NNN');
    if (spec.leaseType === 'NNN') nnnTerms(0.3);
    else baseYearTerms(0.6);
    spec.lease.form = 'TWO_COLUMN_ARTICLES';
    spec.lease.font = frng.pick(['Times', 'Times', 'Helvetica'] as const);
    spec.lease.numbers = frng.weighted([
      ['BOTH', 2],
      ['MIXED', 1],
    ] as const);
    spec.lease.rent = frng.weighted([
      ['TABLE', 3],
      ['PER_RSF', 2],
      ['PERCENT', 1],
    ] as const);
    spec.statementStyle = 'ESCALATION_SCHEDULE';
    spec.billStyle = 'EMAILED_INVOICE';
    return;
  }
  if (family === 'lakeside-grocery') {
    // A grocery-anchored neighbourhood center of a regional retail REIT (decision 0063): small
    // shops let net (the REIT's form has no base-year option), CAM, tax and insurance recovered
    // pool by pool, no gross-up (the shops are measured, the grocer pays its own costs), the
    // REIT's lease with its definitions numbered in Article I.
    // --kind and --lease-type are not honoured: the REIT lets its shops net only, and its
    // recovery analysis shares each pool, which a base-year lease would not.
    spec.kind = 'retail';
    spec.leaseType = 'NNN';
    nnnTerms(0);
    spec.lease.form = 'NUMBERED_DEFINITIONS';
    spec.lease.font = frng.pick(['Times', 'Helvetica', 'Times'] as const);
    spec.lease.numbers = frng.weighted([
      ['BOTH', 2],
      ['MIXED', 1],
    ] as const);
    spec.lease.rent = frng.weighted([
      ['TABLE', 3],
      ['PER_RSF', 2],
      ['PERCENT', 1],
    ] as const);
    spec.statementStyle = 'RECOVERY_ANALYSIS';
    spec.billStyle = 'AGED_NOTICE';
    return;
  }
  if (family === 'riverside-mixed') {
    // Ground-floor retail and office suites of an urban mixed-use building (apartments above),
    // owned and managed by a local developer LLC (decision 0061): shops let net, office suites
    // sometimes on a base year; no gross-up (the commercial floor is small and let as a whole);
    // the developer's Amended and Restated Lease with its Summary of Basic Terms.
    spec.kind = opts.kind ?? (frng.chance(0.6) ? 'retail' : 'office');
    const baseYearChance = spec.kind === 'office' ? 0.4 : 0.1;
    spec.leaseType = opts.leaseType ?? (frng.chance(baseYearChance) ? 'BASE_YEAR' : 'NNN');
    if (spec.leaseType === 'NNN') nnnTerms(0);
    else baseYearTerms(0);
    spec.lease.form = 'RESTATED_SUMMARY';
    spec.lease.font = frng.pick(['Times', 'Times', 'Helvetica'] as const);
    spec.lease.numbers = 'MIXED';
    spec.lease.shareStated = frng.chance(0.8);
    spec.lease.rent = frng.weighted([
      ['PERCENT', 3],
      ['TABLE', 2],
      ['PER_RSF', 1],
    ] as const);
    spec.statementStyle = 'LETTER_SCHEDULE';
    spec.billStyle = 'BALANCE_INVOICE';
    return;
  }
  if (family === 'summit-industrial') {
    // A multi-building industrial/distribution park of an industrial REIT (decision 0060): net
    // leases only (industrial space is let net), the AIR-style multi-tenant net form whose
    // Common Area Operating Expenses include taxes and insurance and are shared on the total;
    // no gross-up (warehouse costs barely vary with occupancy), the share stated on the form.
    spec.kind = 'industrial';
    spec.leaseType = opts.leaseType ?? 'NNN';
    if (spec.leaseType === 'NNN') nnnTerms(0);
    else baseYearTerms(0);
    spec.lease.form = 'AIR_NET_FORM';
    spec.lease.font = frng.pick(['Helvetica', 'Times', 'Helvetica'] as const);
    spec.lease.numbers = 'MIXED';
    spec.lease.shareStated = frng.chance(0.85);
    spec.lease.rent = frng.weighted([
      ['TABLE', 3],
      ['PERCENT', 2],
      ['PER_RSF', 1],
    ] as const);
    spec.statementStyle = 'YEAR_OVER_YEAR';
    spec.billStyle = 'ACCOUNT_HISTORY';
    return;
  }
  if (family === 'parkway-flex') {
    // A suburban office/flex business park of an institutional fund, run by a third-party
    // manager (decision 0059): office suites on base-year or net leases, flex bays (industrial)
    // mostly net; gross-up where the park is not full; the fund's standard form.
    spec.kind = opts.kind ?? (frng.chance(0.65) ? 'office' : 'industrial');
    const baseYearChance = spec.kind === 'office' ? 0.55 : 0.15;
    spec.leaseType = opts.leaseType ?? (frng.chance(baseYearChance) ? 'BASE_YEAR' : 'NNN');
    if (spec.leaseType === 'NNN') nnnTerms(0.3);
    else baseYearTerms(0.6);
    spec.lease.form = 'FUNDAMENTAL_PROVISIONS';
    spec.lease.font = frng.pick(['Times', 'Helvetica'] as const);
    spec.lease.numbers = frng.weighted([
      ['BOTH', 2],
      ['MIXED', 1],
    ] as const);
    spec.statementStyle = 'VARIANCE_EXPORT';
    spec.billStyle = 'CHARGE_GRID';
    // The fund's own First Amendment form (render/parkway-flex-amendment.ts): an extension or
    // new rent from a Lease Year onwards, as often as the classic mix has one.
    spec.amendment = frng.weighted([
      [null, 6],
      ['EXTENSION', 2],
      ['RENT_CHANGE', 2],
    ] as const);
    return;
  }
  if (family === 'harbor-medical') {
    // A medical office building owned by a hospital-affiliated REIT (decision 0057): base-year
    // or net as the draw falls, gross-up common (buildings on a campus lease up slowly), the
    // REIT's standard form with its numbers in words and figures.
    spec.kind = opts.kind ?? 'office';
    spec.leaseType = opts.leaseType ?? (frng.chance(0.55) ? 'NNN' : 'BASE_YEAR');
    if (spec.leaseType === 'NNN') nnnTerms(0.35);
    else baseYearTerms(0.7);
    spec.lease.form = 'REFERENCE_PAGES';
    spec.lease.font = frng.pick(['Times', 'Helvetica'] as const);
    spec.lease.numbers = 'BOTH';
    spec.statementStyle = 'COVER_DETAIL';
    spec.billStyle = 'RENT_INVOICE';
    return;
  }
  if (family === 'ledger-west') {
    // A neighbourhood retail center run by a small landlord: NNN, letter lease with a rider,
    // no gross-up (the center is fully let; the panel layout has no actual/adjusted columns).
    spec.kind = opts.kind ?? 'retail';
    spec.leaseType = opts.leaseType ?? 'NNN';
    if (spec.leaseType === 'NNN') nnnTerms(0);
    else baseYearTerms(0);
    spec.lease.form = 'LETTER_RIDER';
    spec.lease.font = frng.pick(['Times', 'Helvetica'] as const);
    spec.statementStyle = 'PANEL';
    spec.billStyle = 'ACCOUNT';
  } else {
    // A multi-tenant office tower: mostly base-year leases with gross-up, an institutional
    // lease with its terms in exhibits and a glossary at the end.
    spec.kind = opts.kind ?? 'office';
    spec.leaseType = opts.leaseType ?? (frng.chance(0.7) ? 'BASE_YEAR' : 'NNN');
    if (spec.leaseType === 'NNN') nnnTerms(0.5);
    else baseYearTerms(0.8);
    spec.lease.form = 'GLOSSARY_EXHIBITS';
    spec.lease.font = frng.pick(['Times', 'Courier', 'Helvetica'] as const);
    spec.statementStyle = 'ACCOUNTS';
    spec.billStyle = 'REMITTANCE';
  }
}

/** What a rule needs from the rest of the spec. */
function ruleRequirements(rule: PlantableRule, spec: PacketSpec): string | null {
  switch (rule) {
    case 'ADMIN_FEE_OVER_CAP':
      if (spec.leaseType !== 'NNN' || !spec.terms.adminFee) return 'needs an NNN lease with an admin fee';
      return null;
    case 'CAM_CAP_EXCEEDED':
      if (spec.leaseType !== 'NNN' || !spec.terms.camCap) return 'needs an NNN lease with a CAM cap';
      if (spec.years < 2) return 'needs at least two statements';
      if (spec.terms.grossUp) return 'not combined with gross-up';
      return null;
    case 'DUPLICATE_CHARGE':
      if (spec.terms.camCap) return 'not combined with a CAM cap';
      return null;
    case 'LATE_STATEMENT_WAIVER':
      if (!spec.terms.waiver) return 'needs a lease with a late-statement waiver';
      return null;
    case 'LATE_FEE_EXCESSIVE':
      if (!spec.lateChargeOnBill) return 'needs a bill with a late charge';
      return null;
    default:
      return null;
  }
}

/** Throws when the spec cannot be generated as asked. */
export function validateSpec(spec: PacketSpec): void {
  if (!Number.isInteger(spec.years) || spec.years < 1 || spec.years > 3)
    throw new Error('years must be 1..3');
  if (spec.lastYear < 2019 || spec.lastYear > 2030) throw new Error('lastYear must be 2019..2030');
  if (spec.leaseType === 'BASE_YEAR' && (spec.terms.adminFee || spec.terms.camCap)) {
    throw new Error('BASE_YEAR packets carry no admin fee and no CAM cap');
  }
  const stmtRules = spec.errors.filter((e) => STATEMENT_RULES.includes(e.rule));
  if (spec.years < 2 && stmtRules.length > 1 && stmtRules.some((e) => e.rule === 'LATE_STATEMENT_WAIVER')) {
    throw new Error('LATE_STATEMENT_WAIVER needs a statement year of its own (years >= 2)');
  }
  const seen = new Set<PlantableRule>();
  for (const e of spec.errors) {
    if (!PLANTABLE_RULES.includes(e.rule)) throw new Error(`unknown rule ${e.rule}`);
    if (seen.has(e.rule)) throw new Error(`rule ${e.rule} planted twice`);
    seen.add(e.rule);
    const why = ruleRequirements(e.rule, spec);
    if (why) throw new Error(`${e.rule} ${why}`);
    if (e.year !== undefined && STATEMENT_RULES.includes(e.rule)) {
      if (e.year > spec.lastYear || e.year <= spec.lastYear - spec.years)
        throw new Error(`${e.rule}: year ${e.year} has no statement`);
    }
  }
}

/** A random, valid spec; the same seed and options give the same spec. */
export function randomPacketSpec(seed: number, opts: RandomSpecOptions = {}): PacketSpec {
  const rng = new Rng(`spec:${seed}`);
  const kind: Kind = opts.kind ?? rng.pick(['retail', 'office', 'industrial'] as const);
  const leaseType: 'NNN' | 'BASE_YEAR' =
    opts.leaseType ??
    (kind === 'office' ? (rng.chance(0.7) ? 'BASE_YEAR' : 'NNN') : rng.chance(0.1) ? 'BASE_YEAR' : 'NNN');
  const years =
    opts.years ??
    rng.weighted([
      [1, 2],
      [2, 5],
      [3, 3],
    ] as const);
  const nnn = leaseType === 'NNN';
  const camCap: CapType | null = nnn
    ? rng.weighted([
        [null, 3],
        ['NON_CUMULATIVE', 3],
        ['CUMULATIVE_COMPOUNDING', 2],
        ['CUMULATIVE_SIMPLE', 2],
      ] as const)
    : null;
  const adminFee: AdminFeeBase | null = nnn
    ? rng.weighted([
        [null, 1],
        ['CAM_EXCLUDING_TAXES_INSURANCE', 3],
        ['ALL_OPERATING_EXPENSES', 2],
      ] as const)
    : null;
  const grossUp = nnn ? !camCap && rng.chance(0.25) : rng.chance(0.75);
  const statementStyle: StatementStyle = rng.pick([
    'LEADERS',
    'COLUMNS',
    'SECTIONS',
    'ITEMIZED',
    'COMPARATIVE',
  ] as const);
  const spec: PacketSpec = {
    id: opts.id ?? `gen-${String(seed).padStart(4, '0')}`,
    seed,
    kind,
    leaseType,
    years,
    lastYear: rng.int(2021, 2025),
    scanned: opts.scanned ?? false,
    scanMode: rng.chance(0.6) ? 'gray' : 'bw',
    errors: [],
    amendment: rng.weighted([
      [null, 6],
      ['EXTENSION', 2],
      ['RENT_CHANGE', 2],
    ] as const),
    letter: rng.chance(0.5),
    lease: {
      form: rng.pick(['SUMMARY_TABLE', 'ARTICLES', 'DEFINITIONS'] as const) as LeaseForm,
      font: rng.pick(['Times', 'Helvetica', 'Courier', 'Times'] as const),
      numbers: rng.pick(['BOTH', 'WORDS', 'MIXED'] as const),
      rent: rng.pick(['TABLE', 'PERCENT', 'PER_RSF'] as const) as RentForm,
      expirationStated: rng.chance(0.75),
      shareStated: rng.chance(0.7),
      shareDecimals: rng.chance(0.5) ? 2 : 4,
    },
    terms: {
      camCap,
      adminFee,
      grossUp,
      lateFee: rng.chance(0.5) ? 'PCT' : 'FLAT',
      waiver: rng.chance(0.4),
      mgmtFeeCap: rng.chance(0.75),
      amortization: rng.chance(0.7),
    },
    statementStyle,
    billStyle: rng.pick(['INVOICE', 'CODES', 'LEDGER'] as const) as BillStyle,
    lateChargeOnBill: rng.chance(0.4),
  };
  applyFamily(spec, opts.family ?? 'classic', opts);

  let wanted: PlantableRule[] = [];
  if (Array.isArray(opts.errors)) wanted = opts.errors.slice();
  else if (opts.errors) {
    const n = rng.weighted([
      [1, 4],
      [2, 4],
      [3, 2],
    ] as const);
    const core: PlantableRule[] = [
      'PRO_RATA_SHARE',
      'ADMIN_FEE_OVER_CAP',
      'EXCLUDED_EXPENSE',
      'CAM_CAP_EXCEEDED',
      'MATH_ERROR',
      'RENT_ESCALATION_ERROR',
      'LATE_FEE_EXCESSIVE',
    ];
    const extra: PlantableRule[] = ['DUPLICATE_CHARGE', 'LATE_STATEMENT_WAIVER'];
    wanted = rng.sample(rng.chance(0.2) ? [...core, ...extra] : core, n);
    const mix = opts.family ? FAMILY_ERROR_MIX[opts.family] : undefined;
    if (mix)
      wanted = drawFamilyErrors(mix, new Rng(`family:${opts.family}:errors:${seed}`), spec.leaseType, [
        ...core,
        ...extra,
      ]);
  }
  // Bend the rest of the spec so each wanted rule can be planted (explicit lists are honoured by
  // adjusting the spec; random picks that still do not fit are dropped).
  const explicit = Array.isArray(opts.errors);
  if (
    explicit &&
    opts.leaseType === undefined &&
    wanted.some((r) => r === 'ADMIN_FEE_OVER_CAP' || r === 'CAM_CAP_EXCEEDED')
  ) {
    spec.leaseType = 'NNN';
    spec.terms.grossUp = false;
  }
  for (const rule of wanted) {
    switch (rule) {
      case 'ADMIN_FEE_OVER_CAP':
        if (spec.leaseType !== 'NNN') break;
        spec.terms.adminFee ??= 'CAM_EXCLUDING_TAXES_INSURANCE';
        break;
      case 'CAM_CAP_EXCEEDED':
        if (spec.leaseType !== 'NNN') break;
        spec.terms.camCap ??= rng.pick([
          'NON_CUMULATIVE',
          'CUMULATIVE_COMPOUNDING',
          'CUMULATIVE_SIMPLE',
        ] as const);
        spec.terms.grossUp = false;
        if (spec.years < 2 && opts.years === undefined) spec.years = rng.int(2, 3);
        break;
      case 'LATE_STATEMENT_WAIVER':
        spec.terms.waiver = true;
        break;
      case 'LATE_FEE_EXCESSIVE':
        spec.lateChargeOnBill = true;
        break;
      default:
        break;
    }
  }
  if (wanted.includes('DUPLICATE_CHARGE') && spec.terms.camCap && !wanted.includes('CAM_CAP_EXCEEDED')) {
    spec.terms.camCap = null;
  }
  const errors: PlannedError[] = [];
  for (const rule of wanted) {
    const candidate: PacketSpec = { ...spec, errors: [] };
    if (ruleRequirements(rule, candidate) === null) errors.push({ rule });
    else if (Array.isArray(opts.errors))
      throw new Error(`cannot plant ${rule}: ${ruleRequirements(rule, candidate)}`);
  }
  // DUPLICATE_CHARGE and CAM_CAP_EXCEEDED cannot share a packet.
  spec.errors = errors.some((e) => e.rule === 'CAM_CAP_EXCEEDED')
    ? errors.filter((e) => e.rule !== 'DUPLICATE_CHARGE')
    : errors;
  // LATE_STATEMENT_WAIVER needs a statement year of its own.
  const stmtOthers = spec.errors.filter(
    (e) => STATEMENT_RULES.includes(e.rule) && e.rule !== 'LATE_STATEMENT_WAIVER',
  );
  if (spec.errors.some((e) => e.rule === 'LATE_STATEMENT_WAIVER') && stmtOthers.length && spec.years < 2) {
    if (opts.years === undefined) spec.years = 2;
    else if (!Array.isArray(opts.errors))
      spec.errors = spec.errors.filter((e) => e.rule !== 'LATE_STATEMENT_WAIVER');
  }
  // An "errors" packet always has at least one error (EXCLUDED_EXPENSE fits every packet).
  if (opts.errors === true && spec.errors.length === 0) spec.errors = [{ rule: 'EXCLUDED_EXPENSE' }];
  validateSpec(spec);
  return spec;
}
