import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { findAdminFee } from '../../../../src/engine/extract/lease/expenses';
import { flattenDocuments } from '../../../../src/engine/extract/lease/flat-text';
import { rentListCandidate } from '../../../../src/engine/extract/lease/rent-list';
import { findLateStatementWaiver } from '../../../../src/engine/extract/lease/statement-terms';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// A long-form shopping center lease in continuous prose: every figure in words and figures inside
// a sentence, the share defined as a ratio of floor areas, minimum annual rent in monthly
// installments (decision 0058's county-plaza wording, as the Oaks Shopping Center lease writes).
const head = (share: string) => `SHOPPING CENTER LEASE
THIS SHOPPING CENTER LEASE is made as of the 2nd day of October, 2016, by and between Glen Arbor Investors II, L.P., a Michigan limited partnership (hereinafter called "Landlord"), and Tamarack Yoga Collective Corp., a Colorado corporation (hereinafter called "Tenant").
ARTICLE 1. PREMISES AND SHOPPING CENTER
1.01 The premises demised hereby (the "Premises") are the store room designated as Suite 330 in the retail development commonly known as Glen Arbor Shopping Center, located at 6238 Lakeview Avenue, Fort Collins, CO (the "Shopping Center"), as shown cross-hatched on the site plan attached hereto as Exhibit A, containing approximately five thousand eight hundred twenty-seven (5,827) square feet of floor area, measured from the exterior face of exterior walls.
1.02 The Shopping Center is anchored by a full-line supermarket and contains approximately sixty-nine thousand one hundred ninety (69,190) square feet of total leasable floor area, whether or not leased or occupied.
ARTICLE 2. TERM
2.01 The term of this Lease (the "Term") shall commence on February 1, 2017 (the "Commencement Date") and, unless sooner terminated as herein provided, shall end at midnight on January 31, 2020.
ARTICLE 4. COMMON AREA COSTS
4.02 Tenant shall pay to Landlord, as additional rent, Tenant's pro rata share of Common Area Costs, Taxes and Insurance Costs. "Tenant's pro rata share" shall mean the ratio that the floor area of the Premises bears to the total leasable floor area of the Shopping Center${share}.
`;

const LIST_RENT = `ARTICLE 3. MINIMUM ANNUAL RENT
3.01 Commencing on the Commencement Date, Tenant shall pay to Landlord a minimum annual rent ("Minimum Annual Rent") in the following amounts, payable in equal monthly installments in advance on the first day of each calendar month of the Term:
(a) for the period from February 1, 2017 through January 31, 2018, One Hundred Ninety-Six Thousand Nine Hundred Eight and 00/100 Dollars ($196,908.00) per annum, payable in monthly installments of Sixteen Thousand Four Hundred Nine and 00/100 Dollars ($16,409.00);
(b) for the period from February 1, 2018 through January 31, 2019, Two Hundred Three Thousand Seven Hundred Ninety-Six and 00/100 Dollars ($203,796.00) per annum, payable in monthly installments of Sixteen Thousand Nine Hundred Eighty-Three and 00/100 Dollars ($16,983.00);
(c) for the period from February 1, 2019 through January 31, 2020, Two Hundred Ten Thousand Nine Hundred Twenty-Four and 00/100 Dollars ($210,924.00) per annum, payable in monthly installments of Seventeen Thousand Five Hundred Seventy-Seven and 00/100 Dollars ($17,577.00).
All rent shall be paid to Landlord at the address for notices set forth herein.
`;

const read = (text: string) => extractLease([documentFromText('lease.pdf', text)]).lease;
const flat = (text: string) => flattenDocuments([documentFromText('lease.pdf', text)])[0]!;

