import { z } from 'zod';
import { ADMIN_GRANT_CREDITS } from '../constants';

/**
 * The admin workspace's API (issue 12, spec 2.6): request and response shapes declared
 * once, parsed by the server routes and read by the web pages. Money travels as integer
 * cents; `revenue` is the spec's own two-decimal dollar text (spec 9).
 */

const TIERS = ['basic', 'premium'] as const;
const tier = z.enum(TIERS).nullable();
export type Tier = z.infer<typeof tier>;

// ---------------------------------------------------------------------------
// Stats
// ---------------------------------------------------------------------------

export const requestStatusCountsSchema = z.object({
  pending: z.number(),
  processing: z.number(),
  in_progress: z.number(),
  completed: z.number(),
  failed: z.number(),
});

export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  premiumUsers: z.number(),
  /** Premium users / users with role user, in percent, one decimal (spec 9). */
  conversionRatePct: z.number(),
  /** Sum of total_amount_spent, dollars with two decimals (spec 9). */
  revenue: z.string(),
  revenueCents: z.number(),
  totalDocuments: z.number(),
  totalOrders: z.number(),
  totalRequests: z.number(),
  requestsByStatus: requestStatusCountsSchema,
  /** Submitted more than TURNAROUND_HOURS ago and not completed. */
  overdueRequests: z.number(),
  /** Median hours from submission to the first published report; null before any report. */
  medianHoursToReport: z.number().nullable(),
  generatedAt: z.string(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// ---------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------

export const ADMIN_ROLES = ['user', 'admin', 'assistant'] as const;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ADMIN_ROLES),
  credits: z.number(),
  subscription_tier: tier,
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_SEARCH_MAX_LENGTH = 200;
export const NO_USERS_FOUND = 'No users found matching your search.';
export const SEARCH_TEXT_REQUIRED = 'Please enter an e-mail or a name to search for.';

export const userSearchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_TEXT_REQUIRED })
    .trim()
    .min(1, SEARCH_TEXT_REQUIRED)
    .max(ADMIN_SEARCH_MAX_LENGTH, `Search text must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters.`),
});

export const userListSchema = z.object({ users: z.array(adminUserSchema) });
export type UserList = z.infer<typeof userListSchema>;

export interface Paged {
  next_cursor: string | null;
  total: number;
  limit: number;
}
export type UserPage = UserList & Paged;

// ---------------------------------------------------------------------------
// Credits and tier (spec 5 "Admin credit and tier rules")
// ---------------------------------------------------------------------------

export const CREDIT_MESSAGES = {
  invalidCredits: 'Please enter a valid positive number for credits.',
  creditsNeedTier: 'Users with credits must have a subscription tier. Please select a subscription tier.',
  zeroCreditsNoTier:
    'Users with zero credits cannot have a subscription tier. Remove the subscription tier first.',
  nothingToUpdate: 'Enter credits to add or change the subscription tier.',
  /** Preview notes (spec 5: "a preview warning or info note explains the automatic reset or grant"). */
  resetNote: "Removing the subscription tier resets this user's credits to 0.",
  grantNote: `This user has 0 credits: setting a subscription tier grants ${ADMIN_GRANT_CREDITS} credit.`,
} as const;

/** Credits one update may add at most (keeps the integer column far from overflow; decision 0039). */
export const MAX_CREDITS_TO_ADD = 10_000;

export const creditUpdateSchema = z.object({
  /** Null or absent: no credits entered (a tier change only). */
  credits_to_add: z.number({ error: CREDIT_MESSAGES.invalidCredits }).nullable().optional(),
  subscription_tier: tier,
});
export type CreditUpdate = z.infer<typeof creditUpdateSchema>;

export type CreditOutcome =
  | { ok: true; credits: number; tier: Tier; note: 'reset' | 'grant' | null }
  | { ok: false; message: string };

/**
 * The rules of spec 5, in one place for the preview (web) and the update (server):
 * removing a tier resets credits to 0; setting a tier on an empty account with nothing
 * added grants one credit; afterwards credits and tier must agree (credits need a tier,
 * a tier needs credits). `creditsToAdd` null means the field was left empty.
 */
export function applyCreditRules(
  current: { credits: number; tier: Tier },
  creditsToAdd: number | null | undefined,
  nextTier: Tier,
): CreditOutcome {
  const entered = creditsToAdd !== null && creditsToAdd !== undefined;
  if (entered && (!Number.isInteger(creditsToAdd) || creditsToAdd < 0 || creditsToAdd > MAX_CREDITS_TO_ADD)) {
    return { ok: false, message: CREDIT_MESSAGES.invalidCredits };
  }
  const added = entered ? creditsToAdd : 0;
  const tierChanged = nextTier !== current.tier;
  if (!entered && !tierChanged) return { ok: false, message: CREDIT_MESSAGES.nothingToUpdate };

  if (nextTier === null) {
    if (added > 0) return { ok: false, message: CREDIT_MESSAGES.creditsNeedTier };
    if (current.tier !== null) return { ok: true, credits: 0, tier: null, note: 'reset' };
    if (current.credits > 0) return { ok: false, message: CREDIT_MESSAGES.creditsNeedTier };
    return { ok: true, credits: 0, tier: null, note: null };
  }
  const credits = current.credits + added;
  if (credits === 0) {
    if (tierChanged) return { ok: true, credits: ADMIN_GRANT_CREDITS, tier: nextTier, note: 'grant' };
    return { ok: false, message: CREDIT_MESSAGES.zeroCreditsNoTier };
  }
  return { ok: true, credits, tier: nextTier, note: null };
}

