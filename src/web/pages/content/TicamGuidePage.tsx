import { Link } from 'react-router';
import { ArticleLayout, TableOfContents, type TocEntry } from './ArticleLayout';

const SECTIONS: readonly TocEntry[] = [
  { id: 'what-is-ticam', label: 'What TICAM means' },
  { id: 'lease-types', label: 'Gross, modified gross and triple net leases' },
  { id: 'estimates-and-reconciliation', label: 'Monthly estimates and the annual reconciliation' },
  { id: 'pro-rata-share', label: 'Your pro-rata share, with a worked example' },
  { id: 'base-years', label: 'Base years and expense stops' },
  { id: 'gross-up', label: 'Gross-up' },
  { id: 'caps', label: 'Caps on controllable expenses' },
  { id: 'fees', label: 'Administrative and management fees' },
  { id: 'exclusions', label: 'Costs that usually should not be in CAM' },
  { id: 'checklist', label: 'Reconciliation checklist' },
  { id: 'audit-rights', label: 'Audit rights and deadlines to dispute' },
];

/** TICAM and Triple Net Lease Guide (spec 2.16): the long-form explainer for tenants. */
export function TicamGuidePage() {
  return (
    <ArticleLayout
      title="TICAM and Triple Net Lease Guide"
      subtitle="How taxes, insurance and common area maintenance charges work, and how to tell whether your year-end bill is right."
      navigation={<TableOfContents entries={SECTIONS} />}
    >
      <p>
        If you lease a storefront, an office suite or a small warehouse, your rent is probably only part of
        what you pay. Most commercial leases also pass the property's running costs on to tenants, first as a
        monthly estimate and then as a yearly reconciliation that often asks for more money. This guide
        explains how those charges are built so you can read your own statement with confidence.
      </p>

      <h2 id="what-is-ticam">What TICAM means</h2>
      <p>
        TICAM stands for <strong>taxes, insurance and common area maintenance</strong>. It is the bundle of
        property costs that a landlord shares among the tenants:
      </p>
      <ul>
        <li>
          <strong>Taxes:</strong> the real estate taxes assessed on the land and buildings.
        </li>
        <li>
          <strong>Insurance:</strong> the landlord's property and liability insurance for the building.
        </li>
        <li>
          <strong>Common area maintenance (CAM):</strong> the cost of running the shared parts of the
          property, such as parking lot sweeping and repairs, landscaping, snow removal, exterior lighting,
          common utilities, security, trash removal and property management.
        </li>
      </ul>
      <p>
        You may also see these called operating expenses, NNN charges, additional rent or pass-throughs. The
        label does not matter; what matters is how your lease defines them, because a landlord may bill only
        the costs the lease allows.
      </p>

      <h2 id="lease-types">Gross, modified gross and triple net leases</h2>
      <p>Who pays the property's costs depends on the lease structure:</p>
      <ul>
        <li>
          <strong>Gross lease:</strong> you pay one rent figure and the landlord pays the operating costs out
          of it. Pure gross leases are uncommon.
        </li>
        <li>
          <strong>Modified gross lease:</strong> costs are split. Often the rent includes a base year of
          expenses and you pay your share of increases above it, or you pay some categories (such as
          utilities) directly while the landlord covers the rest.
        </li>
        <li>
          <strong>Triple net (NNN) lease:</strong> you pay base rent plus your share of all three "nets":
          taxes, insurance and CAM. This is the standard structure for shopping centers, free-standing retail
          and industrial space, and it is where most reconciliation disputes arise.
        </li>
      </ul>
      <p>
        Under a triple net lease, every operating cost that fits the lease's definitions comes back from the
        tenants, which is why those definitions and exclusions are worth real money.
      </p>

      <h2 id="estimates-and-reconciliation">Monthly estimates and the annual reconciliation</h2>
      <p>
        Before each year starts, the landlord prepares a budget for the property and divides it among the
        tenants. You pay your share in twelve monthly installments along with your rent. These are{' '}
        <strong>estimated payments</strong>, not final charges.
      </p>
      <p>
        After the year closes, the landlord totals the actual costs and sends a{' '}
        <strong>reconciliation</strong> (sometimes called a true-up or year-end statement). It shows each cost
        category, your share of it, the estimates you paid and the difference. If actual costs were higher
        than the estimates, you receive a bill, usually due within 30 days. If they were lower, you should
        receive a credit or refund. The landlord normally uses the same statement to raise your monthly
        estimates for the new year, so an error in the reconciliation tends to repeat itself.
      </p>
      <p>
        Many leases require the landlord to deliver the reconciliation within a set time after year-end, often
        90 to 120 days. Note the date it actually arrives: a late statement can matter if your lease limits
        charges billed after the deadline.
      </p>

      <h2 id="pro-rata-share">Your pro-rata share, with a worked example</h2>
      <p>
        Your share of the costs is normally your leased square footage divided by the total square footage of
        the property. The number on the bottom, the <strong>denominator</strong>, is where many overcharges
        hide.
      </p>
      <p>
        Suppose you lease 2,400 square feet in a center with 48,000 square feet of gross leasable area, and
        the year's actual costs were $192,000 for CAM, $84,000 for taxes and $24,000 for insurance:
      </p>
      <ul>
        <li>Your pro-rata share: 2,400 ÷ 48,000 = 5%.</li>
        <li>Total TICAM: $192,000 + $84,000 + $24,000 = $300,000.</li>
        <li>Your share: 5% × $300,000 = $15,000.</li>
        <li>Estimates you paid: 12 × $1,150 = $13,800.</li>
        <li>Balance due on the reconciliation: $15,000 − $13,800 = $1,200.</li>
      </ul>
      <p>
        Now suppose the landlord divides only by the 40,000 square feet that were leased during the year,
        because 8,000 square feet sat empty. Your share becomes 2,400 ÷ 40,000 = 6%, your portion rises to
        $18,000 and the bill jumps from $1,200 to $4,200. Unless your lease says the denominator is leased or
        occupied space, the landlord should carry the cost of its own vacancies. Also check that the total
        square footage has not shrunk from one year to the next, and whether a large tenant is carved out of
        the pool: that can be legitimate, but only if the lease allows it.
      </p>

      <h2 id="base-years">Base years and expense stops</h2>
      <p>
        In office and modified gross leases, you often pay only increases. With a <strong>base year</strong>,
        the operating costs of a named year (usually the first year of your lease) are treated as included in
        your rent, and each later year you pay your share of the amount above that base. With an{' '}
        <strong>expense stop</strong>, the lease sets a fixed dollar figure, such as $9.00 per square foot,
        and you pay your share of costs above it.
      </p>
      <p>
        Both depend on a realistic starting point. A base year with unusually low costs (a half-empty
        building, a temporary tax abatement) makes every later year look like a large increase. Look at what
        was included in the base year and make sure the same categories are compared in later years.
      </p>

      <h2 id="gross-up">Gross-up</h2>
      <p>
        Some costs, such as janitorial service, trash removal and common utilities, rise and fall with
        occupancy. A <strong>gross-up</strong> clause adjusts those variable costs to what they would have
        been if the building had been, say, 95% occupied. For example, if janitorial costs were $350,000 in a
        year when the building was 70% occupied, grossing up to 95% gives $350,000 × 95 ÷ 70 = $475,000.
      </p>
      <p>
        In a base-year lease, grossing up the base year protects you: without it, the base is artificially low
        and you end up paying for the building filling up rather than for any real rise in costs. Two checks
        apply to every gross-up: it should be applied only to costs that genuinely vary with occupancy (never
        to taxes, insurance or fixed contracts), and it should never let the landlord collect more than 100%
        of what it actually spent.
      </p>

      <h2 id="caps">Caps on controllable expenses</h2>
      <p>
        Many leases cap how much <strong>controllable expenses</strong> can rise each year, often 3% to 6%.
        Controllable costs are the ones the landlord can manage, such as landscaping, repairs and management.
        Uncontrollable costs, usually taxes, insurance, utilities and snow removal, are normally left outside
        the cap. How the cap works matters as much as its percentage:
      </p>
      <ul>
        <li>
          <strong>Non-cumulative:</strong> each year's charge may rise by no more than the cap over the
          previous year. Unused room is lost.
        </li>
        <li>
          <strong>Cumulative:</strong> increases the landlord did not use carry forward. If your controllable
          share is $10,000 in year one and rises only 2% to $10,200 in year two, a 5% cumulative cap allows up
          to $10,000 × 1.05 × 1.05 = $11,025 in year three, a jump of about 8%. A non-cumulative cap would
          hold year three to $10,200 × 1.05 = $10,710.
        </li>
        <li>
          <strong>Compounding or simple:</strong> a compounding cap applies the percentage to the prior year's
          capped figure; a simple cap applies it to the original base each year ($10,000 plus $500 per year).
        </li>
      </ul>
      <p>
        When checking a reconciliation, recompute the cap yourself from the first year it applies, and confirm
        the landlord has not moved controllable items into an uncapped category.
      </p>

      <h2 id="fees">Administrative and management fees</h2>
      <p>
        Landlords commonly add an <strong>administrative fee</strong>, often 10% to 15% of CAM, and may also
        pass through a <strong>management fee</strong> paid to the property manager, often 3% to 5% of the
        property's gross revenue. Check three things: the rate matches the lease; the fee is applied only to
        the base the lease allows (many leases exclude taxes, insurance, utilities and capital items from the
        fee base); and you are not paying a fee on a fee, or two fees for the same work.
      </p>

      <h2 id="exclusions">Costs that usually should not be in CAM</h2>
      <p>
        A well-drafted lease lists costs the landlord may not pass through. Even where your list is short,
        these items are commonly excluded:
      </p>
      <ul>
        <li>
          Capital expenditures such as a new roof or parking lot, except any amortized portion the lease
          allows.
        </li>
        <li>
          The landlord's mortgage principal and interest, ground rent, depreciation and financing costs.
        </li>
        <li>
          Leasing commissions, advertising for vacant space and legal fees for disputes with other tenants.
        </li>
        <li>Build-out costs and allowances for other tenants' spaces.</li>
        <li>Costs reimbursed by insurance, warranties, condemnation awards or other tenants.</li>
        <li>
          The landlord's income, franchise and estate taxes, and penalties for the landlord's late payments.
        </li>
        <li>
          Repairs of construction defects and cleanup of environmental conditions the tenant did not cause.
        </li>
        <li>
          Salaries of staff above the level of property manager, and the landlord's general corporate
          overhead.
        </li>
        <li>Reserves for future spending, unless the lease clearly allows them.</li>
      </ul>

      <h2 id="checklist">Reconciliation checklist</h2>
      <p>Work through these questions with your lease open beside the statement:</p>
      <ol>
        <li>Is your square footage correct, and does the denominator match what the lease says?</li>
        <li>Did the total square footage of the property change from last year, and why?</li>
        <li>Does every cost category fit the lease's definition of operating expenses?</li>
        <li>Are any excluded costs included, such as capital projects, leasing costs or financing?</li>
        <li>Was the cap on controllable expenses applied, and calculated the way the lease describes?</li>
        <li>Is the administrative or management fee at the right rate and on the right base?</li>
        <li>Does the tax figure match the county's tax bills, and were any tax appeal refunds credited?</li>
        <li>
          Is the insurance limited to coverage the lease permits, and are deductibles within its limits?
        </li>
        <li>Were all of your estimated payments credited, and is a partial first or last year prorated?</li>
        <li>Are there increases of more than 10% in any category, and are they explained?</li>
        <li>Was the statement delivered within the lease's deadline?</li>
      </ol>

      <h2 id="audit-rights">Audit rights and deadlines to dispute</h2>
      <p>
        Most commercial leases give tenants the right to review or audit the landlord's records behind the
        reconciliation, but the right is usually short-lived. Typical windows run from 60 days to one year
        after you receive the statement, and if you miss the deadline the lease may treat the statement as
        final and binding. Read your audit clause as soon as the statement arrives and put the deadline in
        your calendar.
      </p>
      <p>
        Also look for the conditions attached: written notice requirements, where the records will be made
        available, confidentiality terms, limits on who may perform the audit (some leases bar auditors paid
        on a contingency basis), and who pays. Many leases shift the cost of the audit to the landlord if the
        overcharge exceeds a threshold, often 3% to 5%. In most leases you must keep paying the billed amount
        while the review is under way, so pay on time and dispute in writing rather than withholding.
      </p>
      <p>
        For advice on raising a dispute and on the lease terms worth negotiating before you sign, see our{' '}
        <Link to="/negotiation-tips">Commercial Lease Negotiation Tips</Link>. This guide is general
        information, not legal advice; your lease's own wording controls.
      </p>
    </ArticleLayout>
  );
}
