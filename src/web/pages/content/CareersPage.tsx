import { Briefcase, MapPin } from 'lucide-react';
import { buttonStyles } from '../../components/ui/button-styles';
import { PageHeader } from '../../components/ui/PageHeader';
import { SupportEmailLink } from '../../components/ui/support-email';
import { usePageTitle } from '../../lib/use-page-title';
import { LINK_CLASSES } from './content-styles';

interface JobListing {
  id: string;
  title: string;
  department: string;
  description: string;
  requirements: readonly string[];
}

// Both roles are remote and full-time (spec 2.16); shown once per listing.
const LOCATION = 'Remote (US)';
const EMPLOYMENT = 'Full-time';

const JOBS: readonly JobListing[] = [
  {
    id: 'senior-developer',
    title: 'Senior Developer',
    department: 'Engineering',
    description:
      'Build the product small-business tenants use to check their commercial lease charges. You will work across our TypeScript stack, from the upload flow and the report screens to the services that read leases and reconciliation statements, and you will help shape how we test, ship and run it.',
    requirements: [
      '5+ years of professional software development, including production web applications',
      'Strong TypeScript, React and Node.js skills',
      'Experience with PostgreSQL and designing reliable APIs',
      'Writes automated tests as part of the job, not as an afterthought',
      'Clear written communication in a remote team',
      'Nice to have: PDF or document processing, payments, or real estate and accounting software',
    ],
  },
  {
    id: 'social-media-manager',
    title: 'Social Media Manager',
    department: 'Marketing',
    description:
      'Tell small-business owners what their landlord is not telling them. You will plan and publish our social content, turn lease-audit know-how into posts people save and share, grow our community of tenants and partners, and report on what works.',
    requirements: [
      '3+ years managing social media for a brand, ideally B2B or small-business focused',
      'Hands-on with LinkedIn, Facebook, Instagram and X, including paid campaigns',
      'Writes short, clear copy and can produce simple graphics and video',
      'Comfortable with analytics: you set goals, measure them and adjust',
      'Nice to have: experience in commercial real estate, property management or accounting',
    ],
  },
];

/** Careers (spec 2.16): applications go by e-mail to the support address. */
export function CareersPage() {
  usePageTitle('Careers');
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      <PageHeader
        title="Careers at LeaseAudit"
        subtitle="Help small businesses stop overpaying on their commercial leases. We are a small, fully remote team."
      />

      <h2 className="sr-only">Open positions</h2>
      <div className="space-y-6">
        {JOBS.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </div>

      <section
        aria-labelledby="careers-other"
        className="mt-8 rounded-lg border border-slate-200 bg-white p-6 text-slate-700 shadow-sm"
      >
        <h2 id="careers-other" className="text-lg font-semibold text-slate-900">
          Don't see the right role?
        </h2>
        <p className="mt-2">
          We are always glad to hear from people who care about fairness for small businesses. Send a short
          note about yourself to <SupportEmailLink className={LINK_CLASSES} />.
        </p>
      </section>
    </div>
  );
}

function JobCard({ job }: { job: JobListing }) {
  const headingId = `job-${job.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-6 text-slate-700 shadow-sm"
    >
      <h3 id={headingId} className="text-2xl font-semibold text-slate-900">
        {job.title}
      </h3>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="Position details">
        <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-slate-800">
          <Briefcase aria-hidden="true" className="size-4" />
          {job.department}
        </li>
        <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-slate-800">
          <MapPin aria-hidden="true" className="size-4" />
          {LOCATION}
        </li>
        <li className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">{EMPLOYMENT}</li>
      </ul>
      <p className="mt-4 leading-7">{job.description}</p>
      <h4 className="mt-5 font-semibold text-slate-900">Requirements</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 leading-7">
        {job.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
      <SupportEmailLink subject={`Application for ${job.title}`} className={`mt-6 ${buttonStyles.primary}`}>
        Apply Now<span className="sr-only"> for {job.title}</span>
      </SupportEmailLink>
    </article>
  );
}
