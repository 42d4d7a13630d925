import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { blankUncheckedOptions } from '../../../../src/engine/extract/lease/checkboxes';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// A REALTOR association's fill-in shopping-center lease: every choice printed with all its
// options, a checked box saying which applies, special provisions that control over the form.
const FORM = `COMMERCIAL LEASE AGREEMENT – SHOPPING CENTER
This form is for the lease of space in a multi-tenant shopping center; blanks not filled in and boxes not checked do not apply.
2. PREMISES. The Premises contain approximately 6,648 square feet of leasable floor area. The Center contains approximately 45,710 square feet of leasable floor area.
7. LEASE TYPE; ADDITIONAL RENT. This Lease is a (check one):
[X] Net lease: in addition to Base Rent, Tenant shall pay its Pro Rata Share of CAM Costs, Real Estate Taxes and Insurance Costs as Additional Rent.
[ ] Gross lease: Base Rent includes Tenant's share of the costs of the Center.
[ ] Modified gross lease: Tenant shall pay its Pro Rata Share of the increase of such costs over the base year ______.
8. TENANT'S PRO RATA SHARE. Tenant's Pro Rata Share shall be (check one):
[ ] the ratio of the Premises' square footage to the Center's leasable square footage, each as stated in Paragraph 2;
[X] a fixed percentage of 14.54 %, which shall not change if the leasable area of the Center changes.
10. ADMINISTRATIVE FEE. Landlord [X] shall [ ] shall not be entitled to an administrative fee of 15 % of (check one):
[X] Tenant's Pro Rata Share of CAM Costs only, excluding Real Estate Taxes and Insurance Costs;
[ ] Tenant's Pro Rata Share of CAM Costs, Real Estate Taxes and Insurance Costs.
15. LATE CHARGE. If any installment of Rent is not received within 10 days after it is due, Tenant shall pay a late charge of (check one):
[ ] _____% of the overdue amount;
[X] a flat charge of $150.00 for each late installment.
25. SPECIAL PROVISIONS. The following special provisions control over any conflicting printed provision of this form:
B. ADMINISTRATIVE FEE. Notwithstanding the rate typed in Paragraph 10, the administrative fee shall be ten percent (10%) of the share stated in the box checked in Paragraph 10, and no other overhead charge shall be made.`;

describe("a fill-in form's checkboxes", () => {
  const { lease } = extractLease([documentFromText('lease.pdf', FORM)]);

  it('reads only the checked options', () => {
    expect(lease.leaseType.value).toBe('NNN');
    expect(lease.baseYear.value).toBeNull();
    expect(lease.proRataSharePct.value).toBe(14.54);
    expect(lease.lateFee.value).toMatchObject({ pct: null, flatCents: 15_000 });
  });

  it('takes the fee the special provisions set notwithstanding the form, on the base the form checked', () => {
    expect(lease.adminFee.value).toEqual({ pct: 10, base: 'CAM_EXCLUDING_TAXES_INSURANCE' });
    expect(lease.adminFee.evidence?.quote).toMatch(/Notwithstanding/);
  });

  it('quotes evidence verbatim from the printed line, boxes and all', () => {
    expect(lease.proRataSharePct.evidence?.quote).toMatch(/\[X\] a fixed percentage of 14\.54 %/);
  });
});

describe('blankUncheckedOptions', () => {
  const blank = (text: string) => {
    const starts = [0, ...[...text.matchAll(/\n/g)].map((m) => (m.index ?? 0) + 1)];
    return blankUncheckedOptions(text.replace(/\n/g, ' '), starts).replace(/\s+/g, ' ').trim();
  };

  it('blanks an inline alternative by the words of the option it answers', () => {
    expect(blank('Landlord [X] shall [ ] shall not be entitled to a fee of 5 %.')).toBe(
      'Landlord shall be entitled to a fee of 5 %.',
    );
    expect(blank('Broker represents [ ] Landlord [X] Tenant [ ] both. Commissions are separate.')).toBe(
      'Broker represents Tenant Commissions are separate.',
    );
  });

  it('ends a listed option with its line, keeping the table printed after it', () => {
    expect(
      blank(
        'as follows:\n[X] (a) the Rent Schedule below;\n[ ] (b) $____ per month, increased by ___% of\nthe monthly Base Rent.\nYear 1 $1,000.00',
      ),
    ).toBe('as follows: (a) the Rent Schedule below; Year 1 $1,000.00');
  });

  it('keeps the same length, and leaves a form with no box checked as printed', () => {
    const text = 'Share (check one): [X] 5 %; [ ] the ratio of areas.';
    expect(blankUncheckedOptions(text, [0])).toHaveLength(text.length);
    const unfilled = 'Share (check one): [ ] 5 %; [ ] the ratio of areas.';
    expect(blankUncheckedOptions(unfilled, [0])).toBe(unfilled);
  });
});