/** The confirmation naming the user's e-mail (spec 8). */
export function creditSuccessMessage(email: string, credits: number, tierValue: Tier): string {
  return `Updated ${email}: ${credits} credit${credits === 1 ? '' : 's'}, ${tierValue ? `${tierValue} tier` : 'no subscription tier'}.`;
}

export const creditUpdateResultSchema = z.object({
  user: adminUserSchema,
  note: z.enum(['reset', 'grant']).nullable(),
  message: z.string(),
});
export type CreditUpdateResult = z.infer<typeof creditUpdateResultSchema>;

// ---------------------------------------------------------------------------
// Edit user (role, names)
// ---------------------------------------------------------------------------

export const OWN_ADMIN_ROLE_MESSAGE = 'You cannot remove your own admin role.';

export const userEditSchema = z.object({
  role: z.enum(ADMIN_ROLES, { error: 'Role must be user, admin or assistant.' }),
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
});
export type UserEdit = z.infer<typeof userEditSchema>;

export const userEditResultSchema = z.object({ user: adminUserSchema });
export type UserEditResult = z.infer<typeof userEditResultSchema>;

// ---------------------------------------------------------------------------
// Lists: orders, overdue requests, audit log
// ---------------------------------------------------------------------------

export const adminOrderSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  email: z.string().nullable(),
  plan: z.string(),
  status: z.string(),
  automation_status: z.string(),
  va_design_status: z.string(),
  amount_cents: z.number(),
  currency: z.string(),
  created_at: z.string(),
  /** The request the order's credit paid for (issue 13), null while the credit is unused. */
  request_id: z.string().nullable(),
  /** Money-back guarantee: the request's published report priced no overcharge. */
  guarantee_eligible: z.boolean(),
  refund_requested_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refunded_cents: z.number(),
  /** Paid, not refunded, no refund asked yet: the Refund action is offered. */
  refundable: z.boolean(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export type OrderPage = { orders: AdminOrder[] } & Paged;

export const overdueRequestSchema = z.object({
  request_id: z.string(),
  user_id: z.string(),
  email: z.string().nullable(),
  submitted_at: z.string(),
  /** Whole hours past the promise (submitted + TURNAROUND_HOURS). */
  hours_late: z.number(),
  status: z.enum(['pending', 'processing', 'in_progress', 'completed', 'failed']),
});
export type OverdueRequest = z.infer<typeof overdueRequestSchema>;
export const overdueListSchema = z.object({ requests: z.array(overdueRequestSchema) });
export type OverdueList = z.infer<typeof overdueListSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  /** The target user's e-mail when the target is a user. */
  target_email: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditPage = { entries: AuditEntry[] } & Paged;

/**
 * What an admin sees of a stored e-mail (`GET /api/admin/outbox`): who, what, which kind,
 * how it went, when. Never the body: a reset or confirmation link in it would let whoever
 * reads it take the account over (decision 0026).
 */
export const outboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  sensitive: z.boolean(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  redacted_at: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export type OutboxPage = { emails: OutboxEntry[] } & Paged;

// ---------------------------------------------------------------------------
// Engine quality (review_decisions, per rule)
// ---------------------------------------------------------------------------

export const ENGINE_QUALITY_DAYS_DEFAULT = 30;
export const ENGINE_QUALITY_DAYS_MAX = 365;

const DAYS_MESSAGE = `days must be a whole number from 1 to ${ENGINE_QUALITY_DAYS_MAX}`;

/** `?days=` of the engine-quality report: 1 to 365, 30 when absent. */
export const engineQualityQuerySchema = z.object({
  days: z
    .string()
    .default(String(ENGINE_QUALITY_DAYS_DEFAULT))
    .refine(
      (v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= ENGINE_QUALITY_DAYS_MAX,
      DAYS_MESSAGE,
    )
    .transform(Number),
});

export const ruleQualitySchema = z.object({
  rule: z.string(),
  confirmed: z.number(),
  adjusted: z.number(),
  rejected: z.number(),
  added: z.number(),
  /** (confirmed + adjusted) / (confirmed + adjusted + rejected); null with nothing judged. */
  precision: z.number().nullable(),
  /** (confirmed + adjusted) / (confirmed + adjusted + added); null with nothing found. */
  recall: z.number().nullable(),
  /** What the engine claimed on the judged findings. */
  found_cents: z.number(),
  /** What stands after review: confirmed as found, adjusted as set, rejected 0, added as added. */
  reviewed_cents: z.number(),
});
export type RuleQuality = z.infer<typeof ruleQualitySchema>;

export const engineQualitySchema = z.object({
  days: z.number(),
  since: z.string(),
  rules: z.array(ruleQualitySchema),
  total: ruleQualitySchema,
});
export type EngineQuality = z.infer<typeof engineQualitySchema>;
