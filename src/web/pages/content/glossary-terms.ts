/**
 * Terms of the Commercial Lease Terms Glossary. Each `id` is written out rather than
 * derived from the term, so links into the glossary (/lease-terms-glossary#gross-up)
 * keep working when a term's wording is edited. `seeAlso` holds ids of other entries.
 * The page sorts the entries itself, so new ones can be added anywhere.
 */
export interface GlossaryTerm {
  id: string;
  term: string;
  definition: string;
  seeAlso?: readonly string[];
}

export const GLOSSARY_TERMS: readonly GlossaryTerm[] = [
  {
    id: 'administrative-fee',
    term: 'Administrative fee',
    definition:
      "A charge the landlord adds on top of operating expenses to cover the cost of running the property's books and services, usually a percentage of CAM (often 10% to 15%). Check which costs it is applied to: a fee charged on taxes, insurance, utilities or the management fee itself inflates your bill.",
    seeAlso: ['management-fee', 'cam'],
  },
  {
    id: 'amortization',
    term: 'Amortization',
    definition:
      'Spreading the cost of a long-lived item over its useful life instead of charging it all in one year. Leases that let a landlord pass through certain capital expenditures usually require them to be amortized, so tenants pay only the yearly portion (sometimes with interest).',
    seeAlso: ['capital-expenditure'],
  },
  {
    id: 'anchor-tenant',
    term: 'Anchor tenant',
    definition:
      'A large, well-known tenant, such as a grocery store or department store, that draws shoppers to a retail center. Anchors often negotiate lower CAM contributions or pay their own costs, which can change the pro-rata share of the smaller tenants.',
    seeAlso: ['co-tenancy', 'pro-rata-share'],
  },
  {
    id: 'assignment',
    term: 'Assignment',
    definition:
      "Transferring your entire interest in the lease to someone else, for example when you sell your business. Most leases require the landlord's consent, and the original tenant often remains liable unless the landlord releases it.",
    seeAlso: ['sublease', 'personal-guaranty'],
  },
  {
    id: 'audit-rights',
    term: 'Audit rights',
    definition:
      "The tenant's contractual right to inspect the landlord's books and records behind the operating expense charges. The lease usually sets a deadline (for example, 90 days to one year after the statement), who may perform the audit, and who pays for it if an overcharge is found.",
    seeAlso: ['reconciliation'],
  },
  {
    id: 'base-rent',
    term: 'Base rent',
    definition:
      'The fixed rent for the space itself, stated per month or per square foot per year, before any operating expenses, taxes or insurance are added.',
    seeAlso: ['escalation'],
  },
  {
    id: 'base-year',
    term: 'Base year',
    definition:
      'In a modified gross or full-service lease, the year whose operating expenses are built into the rent. The tenant pays only its share of increases above that year. A base year with unusually low costs (for example, low occupancy or a tax abatement) raises every later bill, which is why it should be grossed up.',
    seeAlso: ['expense-stop', 'gross-up'],
  },
  {
    id: 'breakpoint',
    term: 'Breakpoint',
    definition:
      'In a percentage-rent lease, the level of gross sales above which the tenant pays the extra percentage rent. A natural breakpoint is the base rent divided by the percentage rate; an artificial breakpoint is any other negotiated figure.',
    seeAlso: ['percentage-rent'],
  },
  {
    id: 'cam',
    term: 'CAM (common area maintenance)',
    definition:
      'The costs of operating and maintaining the parts of a property that all tenants share: parking lots, landscaping, snow removal, lighting, cleaning, security and repairs to common areas. Tenants reimburse their share, usually through monthly estimates and a year-end reconciliation.',
    seeAlso: ['common-areas', 'ticam', 'operating-expenses'],
  },
  {
    id: 'cap',
    term: 'Cap (on operating expenses)',
    definition:
      "A limit on how much the tenant's share of certain expenses, usually controllable expenses, can rise from one year to the next, such as 5% per year. How the cap is calculated matters: it may be cumulative or non-cumulative, and compounding or non-compounding.",
    seeAlso: ['cumulative-cap', 'non-cumulative-cap', 'compounding-cap', 'controllable-expenses'],
  },
  {
    id: 'capital-expenditure',
    term: 'Capital expenditure',
    definition:
      'Spending on improvements or replacements with a long useful life, such as a new roof, a repaved parking lot or new HVAC units. Many leases exclude capital expenditures from CAM or allow only the amortized portion of items that save operating costs or are required by new laws.',
    seeAlso: ['amortization', 'exclusions'],
  },
  {
    id: 'commencement-date',
    term: 'Commencement date',
    definition:
      'The date the lease term starts. Rent may start on the same day or later (the rent commencement date), for example after a build-out period. Your first reconciliation is usually prorated from this date.',
  },
  {
    id: 'common-areas',
    term: 'Common areas',
    definition:
      'The parts of a property available to all tenants and their customers rather than leased to one tenant: parking, sidewalks, hallways, lobbies, restrooms, elevators and landscaped areas.',
    seeAlso: ['cam'],
  },
  {
    id: 'compounding-cap',
    term: 'Compounding cap',
    definition:
      "A cap whose yearly percentage is applied to the previous year's capped amount, so the allowed increase grows on itself (5% on $10,000, then 5% on $10,500). A non-compounding (simple) cap applies the percentage to the original base amount each year.",
    seeAlso: ['cap'],
  },
  {
    id: 'controllable-expenses',
    term: 'Controllable expenses',
    definition:
      'Operating expenses the landlord can influence through its choice of vendors and service levels, such as landscaping, cleaning, repairs and management. Taxes, insurance, utilities and snow removal are usually treated as uncontrollable and left outside the cap.',
    seeAlso: ['cap', 'uncontrollable-expenses'],
  },
  {
    id: 'co-tenancy',
    term: 'Co-tenancy',
    definition:
      'A clause, common in retail leases, that lets a tenant pay reduced rent or terminate the lease if an anchor tenant or a stated share of the center closes or goes dark.',
    seeAlso: ['anchor-tenant'],
  },
  {
    id: 'cpi-adjustment',
    term: 'CPI adjustment',
    definition:
      'A rent increase tied to the Consumer Price Index, a measure of inflation. Leases often set a minimum and maximum yearly increase around it, and should name the exact index and comparison months.',
    seeAlso: ['escalation'],
  },
  {
    id: 'cumulative-cap',
    term: 'Cumulative cap',
    definition:
      "A cap where increases the landlord did not use in one year carry forward to later years. If costs rise only 2% in a year under a 5% cumulative cap, the unused 3% can be added the following year, allowing a much larger jump than the cap's headline number suggests.",
    seeAlso: ['cap', 'non-cumulative-cap'],
  },
  {
    id: 'default',
    term: 'Default',
    definition:
      'A failure to meet a lease obligation, such as paying rent or operating expenses on time. Leases usually give a notice and cure period before the landlord can use its remedies, which is why withholding a disputed charge can be risky.',
  },
  {
    id: 'escalation',
    term: 'Escalation',
    definition:
      'A scheduled increase in rent during the term, either a fixed amount, a fixed percentage (for example, 3% per year) or an index-based change. The term is also used for pass-throughs of operating expense increases over a base year.',
    seeAlso: ['cpi-adjustment', 'base-year'],
  },
  {
    id: 'estimated-payments',
    term: 'Estimated payments',
    definition:
      "Monthly payments toward operating expenses, taxes and insurance based on the landlord's budget for the year. After the year ends, the landlord compares them with actual costs in the reconciliation and bills or credits the difference.",
    seeAlso: ['reconciliation'],
  },
  {
    id: 'estoppel-certificate',
    term: 'Estoppel certificate',
    definition:
      'A signed statement, usually requested by a lender or buyer, in which the tenant confirms the key facts of its lease (rent, term, deposit, amendments) and whether any defaults or disputes exist. Review it carefully: you may be prevented later from claiming anything that contradicts it, including overcharges.',
    seeAlso: ['snda'],
  },
  {
    id: 'exclusions',
    term: 'Exclusions',
    definition:
      'The list of costs a landlord may not pass through as operating expenses, such as capital expenditures, mortgage payments, leasing commissions, costs of marketing vacant space and costs reimbursed by insurance. A detailed exclusion list is one of the strongest protections a tenant can negotiate.',
    seeAlso: ['operating-expenses', 'capital-expenditure'],
  },
  {
    id: 'exclusive-use',
    term: 'Exclusive use clause',
    definition:
      'A retail lease clause that stops the landlord from leasing other space in the center to a business that sells the same main products or services as yours.',
  },
  {
    id: 'expense-stop',
    term: 'Expense stop',
    definition:
      'A fixed dollar amount of operating expenses (for example, $9.00 per square foot) that the landlord pays; the tenant pays its share of anything above it. It works like a base year but with a number set in the lease instead of a year of actual costs.',
    seeAlso: ['base-year'],
  },
  {
    id: 'force-majeure',
    term: 'Force majeure',
    definition:
      "A clause that excuses delays in performing lease obligations caused by events outside a party's control, such as natural disasters, war or government orders. Many leases exclude the payment of rent from it.",
  },
  {
    id: 'full-service-lease',
    term: 'Full-service lease',
    definition:
      'A gross lease common in office buildings, where rent includes operating expenses, taxes, insurance and often utilities and janitorial service, typically with a base year for increases.',
    seeAlso: ['gross-lease', 'base-year'],
  },
  {
    id: 'gross-lease',
    term: 'Gross lease',
    definition:
      "A lease where the tenant pays one rent amount and the landlord pays the property's operating expenses, taxes and insurance out of it. True gross leases are uncommon in commercial real estate; most pass through at least increases.",
    seeAlso: ['modified-gross-lease', 'nnn'],
  },
  {
    id: 'gross-leasable-area',
    term: 'Gross leasable area (GLA)',
    definition:
      "The total floor area of a property that can be leased to tenants, commonly used in retail centers as the denominator for each tenant's pro-rata share.",
    seeAlso: ['pro-rata-share'],
  },
  {
    id: 'gross-up',
    term: 'Gross-up',
    definition:
      'Adjusting the variable operating expenses of a partly empty building to what they would have been at a stated occupancy, often 95% or 100%. In base-year leases it protects tenants from paying increases that only reflect the building filling up; it should apply only to costs that truly vary with occupancy.',
    seeAlso: ['base-year'],
  },
  {
    id: 'holdover',
    term: 'Holdover',
    definition:
      "Staying in the space after the lease has expired without a new agreement. Leases usually charge holdover rent of 125% to 200% of the last rent and may make the tenant liable for the landlord's damages.",
    seeAlso: ['renewal-option'],
  },
  {
    id: 'hvac',
    term: 'HVAC',
    definition:
      'Heating, ventilation and air conditioning. Leases say who maintains, repairs and replaces the units serving your space; replacement of a rooftop unit can cost thousands, so a clause making the tenant responsible for replacement deserves attention.',
  },
  {
    id: 'indemnification',
    term: 'Indemnification',
    definition:
      "A promise by one party to cover the other's losses from certain claims, such as injuries in the tenant's space. It usually works together with the lease's insurance requirements.",
  },
  {
    id: 'insurance',
    term: 'Insurance',
    definition:
      "In TICAM, the landlord's property and liability insurance premiums for the building, passed through to tenants by pro-rata share. The lease should limit this to commercially reasonable coverage; tenants usually also carry their own liability and contents insurance.",
    seeAlso: ['ticam'],
  },
  {
    id: 'late-fee',
    term: 'Late fee',
    definition:
      'A charge for rent or other amounts paid after the due date, often a percentage of the late amount plus interest. Late fees the landlord itself pays to vendors or tax authorities should not be passed through as operating expenses.',
  },
  {
    id: 'letter-of-intent',
    term: 'Letter of intent (LOI)',
    definition:
      'A short, usually non-binding summary of the main business terms (rent, term, pro-rata share, allowances, caps) agreed before the lease is drafted. It is the best time to settle how operating expenses will be shared.',
  },
  {
    id: 'load-factor',
    term: 'Load factor',
    definition:
      'The ratio used to convert usable square feet into rentable square feet, reflecting your share of lobbies, corridors and restrooms. A 15% load factor means 2,000 usable square feet are billed as 2,300 rentable square feet.',
    seeAlso: ['rentable-square-feet', 'usable-square-feet'],
  },
  {
    id: 'management-fee',
    term: 'Management fee',
    definition:
      "The fee paid to the property manager, often passed through in CAM as a percentage of the property's gross revenue or of operating expenses (commonly 3% to 5% of revenue). A management fee and an administrative fee for the same work can amount to double charging.",
    seeAlso: ['administrative-fee'],
  },
  {
    id: 'modified-gross-lease',
    term: 'Modified gross lease',
    definition:
      'A lease between gross and triple net: some costs are included in the rent and others are paid by the tenant, or the tenant pays increases above a base year or expense stop. The lease itself decides exactly which costs fall where.',
    seeAlso: ['gross-lease', 'nnn', 'base-year'],
  },
  {
    id: 'nnn',
    term: 'NNN (triple net lease)',
    definition:
      'A lease where the tenant pays base rent plus its share of the three "nets": real estate taxes, insurance and common area maintenance. Most small-business retail and industrial leases are triple net.',
    seeAlso: ['ticam', 'gross-lease'],
  },
  {
    id: 'non-cumulative-cap',
    term: 'Non-cumulative cap',
    definition:
      "A cap that limits each year's increase to the stated percentage over the previous year, with no carry-forward of unused increases. It is the more tenant-friendly form of cap.",
    seeAlso: ['cap', 'cumulative-cap'],
  },
  {
    id: 'operating-expenses',
    term: 'Operating expenses',
    definition:
      'The costs of owning and running a property that a lease lets the landlord pass through to tenants. The definition in your lease, together with its exclusions, decides what you can be billed for; costs not listed generally cannot be charged.',
    seeAlso: ['cam', 'exclusions'],
  },
  {
    id: 'percentage-rent',
    term: 'Percentage rent',
    definition:
      "Additional rent in some retail leases equal to a percentage of the tenant's gross sales above a breakpoint. The lease should define gross sales carefully, including what is excluded (returns, sales tax, gift cards).",
    seeAlso: ['breakpoint'],
  },
  {
    id: 'personal-guaranty',
    term: 'Personal guaranty',
    definition:
      "An owner's personal promise to pay the business's lease obligations if the business cannot. Tenants often negotiate a limit, such as a fixed number of months' rent or a guaranty that ends after a period of on-time payments.",
  },
  {
    id: 'pro-rata-share',
    term: 'Pro-rata share',
    definition:
      'Your percentage of the shared costs, normally your square footage divided by the total square footage of the building or center. Which total is used (the whole property, only leased space, or a smaller group) changes your bill, so the lease should state it.',
    seeAlso: ['gross-leasable-area', 'rentable-square-feet'],
  },
  {
    id: 'real-estate-taxes',
    term: 'Real estate taxes',
    definition:
      "Property taxes levied on the land and building, passed through to tenants in net leases by pro-rata share. Refunds from tax appeals should be credited back to tenants, and the landlord's own income taxes should not be included.",
    seeAlso: ['ticam'],
  },
  {
    id: 'reconciliation',
    term: 'Reconciliation',
    definition:
      "The landlord's annual statement comparing the estimated payments you made during the year with your share of the actual costs, followed by a bill for the shortfall or a credit for the overpayment. It is the document most likely to contain billing errors.",
    seeAlso: ['estimated-payments', 'audit-rights'],
  },
  {
    id: 'renewal-option',
    term: 'Renewal option',
    definition:
      "The tenant's right to extend the lease for one or more additional terms, usually by giving written notice within a set window before expiry. The lease should say how rent for the renewal term is set, such as fair market value or a fixed increase.",
  },
  {
    id: 'rentable-square-feet',
    term: 'Rentable square feet (RSF)',
    definition:
      "Your usable area plus your share of the building's common areas. Rent and pro-rata shares are usually based on rentable square feet.",
    seeAlso: ['usable-square-feet', 'load-factor'],
  },
  {
    id: 'right-of-first-offer',
    term: 'Right of first offer (ROFO)',
    definition:
      "The tenant's right to be offered nearby space (or the property) before the landlord markets it to others. Weaker than a right of first refusal, because the tenant does not get to match a third party's offer.",
    seeAlso: ['right-of-first-refusal'],
  },
  {
    id: 'right-of-first-refusal',
    term: 'Right of first refusal (ROFR)',
    definition:
      "The tenant's right to match an offer the landlord receives from a third party for nearby space or the property, within a short deadline, before the landlord can accept it.",
    seeAlso: ['right-of-first-offer'],
  },
  {
    id: 'security-deposit',
    term: 'Security deposit',
    definition:
      'Money the tenant pays at signing that the landlord holds against unpaid rent or damage, to be returned at the end of the lease less any proper deductions. Some landlords accept a letter of credit instead.',
  },
  {
    id: 'snda',
    term: 'SNDA (subordination, non-disturbance and attornment agreement)',
    definition:
      "An agreement among tenant, landlord and the landlord's lender: the lease is subordinate to the mortgage, the lender agrees not to disturb the tenant if it forecloses, and the tenant agrees to recognize the new owner as landlord.",
    seeAlso: ['estoppel-certificate'],
  },
  {
    id: 'sublease',
    term: 'Sublease',
    definition:
      "Renting all or part of your space to another business while you remain the tenant under the lease and stay responsible to the landlord. Usually requires the landlord's consent.",
    seeAlso: ['assignment'],
  },
  {
    id: 'tenant-improvement-allowance',
    term: 'Tenant improvement allowance (TI allowance)',
    definition:
      'Money the landlord contributes toward building out or remodeling your space, usually stated per square foot. The lease or work letter should say what it may be used for and when it is paid.',
  },
  {
    id: 'ticam',
    term: 'TICAM',
    definition:
      'Taxes, insurance and common area maintenance: the three categories of property costs passed through to tenants under a net lease, billed as monthly estimates and settled in the annual reconciliation.',
    seeAlso: ['nnn', 'cam', 'reconciliation'],
  },
  {
    id: 'triple-net',
    term: 'Triple net',
    definition:
      'Another name for an NNN lease, in which the tenant pays taxes, insurance and CAM on top of base rent.',
    seeAlso: ['nnn'],
  },
  {
    id: 'uncontrollable-expenses',
    term: 'Uncontrollable expenses',
    definition:
      "Operating expenses largely outside the landlord's control, typically real estate taxes, insurance, utilities and sometimes snow removal or costs required by new laws. They are usually excluded from caps on controllable expenses.",
    seeAlso: ['controllable-expenses'],
  },
  {
    id: 'usable-square-feet',
    term: 'Usable square feet (USF)',
    definition:
      'The floor area you actually occupy inside your space, measured to the inside of walls and excluding shared areas. Compare it with the rentable figure to see the load factor you are paying for.',
    seeAlso: ['rentable-square-feet', 'load-factor'],
  },
  {
    id: 'use-clause',
    term: 'Use clause',
    definition:
      'The clause defining what business you may operate in the space. A narrow use clause can make it hard to change your business or to assign or sublease the space later.',
  },
  {
    id: 'work-letter',
    term: 'Work letter',
    definition:
      'An attachment to the lease describing the construction to be done before move-in, who does it, who pays and how the tenant improvement allowance is used.',
    seeAlso: ['tenant-improvement-allowance'],
  },
];
