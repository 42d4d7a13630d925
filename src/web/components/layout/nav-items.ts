import { STAFF_ROLES_WITHOUT_BILLING } from './roles';

/** One entry of the header, its account menu or the mobile panel. */
export type NavItem =
  | { kind: 'route'; label: string; to: string; primary?: boolean }
  /** In-page anchor of the landing page (plain href so the browser scrolls). */
  | { kind: 'anchor'; label: string; href: string };

export const LANDING_SECTION_ITEMS: readonly NavItem[] = [
  { kind: 'anchor', label: 'How It Works', href: '#how-it-works' },
  { kind: 'anchor', label: 'Pricing', href: '#pricing' },
  { kind: 'anchor', label: 'FAQs', href: '#faq' },
];

/** Signed-out header (spec 2.2): section links only on the landing page. */
export function signedOutItems(onLandingPage: boolean): NavItem[] {
  return [
    ...(onLandingPage ? LANDING_SECTION_ITEMS : []),
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
