/**
 * Family "summit-industrial" (decision 0060), the lease: an industrial REIT's multi-tenant net
 * lease for a unit in one building of a distribution park, on an AIR-style printed form.
 *
 * Written from how the industrial/commercial association forms read (the "STANDARD
 * INDUSTRIAL/COMMERCIAL MULTI-TENANT LEASE - NET"; the net industrial leases in
 * ../shared/real-leases, corium-kentwood-industrial and generation-best-buy-ames, for the late
 * charge "equal to five percent (5%) of the installment amount"): Paragraph 1 Basic Provisions
 * 1.1-1.12 whose blanks are filled in with figures ("1.2(a) Premises: ... approximately 24,600
 * square feet"; "1.5 Base Rent: $X per month, payable on the first day of each month";
 * "1.6 Lessee's Share of Common Area Operating Expenses: 6.15% (percent)"), Lessor and Lessee,
 * the printed paragraphs after them (4.2 Common Area Operating Expenses with its own list
 * (i)-(x) that takes in Real Property Taxes and insurance premiums, the capital cost spread as
 * "1/144th ... in any given month", 13.4 late charge, 13.5 interest, 26 holdover), and the
 * Addendum the REIT attaches: Paragraph 50 Rent Adjustment ("Months 1-12 ..."), then the
 * exclusions, cap, administrative fee, statement deadline and audit right.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, countWith, fmtDate, money, type NumberForm, parseIso, pctWith } from '../format';
import type { PacketModel } from '../model';
import type { Cell } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { parkOf } from './summit-industrial-park';

/** The Addendum's exclusions, one per category, as an industrial REIT's lawyers word them. */
const EXCLUSIONS: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL: 'the cost of capital improvements and capital replacements',
  LEASING_COMMISSIONS:
    'leasing commissions, attorneys fees, space planning costs and other costs incurred in leasing or procuring tenants for any space in the Project',
  LEGAL_DISPUTES:
    'legal fees and costs arising from disputes between Lessor and any other tenant or occupant of the Project, or from the enforcement of any other lease',
  DEPRECIATION: 'depreciation of the Buildings or of any other improvements in the Project',
  DEBT_SERVICE:
    'payments of principal, interest or other charges on any mortgage, deed of trust or other financing of the Project',
  CHARITABLE: 'charitable or political contributions',
  MARKETING: 'advertising, marketing and promotional costs of the Project',
  GROUND_RENT: 'ground rent or other rent payable under any ground or underlying lease',
  RESERVES: 'reserves for future repairs, replacements or bad debts',
  EXECUTIVE_SALARIES:
    "salaries and benefits of Lessor's officers and executives above the level of property manager",
  LANDLORD_VIOLATIONS:
    "fines, penalties and interest incurred because of Lessor's violation of any law or of any lease or other agreement",
};

/** Months of the Term a rent step covers, counted from the Commencement Date ("Months 13-24"). */
export function monthsOfTerm(commencement: string, from: string, to: string): [number, number] {
  const idx = (s: string) => {
    const { y, m } = parseIso(s);
    return y * 12 + m;
  };
  return [idx(from) - idx(commencement) + 1, idx(to) - idx(commencement) + 1];
}

