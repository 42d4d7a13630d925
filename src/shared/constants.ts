/**
 * Business constants (spec section 9) shared by server and web. No DOM, no React.
 */

export const ROLES = ['user', 'admin', 'assistant'] as const;
export type Role = (typeof ROLES)[number];

export type PlanKey = 'basic' | 'premium';

export interface Plan {
  key: PlanKey;
  title: string;
  priceCents: number;
  features: readonly string[];
}

export const PLANS: Readonly<Record<PlanKey, Plan>> = {
  basic: {
    key: 'basic',
    title: 'Basic Plan',
    priceCents: 19_700,
    features: [
      'Find hidden billing errors in 48 hours or less',
      'The exact overpayment amount',
      'What you should actually be paying',
      'A complete TICAM breakdown',
      'A one-page lease summary',
      'Fast 48-hour results',
      'One Basic Lease Analysis',
      'Money-back guarantee',
    ],
  },
  premium: {
    key: 'premium',
    title: 'Premium Plan',
    priceCents: 39_700,
    features: [
      'Everything in Basic',
      'Full lease breakdown in plain English',
      'Tips for negotiating with your landlord',
      'Ready-to-send emails',
      'One Premium Lease Analysis',
      'Money-back guarantee',
    ],
  },
};

export const PASSWORD_MIN_LENGTH = 6;
export const CREDITS_PER_ANALYSIS = 1;
export const ADMIN_GRANT_CREDITS = 1;
export const AFFILIATE_COMMISSION_PCT = 20;
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
/**
 * Pages one uploaded PDF may have, checked at upload (decision 0022). Real leases with
 * their exhibits and amendments run to a few hundred pages; a file past this is refused
 * with a message naming the limit before it can cost a credit.
 */
export const MAX_PDF_PAGES = 1000;
export const MAX_ENHANCED_REPORT_BYTES = 200 * 1024 * 1024;
export const ADMIN_SEARCH_LIMIT = 10;
export const DASHBOARD_REQUEST_LIMIT = 3;
export const DASHBOARD_DOCUMENT_LIMIT = 5;
export const ID_DISPLAY_LENGTH = 8;
export const SUCCESS_MESSAGE_TIMEOUT_MS = 5000;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const FOOTER_ABOUT_SCROLL_DELAY_MS = 100;
export const FILE_DIALOG_CANCEL_MS = 300;
export const WIZARD_STEP_COUNT = 5;
export const WIZARD_REQUIRED_STEPS = 3;
export const DEFAULT_PLAN_TYPE: PlanKey = 'basic';
export const TURNAROUND_HOURS = 48;
export const CLAIMED_SUCCESS_RATE_PCT = 95;
/** Bounds of a contact message (decision 0017): the server enforces them, the form caps its fields. */
export const CONTACT_MESSAGE_LIMITS = { name: 200, email: 254, message: 5000 } as const;

export const INITIAL_WIZARD_STATE = {
  current_step: 0,
  completed_steps: [] as number[],
  uploaded_documents: [] as { id: string; title: string; upload_type: string; step: number }[],
};
