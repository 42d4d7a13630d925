export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-white px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-3xl">
        <h2 id="about-heading" className="text-3xl font-bold text-slate-900">
          About LeaseAudit
        </h2>
        <p className="mt-4 text-slate-700">
          Small-business tenants pay common-area, tax and insurance charges that few have time to check
          against their lease. LeaseAudit reads your lease and your landlord&apos;s year-end reconciliation,
          prices each error with the evidence on both sides, and gives you what you need to ask for the money
          back.
        </p>
        <p className="mt-4 text-slate-700">
          Our reports are informational only: we give no legal or financial advice and cannot guarantee
          savings.
        </p>
      </div>
    </section>
  );
}
