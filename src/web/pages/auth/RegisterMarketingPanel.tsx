import { CircleCheck } from 'lucide-react';
import { MARKETING_CLAIMS } from '../../lib/marketing';

const POINTS = [
  'Upload your documents in just 5 minutes',
  'Automated analysis plus expert review, results in 48 hours',
  `${MARKETING_CLAIMS.leasesOvercharged} of commercial leases overcharge their tenants`,
  "Money-back guarantee: if we don't find potential savings, your audit is free",
] as const;

/** Left half of the registration screen: why sign up (spec 2.4). */
export function RegisterMarketingPanel() {
  return (
    <section
      aria-labelledby="register-pitch"
      className="h-full bg-blue-700 px-6 py-10 text-white sm:px-10 lg:py-16"
    >
      <h2 id="register-pitch" className="text-2xl font-bold sm:text-3xl">
        Find out if you&apos;re overpaying on your lease
      </h2>
      <p className="mt-4 text-blue-50">
        Small-business tenants recover an average of {MARKETING_CLAIMS.averageRecovery} from billing errors
        and hidden fees.
      </p>
      <ul className="mt-8 space-y-4">
        {POINTS.map((point) => (
          <li key={point} className="flex items-start gap-3">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
