import { STAFF_ROLES_WITHOUT_BILLING } from './roles';

/** One entry of the header, its account menu or the mobile panel. */
export type NavItem =
  | { kind: 'route'; label: string; to: string; primary?: boolean }
  /**
   * A section of the landing page (its element id). Rendered as a link to `/#<section>`: on the
   * landing page it scrolls there, from any other page it opens the landing page, which then
   * scrolls to the section (use-scroll-to-hash).
   */
  | { kind: 'section'; label: string; section: string };

export const LANDING_SECTION_ITEMS: readonly NavItem[] = [
  { kind: 'section', label: 'How It Works', section: 'how-it-works' },
  { kind: 'section', label: 'Pricing', section: 'pricing' },
  { kind: 'section', label: 'FAQs', section: 'faq' },
];

/** Signed-out header (spec 2.2): the section links show on every page (decision 0016). */
export function signedOutItems(): NavItem[] {
  return [
    ...LANDING_SECTION_ITEMS,
    { kind: 'route', label: 'Help', to: '/help' },
    { kind: 'route', label: 'Sign In', to: '/login' },
    { kind: 'route', label: 'Get Started', to: '/register', primary: true },
  ];
}

/** Signed-in header links beside the account menu; Dashboard is hidden on the dashboard itself. */
export function signedInItems(onDashboard: boolean): NavItem[] {
  return [
    ...(onDashboard ? [] : [{ kind: 'route', label: 'Dashboard', to: '/dashboard' } as const]),
    { kind: 'route', label: 'Help', to: '/help' },
  ];
}

/** Links of the account menu; Billing is for customers only (admins and assistants do not buy). */
export function accountMenuItems(role: string): NavItem[] {
  return [
    { kind: 'route', label: 'Dashboard', to: '/dashboard' },
    { kind: 'route', label: 'Account Settings', to: '/account' },
    ...(STAFF_ROLES_WITHOUT_BILLING.includes(role)
      ? []
      : [{ kind: 'route', label: 'Billing', to: '/billing' } as const]),
  ];
}
