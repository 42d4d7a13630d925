import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { useAppConfig } from '../../lib/use-app-config';

interface FooterLink {
  label: string;
  to: string;
}

const RESOURCE_LINKS: readonly FooterLink[] = [
  { label: 'TICAM Guide', to: '/ticam-guide' },
  { label: 'Lease Terms Glossary', to: '/lease-terms-glossary' },
  { label: 'Negotiation Tips', to: '/negotiation-tips' },
  { label: 'Help Center', to: '/help' },
];

const LEGAL_LINKS: readonly FooterLink[] = [
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  // The spec sends Cookies to the privacy policy, which has the cookie section.
  { label: 'Cookies', to: '/privacy' },
];

const linkClasses =
  'rounded-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

function LinkColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={linkClasses}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { isAuthenticated } = useAuth();
  const { data: config } = useAppConfig();

  // About Us points into the landing page, which only visitors can open.
  const companyLinks: FooterLink[] = [
    ...(isAuthenticated ? [] : [{ label: 'About Us', to: '/#about' }]),
    { label: 'Careers', to: '/careers' },
    { label: 'Contact Us', to: '/contact' },
  ];

  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">LeaseAudit</p>
          <p className="mt-3 text-sm">
            Commercial lease audits that find billing errors, hidden fees and CAM overcharges, with results in
            48 hours.
          </p>
          {config?.supportEmail ? (
            <p className="mt-4 text-sm">
              <a
                href={`mailto:${config.supportEmail}`}
                className={`${linkClasses} inline-flex items-center gap-2 break-all`}
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {config.supportEmail}
              </a>
            </p>
          ) : null}
        </div>
        <LinkColumn title="Resources" links={RESOURCE_LINKS} />
        <LinkColumn title="Company" links={companyLinks} />
        <LinkColumn title="Legal" links={LEGAL_LINKS} />
      </div>
      <div className="border-t border-slate-700">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} LeaseAudit. LeaseAudit provides information only, not legal or
          financial advice.
        </p>
      </div>
    </footer>
  );
}
