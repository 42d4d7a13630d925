const QUESTIONS = [
  {
    question: 'How long does the audit take?',
    answer: 'You receive your report within 48 hours of submitting your documents.',
  },
  {
    question: 'What documents do I need?',
    answer:
      'Your lease agreement and amendments, 1-3 years of year-end reconciliation reports and your most recent bill. A reconciliation letter and other supporting documents are optional.',
  },
  {
    question: 'What if no overcharges are found?',
    answer: "If we don't find potential savings, your audit is free: we refund the fee.",
  },
  {
    question: 'Is this legal advice?',
    answer: 'No. The audit is informational only and is not legal or financial advice.',
  },
] as const;

export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-3xl">
        <h2 id="faq-heading" className="text-center text-3xl font-bold text-slate-900">
          Frequently Asked Questions
        </h2>
        <dl className="mt-10 space-y-6">
          {QUESTIONS.map((item) => (
            <div key={item.question} className="rounded-lg border border-slate-200 bg-white p-6">
              <dt className="text-lg font-semibold text-slate-900">{item.question}</dt>
              <dd className="mt-2 text-slate-700">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
