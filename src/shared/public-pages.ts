/**
 * The public pages served as pre-rendered HTML (rendered at build time, then hydrated):
 * their paths, titles and descriptions. One list feeds the build (scripts/build-web.ts),
 * the server (which page has pre-rendered HTML, sitemap.xml) and the pages' own titles.
 */

export interface PublicPage {
  path: string;
  /** Page title without the site name; the landing page has none. */
  title?: string;
  description: string;
  /** sitemap.xml hints. */
  changefreq: 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

export const SITE_NAME = 'LeaseAudit';
export const HOME_TITLE = `${SITE_NAME} – Commercial Lease Audits`;

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    description:
      'LeaseAudit finds billing errors, hidden fees and CAM overcharges in your commercial lease. Upload your lease and statements and get an expert-reviewed audit report within 48 hours.',
    changefreq: 'weekly',
    priority: 1,
  },
  {
    path: '/ticam-guide',
    title: 'TICAM and Triple Net Lease Guide',
    description:
      'What TICAM and triple net (NNN) charges are, how the annual CAM reconciliation works, and what a small-business tenant should check before paying it.',
    changefreq: 'monthly',
    priority: 0.8,
  },
  {
    path: '/lease-terms-glossary',
    title: 'Commercial Lease Terms Glossary',
    description:
      'Plain-English definitions of the commercial lease terms tenants meet: pro-rata share, gross-up, base year, controllable expense caps, admin fees, estoppel and more.',
    changefreq: 'monthly',
    priority: 0.8,
  },
  {
    path: '/negotiation-tips',
    title: 'Commercial Lease Negotiation Tips',
    description:
      'How to negotiate TICAM and CAM terms before you sign a commercial lease, and how to dispute a year-end reconciliation with your landlord.',
    changefreq: 'monthly',
    priority: 0.8,
  },
  {
    path: '/help',
    title: 'Help',
    description:
      'Questions about your LeaseAudit lease audit? E-mail support, monthly support plans and our support hours (Monday-Friday 9am-5pm Eastern).',
    changefreq: 'monthly',
    priority: 0.5,
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description: "Send LeaseAudit a message about your lease audit. We'll get back to you within 24 hours.",
    changefreq: 'yearly',
    priority: 0.5,
  },
  {
    path: '/careers',
    title: 'Careers',
    description:
      'Join LeaseAudit and help small-business tenants stop overpaying on their commercial leases.',
    changefreq: 'monthly',
    priority: 0.3,
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description: 'The terms of the LeaseAudit one-time commercial lease audit service.',
    changefreq: 'yearly',
    priority: 0.2,
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'How LeaseAudit collects, uses, shares, protects and keeps your information and documents.',
    changefreq: 'yearly',
    priority: 0.2,
  },
];

/** The browser tab title of a page: "<title> – LeaseAudit", or the site's own title. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} – ${SITE_NAME}` : HOME_TITLE;
}

/** '/help/' is '/help'; '/' stays '/'. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function publicPageFor(pathname: string): PublicPage | undefined {
  const normalized = normalizePath(pathname);
  return PUBLIC_PAGES.find((page) => page.path === normalized);
}
