import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// An old typed form whose paragraphs letter their clauses, each clause opening a line, and a typed
// rider that amends clauses by quoting them, replaces a last sentence, and measures the areas the
// form states "approximately".
const LEASE = `THIS LEASE made as of August 10, 2021 by and between Juniper Hills Partners, LP, a Texas limited partnership ("Landlord"), and Galloway Title Corp., a Texas corporation ("Tenant").
WITNESSETH:
1. DEMISED PREMISES. Landlord hereby leases to Tenant Suite 312 of the office park known as Juniper Hills Business Park (the "Park"), containing approximately 12,200 rentable square feet (the "Premises"). The buildings of the Park contain approximately 151,000 rentable square feet in the aggregate.
2. TERM. The term of this Lease shall be sixty (60) months, commencing on October 1, 2021 (the "Commencement Date").
3. BASE RENT. Tenant shall pay base rent as set forth in the Rider. Tenant shall observe the rules and regulations of the Park as Landlord may adopt them from time to time, and shall give Landlord notice of any default.
4. USE. Tenant shall use the Premises for general offices. Tenant shall observe the rules and regulations of the Park as Landlord may adopt them from time to time, and shall give Landlord notice of any default.
5. SECURITY DEPOSIT. Tenant has deposited with Landlord the sum of $26,868.79. Tenant shall observe the rules and regulations of the Park as Landlord may adopt them from time to time, and shall give Landlord notice of any default.
6. OPERATING EXPENSES. Tenant shall pay Tenant's Proportionate Share of Operating Expenses. Tenant shall observe the rules and regulations of the Park as Landlord may adopt them from time to time, and shall give Landlord notice of any default.
(b) Proportionate Share. "Tenant's Proportionate Share" is a fraction, the numerator of which is the rentable area of the Premises and the denominator of which is the rentable area of the Park, expressed as a percentage.
(c) Exclusions. Operating Expenses shall not include (i) the cost of capital improvements, capital repairs and capital replacements; (ii) leasing commissions, brokerage fees and other costs of leasing space in the Park; or (iii) legal fees and other costs of disputes with tenants.
(d) Administrative Fee. Landlord may add to Tenant's Proportionate Share of Common Area Expenses (Operating Expenses other than real estate taxes and insurance) an administrative fee of TEN PERCENT (10%) thereof.
(f) Annual Statement. Within two hundred seventy (270) days after the end of each calendar year, Landlord shall furnish Tenant a statement of the Operating Expenses for such year. Landlord's failure to furnish such statement within such time shall not waive Landlord's right to collect Tenant's Proportionate Share of Operating Expenses for such year.
(g) Inspection. Tenant may, by notice given within 45 days after receipt of Landlord's annual statement, inspect Landlord's books and records of Operating Expenses for such year.
7. LATE CHARGE. If any installment of rent is not received within ten (10) days after it is due, Tenant shall pay a late charge of TWO HUNDRED FIFTY AND NO/100 DOLLARS ($250.00).
RIDER ATTACHED TO AND FORMING A PART OF THE LEASE DATED AUGUST 10, 2021
41. RIDER TO CONTROL. In the event of any conflict between the provisions of this Rider and the provisions of Paragraphs 1 through 40 of the Lease, the provisions of this Rider shall control.
42. NO RELOCATION. Landlord shall have no right to relocate Tenant. Tenant shall observe the rules and regulations of the Park as Landlord may adopt them from time to time, and shall give Landlord notice of any default.
43. SIGNAGE. Tenant may place its name on the Park directory. Tenant shall observe the rules and regulations of the Park as Landlord may adopt them from time to time, and shall give Landlord notice of any default.
44. MEASUREMENT OF PREMISES. Notwithstanding the approximate areas stated in Paragraph 1, the Premises contain 12,167 rentable square feet and the buildings of the Park contain 150,580 rentable square feet, and Tenant's Proportionate Share under Paragraph 6(b) shall be computed on those areas.
45. PARKING. Tenant may use forty (40) parking spaces. Tenant shall observe the rules and regulations of the Park as Landlord may adopt them from time to time, and shall give Landlord notice of any default.
46. INTENTIONALLY OMITTED.
47. OPERATING EXPENSES; MANAGER. Paragraph 6(c) is further amended by adding the following exclusions: (iv) principal and interest on any mortgage or other debt of Landlord; (v) charitable and political contributions. The fee of the Park's manager included in Operating Expenses shall not exceed FOUR PERCENT (4%) of Operating Expenses other than real estate taxes, insurance and such fee. Tenant shall observe the rules and regulations of the Park as Landlord may adopt them from time to time, and shall give Landlord notice of any default.
48. ROOF EQUIPMENT. Tenant may place a satellite dish on the roof. Tenant shall observe the rules and regulations of the Park as Landlord may adopt them from time to time, and shall give Landlord notice of any default.
49. AFTER-HOURS ACCESS. Tenant shall have access to the Premises at all times. Tenant shall observe the rules and regulations of the Park as Landlord may adopt them from time to time, and shall give Landlord notice of any default.
50. BROKERS. Each party represents that it dealt with no broker. Tenant shall observe the rules and regulations of the Park as Landlord may adopt them from time to time, and shall give Landlord notice of any default.
51. ADMINISTRATIVE FEE. Paragraph 6(d) of the Lease is amended by deleting "TEN PERCENT (10%)" and substituting "FIVE PERCENT (5%)".
52. HOLIDAYS. Landlord shall observe the holidays listed in Paragraph 30. Tenant shall observe the rules and regulations of the Park as Landlord may adopt them from time to time, and shall give Landlord notice of any default.
53. ANNUAL STATEMENT. Paragraph 6(f) of the Lease is amended by deleting "two hundred seventy (270) days" and substituting "one hundred eighty (180) days", and by deleting its last sentence and substituting the following: "If Landlord fails to furnish such statement within such one hundred eighty (180) day period, Landlord shall be deemed to have waived its right to collect from Tenant any amount for such year in excess of Tenant's estimated payments."
54. INSPECTION OF RECORDS. Paragraph 6(g) of the Lease is amended by deleting "forty-five (45) days" and substituting "sixty (60) days".
55. LATE CHARGE. Paragraph 7 of the Lease is amended by deleting "TWO HUNDRED FIFTY AND NO/100 DOLLARS ($250.00)" and substituting "ONE HUNDRED FIFTY AND NO/100 DOLLARS ($150.00)".`;

