import { FileSearch, FileText, Upload } from 'lucide-react';

const STEPS = [
  {
    icon: Upload,
    title: 'Upload your lease and statements',
    text: 'Your lease agreement, 1-3 years of year-end reconciliation reports and your current bill. It takes about 5 minutes.',
  },
  {
    icon: FileSearch,
    title: 'AI plus expert review',
    text: 'Automated analysis checks every charge against your lease, and an expert reviews the findings.',
  },
  {
    icon: FileText,
    title: 'Receive your correction report and recovery tools',
    text: 'Within 48 hours: what you were overcharged, what you should actually be paying, and the tools to ask for it back.',
  },
] as const;

export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-heading"
      className="bg-white px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="how-it-works-heading" className="text-center text-3xl font-bold text-slate-900">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-slate-200 bg-slate-50 p-6">
              <step.icon aria-hidden="true" className="size-8 text-blue-700" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {index + 1}. {step.title}
              </h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
