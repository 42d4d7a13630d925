import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * One schema for PostgreSQL and embedded PGlite. Names are the product spec's
 * (snake_case). Money is integer cents; columns holding money end in `_cents`
 * so the unit can never be mistaken (the API converts to dollars where the spec
 * shows dollars).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------------------
// Authentication (better-auth's models; property names are better-auth's fields)
// ---------------------------------------------------------------------------

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** better-auth's rate-limit buckets, kept in the database so every web process shares them. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Our own rate limits (uploads, contact form, per-account sign-in, payments): one fixed
 * window per key, counted in the database so every process shares it (decision 0021).
 */
export const appRateLimits = pgTable(
  'app_rate_limits',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('app_rate_limits_expires_at_idx').on(t.expiresAt)],
);

// ---------------------------------------------------------------------------
// Product entities (spec section 3)
// ---------------------------------------------------------------------------

/**
 * wizard_state (spec 3): the spec's three fields plus the open wizard session's request id,
 * kept here so a reload or another device resumes the same request (decision 0014).
 */
export interface WizardStateColumn {
  current_step: number;
  completed_steps: number[];
  uploaded_documents: { id: string; title: string; upload_type: string; step: number }[];
  request_id?: string;
}

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    fullName: text('full_name').notNull().default(''),
    role: text('role').notNull().default('user'),
    credits: integer('credits').notNull().default(0),
    subscriptionTier: text('subscription_tier'),
    totalAmountSpentCents: integer('total_amount_spent_cents').notNull().default(0),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    wizardState: jsonb('wizard_state')
      .$type<WizardStateColumn>()
      .notNull()
      .default({ current_step: 0, completed_steps: [], uploaded_documents: [] }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    referredByCodeId: uuid('referred_by_code_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_role_check', sql`${t.role} in ('user', 'admin', 'assistant')`),
    check('profiles_credits_non_negative', sql`${t.credits} >= 0`),
    check(
      'profiles_tier_check',
      sql`${t.subscriptionTier} is null or ${t.subscriptionTier} in ('basic', 'premium')`,
    ),
    check('profiles_spent_non_negative', sql`${t.totalAmountSpentCents} >= 0`),
    index('profiles_role_created_at_idx').on(t.role, t.createdAt.desc()),
    index('profiles_email_idx').on(sql`lower(${t.email})`),
    index('profiles_first_name_idx').on(t.firstName),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category').notNull().default('upload'),
    uploadType: text('upload_type'),
    filePath: text('file_path').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clientEmail: text('client_email'),
    requestId: uuid('request_id'),
    comments: text('comments'),
    analysisStatus: text('analysis_status'),
    analysisResult: jsonb('analysis_result'),
    analysisError: text('analysis_error'),
    analysisFilePath: text('analysis_file_path'),
    vaDesignStatus: text('va_design_status').notNull().default('pending'),
    enhancedReportFilePath: text('enhanced_report_file_path'),
    requiredTier: text('required_tier'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    sha256: text('sha256'),
    pageCount: integer('page_count'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('documents_category_check', sql`${t.category} in ('upload', 'report')`),
    check(
      'documents_upload_type_check',
      sql`${t.uploadType} is null or ${t.uploadType} in ('lease_agreement', 'reconciliation', 'current_bill', 'reconciliation_letter', 'supporting_docs')`,
    ),
    check(
      'documents_analysis_status_check',
      sql`${t.analysisStatus} is null or ${t.analysisStatus} in ('pending', 'processing', 'completed', 'failed')`,
    ),
    check('documents_va_design_status_check', sql`${t.vaDesignStatus} in ('pending', 'completed')`),
    check(
      'documents_required_tier_check',
      sql`${t.requiredTier} is null or ${t.requiredTier} in ('basic', 'premium')`,
    ),
    index('documents_created_by_created_at_idx').on(t.createdBy, t.createdAt.desc()),
    index('documents_request_id_idx').on(t.requestId),
    index('documents_analysis_status_created_at_idx').on(t.analysisStatus, t.createdAt.desc()),
  ],
);

export const analysisQueue = pgTable(
  'analysis_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    planType: text('plan_type').notNull().default('basic'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The worker running this request ('host:pid:nonce') and its last sign of life (decision 0024). */
    workerId: text('worker_id'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** Set once when the credit spent on a request that failed on unreadable input was given back. */
    creditRefundedAt: timestamp('credit_refunded_at', { withTimezone: true }),
    /** The uploaded document the customer must replace when the analysis failed on it. */
    failedDocumentId: uuid('failed_document_id'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The completed audit's total and finding count, copied from it when the analysis
     * completes: the review list shows them for 50 requests a page without reading 50
     * large audits (documents.analysis_result stays the source of truth).
     */
    overchargeCents: integer('overcharge_cents'),
    findingsCount: integer('findings_count'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('analysis_queue_plan_type_check', sql`${t.planType} in ('basic', 'premium')`),
    check(
      'analysis_queue_status_check',
      sql`${t.status} in ('pending', 'processing', 'completed', 'failed')`,
    ),
    index('analysis_queue_status_created_at_idx').on(t.status, t.createdAt),
    index('analysis_queue_user_id_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const affiliateCodes = pgTable(
  'affiliate_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usesCount: integer('uses_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_codes_code_unique').on(sql`lower(${t.code})`),
    check('affiliate_codes_uses_non_negative', sql`${t.usesCount} >= 0`),
    index('affiliate_codes_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status').notNull().default('pending'),
    automationStatus: text('automation_status').notNull().default('pending'),
    vaDesignStatus: text('va_design_status').notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    checkoutSessionId: text('checkout_session_id').unique(),
    paymentIntentId: text('payment_intent_id'),
    affiliateCodeId: uuid('affiliate_code_id').references(() => affiliateCodes.id, { onDelete: 'set null' }),
    /**
     * Issue 13 (decision 0041). When the payment was confirmed and the credit granted: set
     * once, by the first webhook that finds the session paid (the grant's idempotency).
     */
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /**
     * The request this order's credit was spent on: credits are spent oldest order first
     * (decision 0042). Null while the credit is unused; given back when the credit is.
     */
    requestId: uuid('request_id').unique(),
    /** Money-back guarantee: the request's published report priced no overcharge. */
    guaranteeEligibleAt: timestamp('guarantee_eligible_at', { withTimezone: true }),
    /** The admin's refund, asked of the payment provider (id) and confirmed by charge.refunded. */
    refundId: text('refund_id'),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    refundRequestedBy: text('refund_requested_by').references(() => profiles.id, { onDelete: 'set null' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Set when a refund took back the order's unused credit (so it is taken once). */
    creditRevokedAt: timestamp('credit_revoked_at', { withTimezone: true }),
    /** The purchase conversion was reported from /purchase-success (once per order). */
    conversionReportedAt: timestamp('conversion_reported_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_plan_check', sql`${t.plan} in ('basic', 'premium')`),
    check('orders_amount_non_negative', sql`${t.amountCents} >= 0`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'processing', 'completed', 'failed', 'refunded')`,
    ),
    index('orders_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('orders_created_at_idx').on(t.createdAt.desc()),
    index('orders_payment_intent_idx').on(t.paymentIntentId),
    check('orders_refunded_non_negative', sql`${t.refundedCents} >= 0`),
  ],
);

/**
 * Every payment-provider event processed, by its id (issue 13): inserted in the same
 * transaction as the event's effect, so a delivery repeated or concurrent is applied once.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The object it was about (checkout session, charge). */
    objectId: text('object_id'),
    /** What it did: fulfilled, pending, refunded, ignored, ... */
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_events_created_at_idx').on(t.createdAt.desc())],
);

/**
 * The built-in test-mode checkout's sessions (no Stripe keys; decision 0041), shaped like the
 * part of Stripe's Checkout Session the fulfilment reads, so both go through the same code.
 */
export const testCheckoutSessions = pgTable(
  'test_checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    customerEmail: text('customer_email').notNull(),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** open, complete (paid) or expired (cancelled). */
    status: text('status').notNull().default('open'),
    paymentIntentId: text('payment_intent_id'),
    chargeId: text('charge_id'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('test_checkout_sessions_status_check', sql`${t.status} in ('open', 'complete', 'expired')`),
    check('test_checkout_sessions_plan_check', sql`${t.plan} in ('basic', 'premium')`),
    index('test_checkout_sessions_charge_idx').on(t.chargeId),
  ],
);

/** A referred user is referred once, by the code they arrived with. */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateCodeId: uuid('affiliate_code_id')
      .notNull()
      .references(() => affiliateCodes.id, { onDelete: 'cascade' }),
    referrerUserId: text('referrer_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    referredUserId: text('referred_user_id')
      .notNull()
      .unique()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerUserId, t.createdAt.desc())],
);

/** 20% of a referred customer's first purchase; one commission per order at most. */
export const commissions = pgTable(
  'commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    referrerUserId: text('referrer_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    ratePct: numeric('rate_pct', { precision: 5, scale: 2 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('commissions_amount_non_negative', sql`${t.amountCents} >= 0`),
    check('commissions_status_check', sql`${t.status} in ('pending', 'paid', 'void')`),
    index('commissions_referrer_idx').on(t.referrerUserId, t.createdAt.desc()),
  ],
);

/**
 * Contact-form messages (spec 2.16), stored before support is mailed so none is lost when
 * mail is down; mail_status follows the mail: pending, then sent, outbox (dev) or failed.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
    mailStatus: text('mail_status').notNull().default('pending'),
    mailError: text('mail_error'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'contact_messages_mail_status_check',
      sql`${t.mailStatus} in ('pending', 'sent', 'outbox', 'failed')`,
    ),
    index('contact_messages_created_at_idx').on(t.createdAt.desc()),
    index('contact_messages_user_id_idx').on(t.userId),
  ],
);

/** Every e-mail the product sends is stored first, so nothing is lost when SMTP is down or absent. */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    /** The body held a secret (reset or confirmation link): it is blanked once delivered. */
    sensitive: boolean('sensitive').notNull().default(false),
    redactedAt: timestamp('redacted_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('outbound_emails_status_check', sql`${t.status} in ('queued', 'outbox', 'sent', 'failed')`),
    index('outbound_emails_to_created_at_idx').on(sql`lower(${t.toAddress})`, t.createdAt.desc()),
  ],
);

/**
 * The expert review of one request's automated audit, finding by finding (issue 12): the
 * current decision on each engine finding (confirm, adjust, reject; one row per finding,
 * updated as the reviewer changes their mind) and each finding the reviewer added. Who
 * and when are on the row; every change is also written to audit_log. The rows are the
 * product's measured precision and recall (per rule, on the admin dashboard).
 */
export const reviewDecisions = pgTable(
  'review_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id').notNull(),
    /** The engine finding's id in the request's audit (f1, f2, ...); null for an added finding. */
    findingId: text('finding_id'),
    action: text('action').notNull(),
    /** The engine's rule id (copied for engine findings, chosen for added ones). */
    rule: text('rule').notNull(),
    year: integer('year'),
    /** The engine's amount for an engine finding (what the reviewer judged); null for added. */
    originalAmountCents: integer('original_amount_cents'),
    /** adjust: the reviewed amount; add: the added finding's amount; else null. */
    amountCents: integer('amount_cents'),
    /** Why (required for adjust, reject and add); optional for confirm. */
    reason: text('reason'),
    /** add only: { title, explanation, evidence: { file, page, quote } }. */
    added: jsonb('added'),
    reviewerId: text('reviewer_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('review_decisions_action_check', sql`${t.action} in ('confirm', 'adjust', 'reject', 'add')`),
    check('review_decisions_finding_check', sql`(${t.action} = 'add') = (${t.findingId} is null)`),
    check('review_decisions_amount_check', sql`${t.amountCents} is null or ${t.amountCents} >= 0`),
    uniqueIndex('review_decisions_request_finding_idx')
      .on(t.requestId, t.findingId)
      .where(sql`${t.findingId} is not null`),
    index('review_decisions_updated_at_idx').on(t.updatedAt.desc()),
  ],
);

/**
 * Each publication of a request's enhanced report (issue 12). The documents of the
 * request point at the latest (enhanced_report_file_path); earlier versions stay listed
 * here, so publishing twice replaces the report and is recorded, never duplicated.
 */
export const reportPublications = pgTable(
  'report_publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id').notNull(),
    version: integer('version').notNull(),
    /** generated: rendered from the reviewed audit; uploaded: a PDF the reviewer made elsewhere. */
    source: text('source').notNull(),
    /** Key in the enhanced_reports bucket: <request_id>/<random>.pdf. */
    filePath: text('file_path').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** { confirmed, adjusted, removed, added, totalCents } at the time of publishing. */
    summary: jsonb('summary').notNull().default({}),
    /**
     * The reviewed audit as it was published: what the customer's report page shows, so a
     * decision changed after publishing never reaches the customer until it is published.
     */
    reviewedAudit: jsonb('reviewed_audit'),
    publishedBy: text('published_by').references(() => profiles.id, { onDelete: 'set null' }),
    /** The report-ready e-mail queued for this publication (outbound_emails.id). */
    emailId: uuid('email_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('report_publications_source_check', sql`${t.source} in ('generated', 'uploaded')`),
    uniqueIndex('report_publications_request_version_idx').on(t.requestId, t.version),
  ],
);

/** Staff actions (role edits, credit grants, report uploads): who did what to whom, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  rateLimits,
  appRateLimits,
  profiles,
  documents,
  analysisQueue,
  affiliateCodes,
  orders,
  paymentEvents,
  testCheckoutSessions,
  referrals,
  commissions,
  contactMessages,
  outboundEmails,
  reviewDecisions,
  reportPublications,
  auditLog,
};