export async function renderSummitIndustrialLease(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const park = parkOf(m);
  // MIXED: the printed form and its blanks use figures; the Addendum, drafted by counsel,
  // picks words and figures or figures clause by clause.
  const nf = (): NumberForm => rng.pick(['BOTH', 'BOTH', 'DIGITS'] as const);
  const w = writerWithDrawnFont(rng, [m.spec.lease.font], {
    size: 8.5,
    margin: 50,
    date: l.leaseDate,
    title: `Standard Industrial/Commercial Multi-Tenant Lease - Net - ${park.name}`,
    author: l.landlord.name,
    footer: `INITIALS ______ ______     MTN-${park.formRev}     Page {n} of {total}`,
  });
  const para = (text: string, indent = 0) => w.para(text, { align: 'justify', gap: 0.35, indent });
  const item = (caption: string, text: string) =>
    w.para(text, { lead: caption, align: 'justify', gap: 0.35 });
  const heading = (text: string) => w.heading(text, { size: w.size + 0.5, gap: 0.2 });

  w.heading('STANDARD INDUSTRIAL/COMMERCIAL MULTI-TENANT LEASE - NET', {
    align: 'center',
    size: w.size + 4,
    gap: 0.8,
  });
  heading('1. Basic Provisions ("Basic Provisions").');
  item(
    '1.1 Parties:',
    `This Lease ("Lease"), dated for reference purposes only ${fmtDate(l.leaseDate, 'LONG')}, is made by and between ${l.landlord.name}, ${l.landlord.entityDesc} ("Lessor") and ${l.tenant.name}, ${l.tenant.entityDesc} ("Lessee"), (collectively the "Parties", or individually a "Party").`,
  );
  item(
    '1.2(a) Premises:',
    `That certain portion of the Project (as defined below), including all improvements therein, commonly known by the street address of ${park.unitStreet}, located in the City of ${p.city.city}, State of ${p.city.stateName}, with zip code ${p.zip}, as outlined on Exhibit A attached hereto ("Premises") and generally described as (describe briefly the nature of the Premises): Unit ${park.unit} of Building ${park.building}, consisting of approximately ${commas(l.premisesRsf)} square feet of warehouse and distribution space, including approximately ${park.officePct}% office area, with ${park.docks} dock-high doors and ${park.clearHeight}' clear height. In addition to Lessee's rights to use and occupy the Premises as hereinafter specified, Lessee shall have non-exclusive rights to the Common Areas (as defined in Paragraph 2.7 below), but shall not have any rights to the roof or exterior walls of the Building. The Premises, the Buildings, the Common Areas, the land upon which they are located, along with all other buildings and improvements thereon, are herein collectively referred to as the "Project." (See also Paragraph 2)`,
  );
  item(
    '1.2(b) Parking:',
    `${park.cars} unreserved vehicle parking spaces and ${park.trailers} trailer parking positions adjacent to the Premises. (See also Paragraph 2.6)`,
  );
  item(
    '1.2(c) Project:',
    `${park.name}, consisting of ${park.buildings} buildings (the "Buildings") containing approximately ${commas(l.buildingRsf)} square feet in the aggregate, located at ${p.street}, ${p.city.city}, ${p.city.state}.`,
  );
  const term = m.spec.lease.expirationStated
    ? `${l.termMonths} months ("Original Term") commencing ${fmtDate(l.commencement, 'LONG')} ("Commencement Date") and ending ${fmtDate(l.originalExpiration, 'LONG')} ("Expiration Date").`
    : `${l.termMonths} months ("Original Term") commencing ${fmtDate(l.commencement, 'LONG')} ("Commencement Date") and ending on the last day of the ${l.termMonths}th full calendar month thereafter ("Expiration Date").`;
  item('1.3 Term:', `${term} (See also Paragraph 3)`);
  item(
    '1.4 Early Possession:',
    'If the Premises are available Lessee may have non-exclusive possession of the Premises commencing N/A ("Early Possession Date"). (See also Paragraphs 3.2 and 3.3)',
  );
  const first = l.rent.steps[0]!;
  item(
    '1.5 Base Rent:',
    `${money(first.monthlyRentCents)} per month ("Base Rent"), payable on the first day of each month commencing ${fmtDate(l.commencement, 'LONG')}. (See also Paragraph 4)\n[X] If this box is checked, there are provisions in this Lease for the Base Rent to be adjusted. See Paragraph 50 (Rent Adjustment Addendum).`,
  );
  const shareText = m.spec.lease.shareStated
    ? `${l.sharePct.toFixed(m.spec.lease.shareDecimals)}% (percent) ("Lessee's Share"). Lessee's Share has been calculated by dividing the approximate square footage of the Premises by the approximate square footage of the Project.`
    : `______ (percent) ("Lessee's Share"), being the approximate square footage of the Premises stated in Paragraph 1.2(a) divided by the approximate square footage of the Project stated in Paragraph 1.2(c).`;
  item(
    "1.6 Lessee's Share of Common Area Operating Expenses:",
    `${shareText} In the event that the size of the Premises and/or the Project are modified during the term of this Lease, Lessor shall recalculate Lessee's Share to reflect such modification.`,
  );
  item(
    '1.7 Base Rent and Other Monies Paid Upon Execution:',
    `(a) Base Rent: ${money(first.monthlyRentCents)} for the period ${fmtDate(l.commencement, 'LONG')} through the last day of that month. (b) Security Deposit: ${money(l.securityDepositCents)} ("Security Deposit"). (See also Paragraph 5) (c) Other: N/A. (d) Total Due Upon Execution of this Lease: ${money(first.monthlyRentCents + l.securityDepositCents)}.`,
  );
  item('1.8 Agreed Use:', `${l.permittedUse}. (See also Paragraph 6)`);
  item('1.9 Insuring Party.', 'Lessor is the "Insuring Party". (See also Paragraph 8)');
  item(
    '1.10 Real Estate Brokers:',
    `(a) Representation: ${park.broker} represents both Lessor and Lessee ("Dual Agency"). (b) Payment to Brokers: Upon execution and delivery of this Lease by both Parties, Lessor shall pay to the Brokers the brokerage fee agreed to in a separate written agreement.`,
  );
  item('1.11 Guarantor.', 'The obligations of the Lessee under this Lease are to be guaranteed by: None.');
  item(
    '1.12 Attachments.',
    'Attached hereto are the following, all of which constitute a part of this Lease: [X] an Addendum consisting of Paragraphs 50 through 55; [X] a site plan depicting the Premises and the Project (Exhibit A); [X] a current set of the Rules and Regulations for the Project.',
  );

  heading('2. Premises.');
  para(
    '2.1 Letting. Lessor hereby leases to Lessee, and Lessee hereby leases from Lessor, the Premises, for the term, at the rental, and upon all of the terms, covenants and conditions set forth in this Lease. While the approximate square footage of the Premises may have been used in the marketing of the Premises for purposes of comparison, the Base Rent stated herein is NOT tied to square footage and is not subject to adjustment should the actual size be determined to be different. Note: Lessee is advised to verify the actual size prior to executing this Lease.',
  );
  para(
    '2.7 Common Areas - Definition. The term "Common Areas" is defined as all areas and facilities outside the Premises and within the exterior boundary line of the Project and interior utility raceways and installations within the Unit that are provided and designated by the Lessor from time to time for the general non-exclusive use of Lessor, Lessee and other tenants of the Project, including parking areas, loading and unloading areas, truck courts, trash areas, roadways, walkways, driveways and landscaped areas.',
  );
  heading('3. Term.');
  para(
    '3.1 Term. The Commencement Date, Expiration Date and Original Term of this Lease are as specified in Paragraph 1.3.',
  );
  heading('4. Rent.');
  para(
    '4.1 Rent Defined. All monetary obligations of Lessee to Lessor under the terms of this Lease (except for the Security Deposit) are deemed to be rent ("Rent").',
  );
  para(
    "4.2 Common Area Operating Expenses. Lessee shall pay to Lessor during the term hereof, in addition to the Base Rent, Lessee's Share (as specified in Paragraph 1.6) of all Common Area Operating Expenses, as hereinafter defined, during each calendar year of the term of this Lease, in accordance with the following provisions:",
  );
  para(
    '(a) "Common Area Operating Expenses" are defined, for purposes of this Lease, as all costs incurred by Lessor relating to the ownership and operation of the Project, including, but not limited to, the following:',
    12,
  );
  const mgmt = l.mgmtFeeCapPct
    ? `property management (the fee for which shall not exceed ${l.mgmtFeeCapPct}% of all other Common Area Operating Expenses, excluding Real Property Taxes and insurance premiums)`
    : 'property management';
  const incl = [
    '(i) The operation, repair and maintenance, in neat, clean, good order and condition, of the Common Areas and Common Area improvements, including parking areas, loading and unloading areas, truck courts, trash areas, roadways, walkways, driveways, landscaped areas, irrigation systems, Common Area lighting facilities, fences and gates, roofs, roof drainage systems and the exterior walls of the Buildings, and fire detection and sprinkler systems.',
    '(ii) Water, gas, electricity and other public utilities serving the Common Areas, and the cost of snow and ice removal.',
    `(iii) Trash disposal, pest control services, ${mgmt}, security services, and the cost to repaint the exterior of any structures.`,
    '(iv) Any deductible portion of an insured loss concerning the Buildings or the Common Areas.',
    '(v) Real Property Taxes (as defined in Paragraph 10).',
    '(vi) The cost of the premiums for the insurance maintained by Lessor pursuant to Paragraph 8.',
    "(vii) Auditors' and accountants' fees and costs related to the operation, maintenance and repair of the Project.",
  ];
  if (l.capitalAmortYears)
    incl.push(
      `(viii) The cost of any capital improvement to the Buildings or the Project, provided however, that Lessor shall allocate the cost of any such capital improvement over a ${l.capitalAmortYears} year period and Lessee shall not be required to pay more than Lessee's Share of 1/${l.capitalAmortYears * 12}th of the cost of such capital improvement in any given month.`,
    );
  incl.push(
    `(${l.capitalAmortYears ? 'ix' : 'viii'}) The cost of any other services to be provided by Lessor that are stated elsewhere in this Lease to be a Common Area Operating Expense.`,
  );
  for (const t of incl) para(t, 24);
  para(
    '(b) The inclusion of the improvements, facilities and services set forth in Subparagraph 4.2(a) shall not be deemed to impose an obligation upon Lessor to either have said improvements or facilities or to provide those services unless the Project already has the same or Lessor already provides the services.',
    12,
  );
  para(
    `(c) Lessee's Share of Common Area Operating Expenses is payable monthly on the same day as the Base Rent is due hereunder. The amount of such payments shall be based on Lessor's estimate of the annual Common Area Operating Expenses. Lessor shall deliver to Lessee the reasonably detailed statement described in Paragraph 53 showing Lessee's Share of the actual Common Area Operating Expenses incurred during the preceding year. If Lessee's payments during such year exceed Lessee's Share, Lessor shall credit the amount of such over-payment against Lessee's future payments. If Lessee's payments during such year were less than Lessee's Share, Lessee shall pay to Lessor the amount of the deficiency within 10 days after delivery by Lessor to Lessee of the statement.`,
    12,
  );
  para(
    '(d) Common Area Operating Expenses shall not include the costs set forth in Paragraph 51 of the Addendum.',
    12,
  );
  heading('8. Insurance.');
  para(
    '8.2 Liability Insurance. Lessee shall obtain and keep in force a Commercial General Liability policy of insurance protecting Lessee and Lessor as an additional insured against claims for bodily injury, personal injury and property damage, in an amount not less than $1,000,000 per occurrence with an annual aggregate of not less than $2,000,000.',
  );
  heading('10. Real Property Taxes.');
  para(
    '10.2 Definition. As used herein, the term "Real Property Taxes" shall include any form of assessment; real estate, general, special, ordinary or extraordinary, or rental levy or tax (other than inheritance, personal income or estate taxes); improvement bond; and/or license fee imposed upon or levied against the Project by any authority having the direct or indirect power to tax.',
  );
  heading('13. Default; Breach; Remedies.');
  const lf = l.lateFee;
  const charge =
    lf.pct !== null
      ? `a one-time late charge equal to ${lf.pct}% of each such overdue amount`
      : `a one-time late charge of ${money(lf.flatCents!)} for each such overdue amount`;
  para(
    `13.4 Late Charges. Lessee hereby acknowledges that late payment by Lessee of Rent will cause Lessor to incur costs not contemplated by this Lease, the exact amount of which will be extremely difficult to ascertain. Accordingly, if any Rent shall not be received by Lessor within ${lf.graceDays} days after such amount shall be due, then, without any requirement for notice to Lessee, Lessee shall immediately pay to Lessor ${charge}. The Parties hereby agree that such late charge represents a fair and reasonable estimate of the costs Lessor will incur by reason of such late payment.`,
  );
  para(
    '13.5 Interest. Any monetary payment due Lessor hereunder, other than late charges, not received by Lessor, when due shall bear interest from the 31st day after it was due. The interest ("Interest") charged shall be computed at the rate of 10% per annum but shall not exceed the maximum rate allowed by law.',
  );
  heading('26. No Right To Holdover.');
  para(
    'Lessee has no right to retain possession of the Premises or any part thereof beyond the expiration or termination of this Lease. In the event that Lessee holds over, then the Base Rent shall be increased to 150% of the Base Rent applicable immediately preceding the expiration or termination.',
  );
  w.para(
    `LESSOR: ${l.landlord.name}\nBy: ______________________________   Name Printed: ${l.landlord.contact}   Title: Vice President, Asset Management\n\nLESSEE: ${l.tenant.name}\nBy: ______________________________   Name Printed: ${l.tenant.contact}   Title: President`,
    { gap: 1 },
  );

  // ---- the Addendum
  w.newPage();
  w.heading(`ADDENDUM TO STANDARD INDUSTRIAL/COMMERCIAL MULTI-TENANT LEASE - NET`, {
    align: 'center',
    size: w.size + 1.5,
    gap: 0.1,
  });
  w.para(
    `Dated ${fmtDate(l.leaseDate, 'LONG')}, by and between ${l.landlord.name} ("Lessor") and ${l.tenant.name} ("Lessee"), for Unit ${park.unit}, Building ${park.building}, ${park.name}`,
    { align: 'center', gap: 0.8 },
  );
  const r = l.rent;
  if (r.form === 'PERCENT') {
    para(
      `50. Rent Adjustment. On the first day of the thirteenth (13th) full calendar month of the Original Term and on each anniversary thereof, the monthly Base Rent shall be increased by ${pctWith(r.escalationPct!, nf())} over the monthly Base Rent payable for the month immediately preceding such adjustment.`,
    );
  } else {
    para(
      '50. Rent Adjustment. Notwithstanding Paragraph 1.5, the monthly Base Rent during the Original Term shall be as follows:',
    );
    const x0 = w.left + 24;
    const cols =
      r.form === 'PER_RSF'
        ? ['Period', 'Annual Rate per Sq. Ft.', 'Monthly Base Rent']
        : ['Period', 'Monthly Base Rent'];
    const xs = [x0, x0 + 130, x0 + 280];
    w.row(
      cols.map(
        (c, i): Cell => ({ text: c, x: xs[i]!, width: 140, bold: true, align: i === 0 ? 'left' : 'right' }),
      ),
      { gap: 1 },
    );
    r.steps.forEach((s, i) => {
      const [a, b] = monthsOfTerm(l.commencement, s.from, s.to);
      const cells: Cell[] = [{ text: `Months ${a}-${b}`, x: xs[0]!, width: 140 }];
      if (r.form === 'PER_RSF')
        cells.push({
          text: `${money(r.psfRatesCents![i]!)} NNN`,
          x: xs[1]!,
          width: 140,
          align: 'right',
        });
      cells.push({
        text: money(s.monthlyRentCents),
        x: xs[cols.length - 1]!,
        width: 140,
        align: 'right',
      });
      w.row(cells, { gap: 1 });
    });
    w.space(0.6);
  }
  para(
    '51. Exclusions from Common Area Operating Expenses. Notwithstanding anything to the contrary in Paragraph 4.2, Common Area Operating Expenses shall not include:',
  );
  const ex = l.exclusions
    .map((c) =>
      c === 'CAPITAL' && l.capitalAmortYears
        ? `${EXCLUSIONS.CAPITAL}, except to the extent expressly permitted by Paragraph 4.2(a)(viii)`
        : EXCLUSIONS[c],
    )
    .filter((t): t is string => !!t);
  ex.forEach((t, i) => {
    para(`(${String.fromCharCode(97 + i)}) ${t}${i === ex.length - 1 ? '.' : ';'}`, 18);
  });
  const c = l.camCap;
  const controllable =
    '"Controllable Operating Expenses" means all Common Area Operating Expenses other than Real Property Taxes, insurance premiums, the cost of utilities and snow removal, the property management fee and the amortized portion of capital improvements.';
  if (c) {
    const f = pctWith(c.pct, nf());
    const rule =
      c.type === 'NON_CUMULATIVE'
        ? `shall not exceed the Controllable Operating Expenses for the immediately preceding calendar year by more than ${f}, on a non-cumulative basis`
        : c.type === 'CUMULATIVE_COMPOUNDING'
          ? `shall not exceed the Controllable Operating Expenses for calendar year ${c.baseYear} increased by ${f} per year, compounded annually, for each calendar year after ${c.baseYear}`
          : `shall not exceed the Controllable Operating Expenses for calendar year ${c.baseYear} plus ${f} of that ${c.baseYear} amount for each calendar year after ${c.baseYear}, cumulative but not compounded`;
    para(
      `52. Cap on Controllable Operating Expenses. The Controllable Operating Expenses included in the computation of Lessee's Share for any calendar year ${rule}. ${controllable}`,
    );
  } else para('52. Intentionally Omitted.');
  const waiver = l.waiver
    ? ` If Lessor fails to deliver such statement within such period, Lessor shall be deemed to have waived its right to collect from Lessee any amount by which Lessee's Share for such year exceeds the estimated payments made by Lessee.`
    : rng.pick([
        " Lessor's failure to deliver such statement within such period shall not waive Lessor's right to collect Lessee's Share of Common Area Operating Expenses.",
        '',
      ]);
  const fee = l.adminFee
    ? l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
      ? ` Lessor may charge, as part of each annual reconciliation, an administrative fee equal to ${pctWith(l.adminFee.pct, nf())} of Lessee's Share of Common Area Operating Expenses other than Real Property Taxes and insurance premiums.`
      : ` Lessor may charge, as part of each annual reconciliation, an administrative fee equal to ${pctWith(l.adminFee.pct, nf())} of Lessee's Share of all Common Area Operating Expenses.`
    : '';
  para(
    `53. Annual Reconciliation. Within ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each calendar year, Lessor shall deliver to Lessee a reasonably detailed statement of the actual Common Area Operating Expenses for such year and of Lessee's Share thereof.${waiver}${fee}`,
  );
  para(
    `54. Audit Rights. Lessee, at its sole cost, may audit Lessor's books and records relating to Common Area Operating Expenses for the calendar year covered by an annual statement, provided that Lessee delivers written notice of its election to audit within ${countWith(l.auditWindowDays, 'days', nf())} after Lessee's receipt of such statement. If Lessee does not timely deliver such notice, the statement shall be final and binding upon Lessee. Any audit shall be performed by an independent certified public accountant not compensated on a contingency basis.`,
  );
  para(
    `55. Outside Storage. Lessee shall not store any materials, equipment, pallets or trailers outside the Premises other than in the ${park.trailers} trailer parking positions described in Paragraph 1.2(b).`,
  );
  w.space(0.5);
  w.heading('EXHIBIT A - SITE PLAN', { align: 'center', gap: 0.2 });
  w.para(
    `[Site plan of ${park.name} showing Buildings 1 through ${park.buildings}, the truck courts and the Premises (Unit ${park.unit}, Building ${park.building}) cross-hatched.]`,
    { align: 'center', style: 'italic' },
  );
  return finishPdf(w);
}
