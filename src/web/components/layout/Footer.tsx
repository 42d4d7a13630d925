import { Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { SOCIAL_LINKS, type SocialNetwork } from '../../lib/marketing';
import { SupportEmailLink, useSupportEmail } from '../ui/support-email';

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

/** Small brand marks drawn inline (lucide 1.x ships no brand icons). Decorative: the link has the name. */
function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  const common = {
    'aria-hidden': true,
    focusable: false,
    viewBox: '0 0 24 24',
    width: 20,
    height: 20,
    className,
  } as const;
  switch (network) {
    case 'linkedin':
      return (
        <svg {...common} fill="currentColor">
          <circle cx="5.5" cy="5.5" r="2" />
          <rect x="3.75" y="9" width="3.5" height="11" rx="0.5" />
          <path d="M10 9h3.3v1.6c.6-1 1.8-1.8 3.5-1.8 2.9 0 4.2 1.8 4.2 4.9V20h-3.5v-5.6c0-1.5-.4-2.5-1.8-2.5-1.5 0-2.2 1-2.2 2.5V20H10z" />
        </svg>
      );
    case 'facebook':
      return (
        <svg {...common} fill="currentColor">
          <path d="M14.2 22v-8.2h2.8l.4-3.3h-3.2V8.4c0-.9.3-1.6 1.6-1.6h1.7V3.9a23 23 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.4H8v3.3h2.8V22z" />
        </svg>
      );
    case 'x':
      return (
        <svg {...common} fill="currentColor">
          <path d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7zm-1 16.2h1.7L7.3 4.7H5.5z" />
        </svg>
      );
    case 'instagram':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
        </svg>
      );
  }
}

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

/**
 * The year is read after hydration: the HTML is rendered at build time, so a year written
 * during render could differ from the visitor's and break hydration.
 */
function useCurrentYear(): number | null {
  const [year, setYear] = useState<number | null>(null);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

export function Footer() {
  const { isAuthenticated } = useAuth();
  const supportEmail = useSupportEmail();
  const year = useCurrentYear();

  // About Us is the landing page's #about section (spec 2.3): on / the router scrolls there,
  // from other pages it opens / and use-scroll-to-hash scrolls after 100 ms. Signed-in users
  // cannot open the landing page, so they do not get the link.
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
          {supportEmail ? (
            <p className="mt-4 text-sm">
              <SupportEmailLink className={`${linkClasses} inline-flex items-center gap-2 break-all`}>
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {supportEmail}
              </SupportEmailLink>
            </p>
          ) : null}
          <ul aria-label="LeaseAudit on social media" className="mt-4 flex gap-2">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.label}
                  className="inline-flex size-10 items-center justify-center rounded-md text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  <SocialIcon network={social.network} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Resources" links={RESOURCE_LINKS} />
        <LinkColumn title="Company" links={companyLinks} />
        <LinkColumn title="Legal" links={LEGAL_LINKS} />
      </div>
      <div className="border-t border-slate-700">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {year ? `${year} ` : ''}LeaseAudit. LeaseAudit provides information only, not legal or financial
          advice.
        </p>
      </div>
    </footer>
  );
}
