import { ShieldCheck } from 'lucide-react';

/** Spec 2.12: the guarantee copy under the plans. */
export function GuaranteeBox() {
  return (
    <section
      aria-labelledby="guarantee-heading"
      className="mt-8 rounded-lg border border-green-200 bg-green-50 p-6 text-center"
    >
      <ShieldCheck aria-hidden="true" className="mx-auto size-8 text-green-700" />
      <h2 id="guarantee-heading" className="mt-2 text-xl font-semibold text-slate-900">
        Our Guarantee
      </h2>
      <p className="mt-2 text-slate-800">If we don't find potential savings, your audit is free.</p>
      <p className="mt-1 font-semibold text-slate-900">No risk. All reward.</p>
      <p className="mt-3 text-2xl font-bold text-green-800">95% Success Rate</p>
    </section>
  );
}
