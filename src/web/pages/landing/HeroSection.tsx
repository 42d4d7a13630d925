import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { MARKETING_CLAIMS } from '../../lib/marketing';

const STATS = [
  { value: MARKETING_CLAIMS.leasesOvercharged, label: 'of leases overcharge' },
  { value: MARKETING_CLAIMS.averageAnnualSavings, label: 'average savings a year' },
  { value: MARKETING_CLAIMS.successRate, label: 'success rate' },
  { value: MARKETING_CLAIMS.averageRecovery, label: 'average recovery' },
] as const;

export function HeroSection() {
  return (
    <section id="hero" aria-labelledby="hero-heading" className="px-4 pt-12 pb-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-4xl text-center">
        <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          Stop Overpaying on Your Commercial Lease
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
          {MARKETING_CLAIMS.leasesOvercharged} of commercial leases overcharge their tenants. Upload your
          lease, reconciliation reports and current bill: automated analysis plus expert review finds billing
          errors, hidden fees and CAM overcharges, with your report in 48 hours.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {/* The main button takes visitors to the plans (spec 2.3); the router scrolls to #pricing. */}
          <Link to="/#pricing" className={`${buttonStyles.primary} px-6 py-3 text-base`}>
            See Pricing
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link to="/register" className={`${buttonStyles.secondary} px-6 py-3 text-base`}>
            Get Started
          </Link>
        </div>
        <p className="mt-4 text-sm text-slate-700">
          If we don&apos;t find potential savings, your audit is free.
        </p>
      </div>
      <dl className="mx-auto mt-12 grid max-w-5xl grid-cols-2 gap-4 lg:grid-cols-4">
        {STATS.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 text-center shadow-sm"
          >
            <dt className="text-sm text-slate-700">{stat.label}</dt>
            <dd className="order-first text-2xl font-bold text-blue-700">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