describe('retail lease prose (words and figures, ratio share, minimum annual rent)', () => {
  it('reads the premises area measured by a participle after the center named in between', () => {
    const lease = read(head('') + LIST_RENT);
    expect(lease.premisesRsf.value).toBe(5827);
    expect(lease.buildingRsf.value).toBe(69190);
  });

  it('computes the share from the two areas when the ratio is not stated', () => {
    expect(read(head('') + LIST_RENT).proRataSharePct.value).toBe(8.4217);
  });

  it('reads the share the parties agree the ratio is, checked by the areas', () => {
    const lease = read(head(', which the parties agree is 8.42% as of the date of this Lease') + LIST_RENT);
    expect(lease.proRataSharePct.value).toBe(8.42);
    expect(lease.premisesRsf.value).toBe(5827);
    // A percentage that the areas do not reproduce leaves them unread rather than guessed.
    const off = read(head(', which the parties agree is 9.5% as of the date of this Lease') + LIST_RENT);
    expect(off.proRataSharePct.value).toBe(9.5);
    expect(off.premisesRsf.value).toBeNull();
  });

  it('does not measure the premises by a building area written as an adjective', () => {
    const text = head('').replace(
      'containing approximately five thousand eight hundred twenty-seven (5,827) square feet of floor area, measured from the exterior face of exterior walls.',
      'in a 69,190 square foot building.',
    );
    expect(read(text + LIST_RENT).premisesRsf.value).toBeNull();
  });

  it('reads a lettered list of dated rents by each item arithmetic (annual = 12 x monthly)', () => {
    expect(read(head('') + LIST_RENT).rentSchedule.value).toEqual([
      { from: '2017-02-01', to: '2018-01-31', monthlyRentCents: 1640900 },
      { from: '2018-02-01', to: '2019-01-31', monthlyRentCents: 1698300 },
      { from: '2019-02-01', to: '2020-01-31', monthlyRentCents: 1757700 },
    ]);
  });

  it('reads a list of rates per square foot by rate x area = annual = 12 x monthly', () => {
    const rates = `ARTICLE 3. MINIMUM ANNUAL RENT
3.01 Tenant shall pay to Landlord a minimum annual rent ("Minimum Annual Rent") computed at the following rates per square foot of floor area of the Premises per annum, payable in equal monthly installments:
(a) during Lease Year 1 (February 1, 2017 through January 31, 2018), $20.00 per square foot per annum, being $116,540.00 per annum, payable in monthly installments of $9,711.67;
(b) during Lease Year 2 (February 1, 2018 through January 31, 2020), $20.60 per square foot per annum, being $120,036.20 per annum, payable in monthly installments of $10,003.02.
`;
    expect(read(head('') + rates).rentSchedule.value).toEqual([
      { from: '2017-02-01', to: '2018-01-31', monthlyRentCents: 971167 },
      { from: '2018-02-01', to: '2020-01-31', monthlyRentCents: 1000302 },
    ]);
  });

  it('leaves a list unread when an item gives no arithmetic to tell its amounts apart', () => {
    const vague = LIST_RENT.replace('per annum, payable in monthly installments of', 'and').replace(
      '($16,409.00)',
      '($16,400.00)',
    );
    const info = { commencement: '2017-02-01', expiration: '2020-01-31', premisesRsf: 5827 };
    expect(rentListCandidate(flat(head('') + vague), info)).toBeNull();
    expect(rentListCandidate(flat(head('') + LIST_RENT), info)?.value?.length).toBe(3);
  });

  it('reads the monthly installment of a first-year annual rent and its yearly increase', () => {
    const pct = `ARTICLE 3. MINIMUM ANNUAL RENT
3.01 Tenant shall pay to Landlord a minimum annual rent ("Minimum Annual Rent") for the first Lease Year of Eighty-Four Thousand Three Hundred Twelve and 00/100 Dollars ($84,312.00), payable in equal monthly installments of Seven Thousand Twenty-Six and 00/100 Dollars ($7,026.00) each, in advance on the first day of each calendar month of the Term.
3.02 On the first day of the second Lease Year and on the first day of each Lease Year thereafter, the monthly installment of Minimum Annual Rent shall be increased by three and one-half percent (3.5%) over the monthly installment payable during the immediately preceding Lease Year.
`;
    expect(read(head('') + pct).rentSchedule.value).toEqual([
      { from: '2017-02-01', to: '2018-01-31', monthlyRentCents: 702600 },
      { from: '2018-02-01', to: '2019-01-31', monthlyRentCents: 727191 },
      { from: '2019-02-01', to: '2020-01-31', monthlyRentCents: 752643 },
    ]);
  });

  it('reads an administrative charge on Common Area Costs only when taxes and insurance are said to bear none', () => {
    const cam = flat(
      "4.03 In addition to Tenant's pro rata share of Common Area Costs, Tenant shall pay to Landlord ten percent (10%) of Tenant's pro rata share of Common Area Costs as an administrative charge. No administrative charge shall be computed on Taxes or Insurance Costs.",
    );
    expect(findAdminFee(cam)?.value).toEqual({ pct: 10, base: 'CAM_EXCLUDING_TAXES_INSURANCE' });
    const all = flat(
      "4.03 In addition to Tenant's pro rata share of Common Area Costs, Taxes and Insurance Costs, Tenant shall pay to Landlord ten percent (10%) of Tenant's pro rata share of Common Area Costs, Taxes and Insurance Costs as an administrative charge.",
    );
    expect(findAdminFee(all)?.value).toEqual({ pct: 10, base: 'ALL_OPERATING_EXPENSES' });
  });

  it('reads "shall not relieve Tenant" after a late statement as no waiver (the Oaks Shopping Center lease)', () => {
    const oaks = flat(
      "5.02 Within ninety (90) days after the end of each calendar year Owner shall deliver to Tenant a statement of Tenant's proportionate share of Common Area Operating Costs, Taxes, and Insurance Premiums. Failure of Owner to provide the statement called for hereunder shall not relieve Tenant from its obligations hereunder.",
    );
    expect(findLateStatementWaiver(oaks)?.value).toBe(false);
    // Relieving the landlord of its duty says nothing of its claim; a true waiver still reads true.
    const waived = flat(
      "If Landlord fails to deliver such statement within said period, such failure shall not relieve Landlord of its obligation to deliver it, but Landlord shall be deemed to have waived its right to collect any amount in excess of Tenant's estimated payments.",
    );
    expect(findLateStatementWaiver(waived)?.value).toBe(true);
    const both = flat(
      "Landlord's failure to deliver such statement within said period shall not relieve Tenant of its obligation to pay, but Landlord shall be deemed to have waived any amount not billed within two years.",
    );
    expect(findLateStatementWaiver(both)?.value).toBe(true);
    const inNoEvent = flat(
      "Landlord's failure to deliver such statement within said period shall in no event relieve Tenant of its obligation to pay its pro rata share.",
    );
    expect(findLateStatementWaiver(inNoEvent)?.value).toBe(false);
    // A sentence that only "relieves" is read only as a denial, never as a waiver.
    const relieved = flat(
      "Landlord's failure to deliver such statement within said period shall relieve Tenant of its obligation to pay any deficiency for such year.",
    );
    expect(findLateStatementWaiver(relieved)).toBeNull();
  });

  it('reads a yearly amount "payable in equal monthly installments" as annual when its installment is lost', () => {
    // A scan's stray "." ended the sentence before the installment figure.
    const scan = `ARTICLE 3. MINIMUM ANNUAL RENT
3.01 Tenant shall pay to Landlord a minimum annual rent ("Minimum Annual Rent") of Two Hundred Sixty-Five Thousand One Hundred Sixty-Four and 00/100 Dollars ($265,164.00), payable in equal monthly installments of Twenty-Two . Thousand Ninety-Seven and 00/100 Dollars ($22,097.00) each.
`;
    expect(read(head('') + scan).rentSchedule.value?.[0]?.monthlyRentCents).toBe(2209700);
  });

  it('reads scanned brackets: "(the "Premises"} are", "(hereinafter called "Landlord"}", "(h} during"', () => {
    const scanned = (head('') + LIST_RENT)
      .replace('(the "Premises")', '(the "Premises"}')
      .replace('(hereinafter called "Landlord")', '(hereinafter called "Landlord"}')
      .replace('(c) for the period', '(c} for the period');
    const lease = read(scanned);
    expect(lease.premisesRsf.value).toBe(5827);
    expect(lease.landlordName.value).toBe('Glen Arbor Investors II, L.P.');
    expect(lease.tenantName.value).toBe('Tamarack Yoga Collective Corp.');
    expect(lease.rentSchedule.value?.length).toBe(3);
  });
});
