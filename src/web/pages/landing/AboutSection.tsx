/** Founder story (anchor #about, the footer's About Us). */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-3xl">
        <h2 id="about-heading" className="text-3xl font-bold text-slate-900">
          Why We Built LeaseAudit
        </h2>
        <div className="mt-6 space-y-4 text-slate-700">
          <p>
            Before LeaseAudit, our founder spent years on the landlord side of commercial real estate,
            preparing the year-end reconciliations that tell tenants what they owe for taxes, insurance and
            common-area maintenance. He saw how easily mistakes slip in: a tenant&apos;s share worked out on
            the wrong square footage, an admin fee above the lease&apos;s cap, a roof replacement billed as
            routine upkeep.
          </p>
          <p>
            Large tenants have lease auditors to catch those mistakes. The bakery, the dental office and the
            yoga studio down the street usually don&apos;t: they pay the bill because checking it against a
            60-page lease takes time they don&apos;t have.
          </p>
          <p>
            LeaseAudit gives small-business tenants that same check at a price that makes sense for them.
            Automated analysis reads every line of your statements against your lease, a person reviews what
            it finds, and you get a clear report within 48 hours. If we don&apos;t find potential savings,
            your audit is free.
          </p>
          <p className="text-sm">
            Our reports are informational only: we give no legal or financial advice and cannot guarantee
            savings.
          </p>
        </div>
        <div className="mt-8 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-blue-700 font-semibold text-white"
          >
            DR
          </span>
          <p className="text-sm text-slate-700">
            <span className="block font-semibold text-slate-900">Daniel Reyes</span>
            Founder, LeaseAudit
          </p>
        </div>
      </div>
    </section>
  );
}
