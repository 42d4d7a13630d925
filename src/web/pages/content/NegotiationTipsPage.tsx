import { Link } from 'react-router';
import { ArticleLayout, TableOfContents, type TocEntry } from './ArticleLayout';

const SECTIONS: readonly TocEntry[] = [
  { id: 'before-signing', label: 'Before you sign: terms worth negotiating' },
  { id: 'disputing', label: 'Disputing a reconciliation' },
  { id: 'dispute-letter', label: 'Writing the dispute letter' },
  { id: 'escalation', label: 'If the landlord will not budge' },
  { id: 'attorney', label: 'When to call an attorney' },
];

/** Commercial Lease Negotiation Tips (spec 2.16): before signing, and when disputing a bill. */
export function NegotiationTipsPage() {
  return (
    <ArticleLayout
      title="Commercial Lease Negotiation Tips"
      subtitle="Protect yourself from TICAM overcharges before you sign, and dispute a reconciliation the right way after."
      navigation={<TableOfContents entries={SECTIONS} />}
    >
      <p>
        The cheapest time to fix an operating expense problem is before the lease is signed. Once it is
        signed, the lease's wording decides what you can be charged, and your leverage shrinks to your audit
        rights and the strength of your documentation. This page covers both moments: the clauses to ask for
        while you still have leverage, and how to challenge a year-end bill you believe is wrong.
      </p>
      <p>
        <strong>Please note:</strong> this article is general information, not legal advice. Every lease and
        every state is different; for decisions about your own lease, talk to a commercial real estate
        attorney.
      </p>

      <h2 id="before-signing">Before you sign: terms worth negotiating</h2>
      <p>
        Raise these points at the letter of intent stage, when the business terms are still open. Landlords
        expect tenants to negotiate operating expenses, and asking is rarely what costs you a deal.
      </p>

      <h3>Define your pro-rata share and its denominator</h3>
      <p>
        Ask for your share to be stated as a percentage in the lease, and for the denominator to be the total
        leasable area of the property, not the area that happens to be leased or occupied. That keeps the cost
        of vacant space with the landlord. If the property may be remeasured, ask that your share cannot rise
        as a result, and that any carve-out for anchor tenants is spelled out.
      </p>

      <h3>Cap controllable CAM</h3>
      <p>
        Ask for a cap on annual increases in controllable expenses, commonly 3% to 5%. Push for a{' '}
        <strong>non-cumulative, non-compounding</strong> cap measured against the previous year's actual
        charge, and for a short, specific list of what counts as uncontrollable (usually taxes, insurance and
        utilities). A vague definition of "uncontrollable" can empty a cap of meaning.
      </p>

      <h3>Negotiate a real exclusion list</h3>
      <p>
        A list of costs that can never be passed through is one of the strongest protections you can get. At a
        minimum, ask to exclude capital expenditures (or allow only amortized, cost-saving or legally required
        items), the landlord's financing costs and ground rent, depreciation, leasing commissions and
        marketing of vacant space, costs of other tenants' build-outs, costs recovered from insurance or other
        parties, legal fees for disputes with other tenants, penalties and late fees caused by the landlord,
        and reserves.
      </p>

      <h3>Pin down administrative and management fees</h3>
      <p>
        Agree on the rate and on the base it is applied to. An administrative fee should apply to CAM only,
        not to taxes, insurance, utilities, capital items or the management fee itself. If a management fee is
        also charged, ask for a cap (for example, a percentage of gross receipts) and a clause that rules out
        charging both fees for the same work.
      </p>

      <h3>Secure audit rights with a realistic window</h3>
      <p>
        A 30-day audit window is almost useless: records requests alone can take that long. Ask for at least
        120 days, and ideally one year, after you receive each statement. Ask for the right to use any
        qualified auditor or accountant, for records to be made available in electronic form, for prompt
        repayment of any overcharge, and for the landlord to pay the audit cost if the overcharge exceeds 3%.
      </p>

      <h3>Gross up the base year</h3>
      <p>
        In a base-year or expense-stop lease, ask that the base year be grossed up to the same occupancy level
        as the comparison years, usually 95%. Also avoid a base year with temporarily low costs, such as a
        year before the property is reassessed for tax or while a tax abatement is in place, or ask that the
        base be adjusted when those effects end.
      </p>

      <h3>Limit tax and insurance pass-throughs</h3>
      <p>
        Taxes and insurance are hard to cap, but you can still ask for protection: exclude tax increases
        caused by a sale or refinancing of the property for the first years of the term; require tax refunds
        from appeals to be credited to tenants; limit insurance to coverage a prudent owner of similar
        property would carry; and cap the deductibles that can be passed through.
      </p>

      <h3>Set deadlines for the landlord too</h3>
      <p>
        Ask that reconciliations be delivered within 90 to 120 days after year-end with reasonable supporting
        detail, and that charges not billed within a set period (for example, 12 to 18 months after the year
        ends) are waived. Ask that monthly estimates be based on a reasonable budget, and that overpayments be
        refunded in cash rather than held as credits.
      </p>

      <h2 id="disputing">Disputing a reconciliation</h2>
      <p>
        A reconciliation bill is not final just because it arrived on letterhead. If something looks wrong,
        work through it methodically:
      </p>
      <ol>
        <li>
          <strong>Find your deadline first.</strong> Read the audit and dispute clauses the day the statement
          arrives. The clock usually starts on receipt, and a missed deadline can make the statement binding.
        </li>
        <li>
          <strong>Compare the statement with the lease.</strong> Check your share, the denominator, the
          categories, the exclusions, the cap and the fees. Our{' '}
          <Link to="/ticam-guide">TICAM and Triple Net Lease Guide</Link> includes a reconciliation checklist.
        </li>
        <li>
          <strong>Request backup in writing.</strong> Ask for the general ledger for the property, invoices
          for large or unusual items, the tax bills, the insurance premium invoices, the square footage
          schedule used for the denominator, and the calculations behind any gross-up, cap or fee.
        </li>
        <li>
          <strong>Preserve your rights while you review.</strong> If the deadline is close, send a short
          written notice that you dispute the statement and are reviewing it, following the lease's notice
          clause (method and address) exactly.
        </li>
        <li>
          <strong>Keep paying undisputed amounts.</strong> Withholding rent or charges can put you in default,
          which gives the landlord leverage you do not want it to have. Pay what is clearly owed on time; if
          the lease requires you to pay the disputed part too, pay it and state in writing that you are paying
          under protest.
        </li>
        <li>
          <strong>Stay professional.</strong> Most reconciliation errors are mistakes, not schemes. A calm,
          specific request is far more likely to get a quick credit than an accusation, and you will share a
          property with this landlord for years.
        </li>
      </ol>

      <h2 id="dispute-letter">Writing the dispute letter</h2>
      <p>A good dispute letter is short, specific and easy to act on. Include:</p>
      <ul>
        <li>Your business name, the premises address or suite number and the lease date.</li>
        <li>The statement you are disputing, its date and the date you received it.</li>
        <li>
          Each item you dispute, the lease section it conflicts with, and the amount, for example: "The
          statement divides operating expenses by 40,000 leased square feet; section 6.2 sets our share at 5%
          of the center's 48,000 square feet, so we were overcharged $3,000."
        </li>
        <li>The backup documents you are requesting, with a reasonable date for receiving them.</li>
        <li>What you are asking for: a corrected statement, a credit or a refund, and by when.</li>
        <li>A sentence reserving your rights under the lease, including your audit rights.</li>
      </ul>
      <p>
        Send it the way the lease's notice clause requires, often certified mail or courier to a specific
        address, and also by e-mail to your property manager. Keep copies of everything, and a log of calls
        and meetings.
      </p>

      <h2 id="escalation">If the landlord will not budge</h2>
      <p>
        If your property manager does not respond or rejects the dispute without explanation, escalate in
        steps. Ask for a meeting or call with the asset manager or the owner's representative. Offer to
        resolve clearly supported items first. If the amounts justify it, exercise your formal audit right and
        have the records reviewed by an accountant or lease audit firm. Check whether the lease requires
        mediation or arbitration before a lawsuit; for smaller amounts, small claims court may be an option in
        your state. Lease renewal time is also leverage: an unresolved billing dispute is a fair topic in
        renewal negotiations.
      </p>

      <h2 id="attorney">When to call an attorney</h2>
      <p>Get a commercial real estate attorney involved when:</p>
      <ul>
        <li>the disputed amount is large compared with the cost of legal help;</li>
        <li>the landlord refuses to provide records your lease entitles you to;</li>
        <li>you receive a notice of default, a demand letter or any threat of eviction or lockout;</li>
        <li>you are asked to sign an estoppel certificate while a dispute is open;</li>
        <li>you are considering withholding payment or terminating the lease;</li>
        <li>the landlord proposes a settlement that includes a release of claims.</li>
      </ul>
      <p>
        Not sure what a term in your lease means? Our{' '}
        <Link to="/lease-terms-glossary">Commercial Lease Terms Glossary</Link> explains dozens of them in
        plain English.
      </p>
    </ArticleLayout>
  );
}
