import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { PLANS } from '../../../shared/constants';
import { formatPlanPrice } from '../../components/plans/plan-format';

export const FAQ_ITEMS: readonly { question: string; answer: string }[] = [
  {
    question: 'How long does the audit take?',
    answer:
      'You receive your report within 48 hours of submitting your documents. Uploading them takes about five minutes.',
  },
  {
    question: 'What documents do I need?',
    answer:
      'Your lease agreement (with any amendments), 1-3 years of year-end reconciliation statements from your landlord and your most recent bill. A reconciliation letter and other supporting documents are optional but help.',
  },
  {
    question: 'What kinds of overcharges do you find?',
    answer:
      'The most common are a wrong pro-rata share, admin or management fees above the cap in your lease, capital expenses passed through as operating costs, costs your lease excludes, caps on increases that were ignored, base year errors, estimated payments that were not credited and rent escalations applied too early.',
  },
  {
    question: "What's the difference between Basic and Premium?",
    answer: `Basic (${formatPlanPrice(PLANS.basic)}) finds hidden billing errors and gives you the exact overpayment, what you should actually be paying, a complete TICAM breakdown and a one-page lease summary. Premium (${formatPlanPrice(PLANS.premium)}) adds a full lease breakdown in plain English, tips for negotiating with your landlord and ready-to-send emails.`,
  },
  {
    question: 'How do credits work?',
    answer:
      'Each plan is a one-time purchase that includes one lease analysis. Submitting an audit uses one credit, so buy a plan for each lease or year you want audited.',
  },
  {
    question: 'What if no overcharges are found?',
    answer:
      "You're covered by our money-back guarantee: if we don't find potential savings, your audit is free and we refund the full fee.",
  },
  {
    question: 'Is this legal advice?',
    answer:
      'No. The report is informational only and is not legal or financial advice. We point out where your charges do not match your lease and give you the figures; how you raise them with your landlord is your decision.',
  },
  {
    question: 'Are my documents secure?',
    answer:
      'Your files are sent over an encrypted connection and stored privately. Only you and the LeaseAudit team working on your audit can open them, and we use them only to prepare your report.',
  },
];

/**
 * FAQ accordion (spec 2.3): one answer open at a time, the first open by default, and choosing
 * the open question closes it. Headings wrap buttons, as in the WAI-ARIA accordion pattern.
 */
export function FaqSection() {
  const [open, setOpen] = useState<number | null>(0);
  return (
    <section id="faq" aria-labelledby="faq-heading" className="bg-white px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-3xl">
        <h2 id="faq-heading" className="text-center text-3xl font-bold text-slate-900">
          Frequently Asked Questions
        </h2>
        <div className="mt-10 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {FAQ_ITEMS.map((item, index) => {
            const expanded = open === index;
            const buttonId = `faq-question-${index + 1}`;
            const panelId = `faq-answer-${index + 1}`;
            return (
              <div key={item.question}>
                <h3>
                  <button
                    id={buttonId}
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : index)}
                    className="flex w-full items-center justify-between gap-4 rounded-lg px-6 py-4 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700"
                  >
                    {item.question}
                    <ChevronDown
                      aria-hidden="true"
                      className={`size-5 shrink-0 text-slate-700 transition-transform ${expanded ? 'rotate-180' : ''}`}
                    />
                  </button>
                </h3>
                {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA accordion panel; a nested <section> would say the same with less clarity. */}
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  hidden={!expanded}
                  className="px-6 pb-5 text-slate-700"
                >
                  <p>{item.answer}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
