import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { MARKETING_CLAIMS } from '../../lib/marketing';

/** Closing call to action before the footer. */
export function FinalCtaSection() {
  return (
    <section
      id="get-started"
      aria-labelledby="get-started-heading"
      className="bg-blue-800 px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="get-started-heading" className="text-3xl font-bold text-white">
          Find Out What Your Landlord Owes You
        </h2>
        <p className="mt-4 text-lg text-blue-50">
          {MARKETING_CLAIMS.leasesOvercharged} of commercial leases overcharge their tenants. Upload your
          lease and statements today and have your report within 48 hours, with your money back if we find no
          potential savings.
        </p>
        <Link
          to="/register"
          className="mt-8 inline-flex items-center justify-center gap-2 rounded-md bg-white px-6 py-3 text-base font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Start Your Audit
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </section>
  );
}