/** Each paragraph typed as lines of at most 78 characters, as the form's typewriter set them. */
const typed = (text: string) =>
  text
    .split('\n')
    .flatMap(
      (para) =>
        para.match(/(?:\S+(?:\s+|$)){1,}?(?=\S|$)/g)?.reduce<string[]>((lines, word) => {
          const last = lines[lines.length - 1];
          if (last !== undefined && `${last}${word}`.trimEnd().length <= 78)
            lines[lines.length - 1] = `${last}${word}`;
          else lines.push(word);
          return lines;
        }, []) ?? [para],
    )
    .map((l) => l.trimEnd())
    .join('\n');

describe('a typed form amended clause by clause by its rider', () => {
  const { lease } = extractLease([documentFromText('lease.pdf', typed(LEASE))]);

  // (The rider quotes the form's "45 days" as "forty-five (45) days": the same period.)
  it('reads a lettered clause as its rider amended it ("Paragraph 6(d)")', () => {
    expect(lease.adminFee.value?.pct).toBe(5);
    expect(lease.auditWindowDays.value).toBe(60);
    expect(lease.reconciliationDeadlineDays.value).toBe(180);
  });

  it('reads a replaced last sentence: the waiver, not the form’s non-waiver', () => {
    expect(lease.lateStatementWaiver.value).toBe(true);
  });

  it('takes the measured areas over the form’s approximate ones', () => {
    expect(lease.premisesRsf.value).toBe(12_167);
    expect(lease.buildingRsf.value).toBe(150_580);
  });

  it('reads the term under its heading ("TERM. The term of this Lease shall be ...")', () => {
    expect(lease.commencementDate.value).toBe('2021-10-01');
    expect(lease.expirationDate.value).toBe('2026-09-30');
  });

  it('adds the rider’s exclusions to the form’s list', () => {
    expect(lease.excludedCategories.value).toEqual(
      expect.arrayContaining([
        'CAPITAL',
        'LEASING_COMMISSIONS',
        'LEGAL_DISPUTES',
        'DEBT_SERVICE',
        'CHARITABLE',
      ]),
    );
  });

  it('reads the limit on the fee of the Park’s manager', () => {
    expect(lease.managementFeeCapPct.value).toBe(4);
  });

  it('reads the amended late charge', () => {
    expect(lease.lateFee.value?.flatCents).toBe(15_000);
  });
});

describe('a rider that only replaces a clause’s last sentence', () => {
  const only = LEASE.replace(
    /53\. ANNUAL STATEMENT\. Paragraph 6\(f\) of the Lease is amended by deleting "two hundred seventy \(270\) days" and substituting "one hundred eighty \(180\) days", and by/,
    '53. ANNUAL STATEMENT. Paragraph 6(f) of the Lease is amended by',
  );
  const { lease } = extractLease([documentFromText('lease.pdf', typed(only))]);

  it('reads the waiver the rider put in its place, the form’s period kept', () => {
    expect(only).not.toBe(LEASE);
    expect(lease.lateStatementWaiver.value).toBe(true);
    expect(lease.reconciliationDeadlineDays.value).toBe(270);
  });
});

describe('a rider that reduces the form’s first-year rent', () => {
  const reduced = LEASE.replace(
    /3\. BASE RENT\. Tenant shall pay base rent as set forth in the Rider\./,
    '3. BASE RENT. Tenant shall pay to Landlord as base rent TWENTY-EIGHT THOUSAND THREE HUNDRED SEVENTY-FIVE AND NO/100 DOLLARS ($28,375.00) per month during the first Lease Year. On the first day of each Lease Year thereafter the monthly installment of Base Rent shall be increased by two percent (2%) over the installment for the preceding Lease Year.',
  ).replace(
    /42\. NO RELOCATION\. Landlord shall have no right to relocate Tenant\./,
    '42. BASE RENT. The monthly installment of Base Rent for the first Lease Year stated in Paragraph 3 is hereby reduced from TWENTY-EIGHT THOUSAND THREE HUNDRED SEVENTY-FIVE AND NO/100 DOLLARS ($28,375.00) to TWENTY-SEVEN THOUSAND FIVE HUNDRED TEN AND NO/100 DOLLARS ($27,510.00), and the annual increases provided in Paragraph 3 shall be computed on the installment as so reduced.',
  );
  const { lease } = extractLease([documentFromText('lease.pdf', typed(reduced))]);

  it('runs the schedule from the reduced installment', () => {
    expect(reduced).toContain('$27,510.00');
    const steps = lease.rentSchedule.value ?? [];
    expect(steps[0]).toEqual({ from: '2021-10-01', to: '2022-09-30', monthlyRentCents: 2_751_000 });
    expect(steps[1]?.monthlyRentCents).toBe(2_806_020);
  });
});
