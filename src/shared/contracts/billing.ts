import { z } from 'zod';
import { PLANS, type PlanKey } from '../constants';

/**
 * Buying an audit (issue 13, spec 2.10, 2.12, 2.15, 5, 7, 8): request and response shapes
 * declared once, parsed by the server routes and read by the web pages. Money travels as
 * integer cents; the page formats it.
 */

// ---------------------------------------------------------------------------
// Messages (spec 5 and 8, verbatim)
// ---------------------------------------------------------------------------

export const BILLING_MESSAGES = {
  loginRequired: 'Please log in to subscribe',
  selectValidPlan: 'Please select a valid plan',
  invalidPlan: (plan: string) => `Invalid plan selected: ${plan}`,
  checkoutFailed: (message: string) => `Stripe checkout failed: ${message}`,
  checkoutFailedDefault: 'Failed to create checkout session',
  planUnavailable: 'Selected plan is no longer available. Please refresh the page.',
  network: 'Network error. Please check your connection and try again.',
  popupBlocked: 'Please disable popup blocker and try again',
  paymentFailed: 'Unable to process payment. Please try again.',
  initFailed: 'Unable to initialize payment system',
} as const;

/**
 * Spec 8's payment rows, in their order: the one mapping from what went wrong (a provider
 * or network message) to what the customer reads. Used by the server for provider errors
 * and by the page for its own (a fetch that never reached us).
 */
export function paymentErrorMessage(raw: string | undefined | null): string {
  const message = (raw ?? '').trim();
  if (!message) return BILLING_MESSAGES.paymentFailed;
  const lower = message.toLowerCase();
  if (lower.includes('popup')) return BILLING_MESSAGES.popupBlocked;
  if (lower.includes('price')) return BILLING_MESSAGES.planUnavailable;
  if (lower.includes('network') || lower.includes('failed to fetch')) return BILLING_MESSAGES.network;
  return message;
}

// ---------------------------------------------------------------------------
// Checkout (POST /api/checkout)
// ---------------------------------------------------------------------------

/**
 * The plan the customer chose. Absent, blank or not text: 'Please select a valid plan';
 * text that names no plan: 'Invalid plan selected: {plan}' (spec 5).
 */
export const checkoutRequestSchema = z.object({
  plan: z
    .string({ error: BILLING_MESSAGES.selectValidPlan })
    .trim()
    .min(1, BILLING_MESSAGES.selectValidPlan)
    .max(100, BILLING_MESSAGES.selectValidPlan)
    .refine((plan): plan is PlanKey => Object.hasOwn(PLANS, plan), {
      error: (issue) => BILLING_MESSAGES.invalidPlan(String(issue.input)),
    }),
});
export type CheckoutRequest = { plan: PlanKey };

/** Where the browser goes next: the provider's hosted page, or the built-in test checkout. */
export const checkoutResponseSchema = z.object({
  sessionId: z.string(),
  url: z.string(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

// ---------------------------------------------------------------------------
// Orders (GET /api/orders, spec 2.10)
// ---------------------------------------------------------------------------

export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'failed', 'refunded'] as const;

export const orderSchema = z.object({
  id: z.string(),
  plan: z.enum(['basic', 'premium']),
  status: z.string(),
  /** The analysis the order's credit paid for (pending until a request spends it). */
  automation_status: z.string(),
  /** The expert review of that analysis (completed once its report is published). */
  va_design_status: z.string(),
  amount_cents: z.number(),
  currency: z.string(),
  refunded_cents: z.number(),
  created_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.object({ orders: z.array(orderSchema) });
export type OrderList = z.infer<typeof orderListSchema>;

// ---------------------------------------------------------------------------
// After the checkout (GET /api/checkout/sessions/:id, /purchase-success)
// ---------------------------------------------------------------------------

/**
 * waiting: no confirmed payment yet (the webhook may come after the redirect);
 * processing: paid by a delayed method, the credit comes when the payment clears;
 * fulfilled: the credit is on the account; failed: the payment did not go through.
 */
export const checkoutStatusSchema = z.object({
  state: z.enum(['waiting', 'processing', 'fulfilled', 'failed']),
  order: orderSchema.nullable(),
  credits: z.number(),
  subscription_tier: z.enum(['basic', 'premium']).nullable(),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/**
 * POST /api/orders/:id/conversion: `report` is true exactly once per order (the first
 * caller claims it), so a reload of /purchase-success never counts the sale twice.
 */
export const conversionSchema = z.object({
  report: z.boolean(),
  transaction_id: z.string(),
  /** Dollars (the pixel's unit), from the order's cents. */
  value: z.number(),
  currency: z.literal('USD'),
  plan: z.enum(['basic', 'premium']),
});
export type Conversion = z.infer<typeof conversionSchema>;

// ---------------------------------------------------------------------------
// The built-in test-mode checkout (no Stripe keys; decision 0041)
// ---------------------------------------------------------------------------

export const testCheckoutSessionSchema = z.object({
  id: z.string(),
  plan: z.enum(['basic', 'premium']),
  plan_title: z.string(),
  amount_cents: z.number(),
  currency: z.string(),
  customer_email: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  cancel_url: z.string(),
  success_url: z.string(),
});
export type TestCheckoutSession = z.infer<typeof testCheckoutSessionSchema>;

/** Pay or cancel answers where the browser goes: success_url or cancel_url. */
export const testCheckoutResultSchema = z.object({ redirect_url: z.string() });
export type TestCheckoutResult = z.infer<typeof testCheckoutResultSchema>;

// ---------------------------------------------------------------------------
// Admin refund (POST /api/admin/orders/:id/refund)
// ---------------------------------------------------------------------------

export const refundRequestSchema = z.object({
  /** Why: kept in the audit log and shown on the Orders tab. */
  reason: z.enum(['guarantee', 'requested_by_customer', 'duplicate', 'other']).default('guarantee'),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
