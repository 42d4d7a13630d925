import { z } from 'zod';

/**
 * Configuration, validated once at start. Nothing is required for the embedded
 * default (PGlite in ./data, dev outbox mail, local files); every variable is
 * documented in .env.example.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** An optional string where an empty value means unset. */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.string().url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('./data'),
  // The built web app (npm run build); tests and benches may point at another build.
  WEB_DIST_DIR: z.string().optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('LeaseAudit <no-reply@leaseaudit.local>'),
  SUPPORT_EMAIL: z.string().email().default('support@leaseaudit.app'),
  TRUST_PROXY: booleanString,
  // Unset: demo users are seeded into an empty embedded database, never into PostgreSQL.
  SEED_DEMO_USERS: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined)),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 24 * 7),
  // How long a customer's resolved session may be reused without the database (decision 0028); 0 = off.
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  // Contact form: messages per client address and per sender e-mail address in each window.
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60),
  // Analysis jobs (pg-boss). inline: this process also runs the worker (required on PGlite);
  // off: only enqueue, `npm run worker` processes (PostgreSQL only).
  ANALYSIS_WORKER: z.enum(['inline', 'off']).default('inline'),
  ANALYSIS_JOB_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(30 * 60),
  ANALYSIS_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(3),
  ANALYSIS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).default(30),
  JOB_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).default(1),
  JOB_MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(60),
  // Analysis limits (decision 0024): each analysis runs in its own process, killed above
  // this resident memory; reading one document / the whole packet stops after these times.
  ANALYSIS_MEMORY_MB: z.coerce.number().int().min(128).default(1536),
  ANALYSIS_DOCUMENT_SECONDS: z.coerce.number().int().min(1).default(600),
  ANALYSIS_PACKET_SECONDS: z.coerce.number().int().min(1).default(1200),
  // Crash recovery (decision 0024): a running analysis renews its lease every heartbeat; a
  // lease older than ANALYSIS_LEASE_SECONDS means the worker died and the sweep (every
  // ANALYSIS_SWEEP_INTERVAL_SECONDS) retries the request.
  ANALYSIS_HEARTBEAT_SECONDS: z.coerce.number().min(0.2).default(10),
  ANALYSIS_LEASE_SECONDS: z.coerce.number().min(1).default(45),
  ANALYSIS_SWEEP_INTERVAL_SECONDS: z.coerce.number().min(0.5).default(15),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // File storage. S3_BUCKET set: objects in that S3 (or S3-compatible) bucket under
  // documents/, enhanced_reports/ and analysis/. Unset: files under $DATA_DIR/blobs.
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a valid S3 bucket name')
      .optional(),
  ),
  S3_ENDPOINT: optionalString.pipe(
    z.string().url('S3_ENDPOINT must be a URL such as http://127.0.0.1:9000').optional(),
  ),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanString,
  // Payments (issue 13, decision 0041). STRIPE_SECRET_KEY unset: the built-in test-mode
  // checkout completes through the same signed-webhook fulfilment; set: Stripe's hosted Checkout.
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, 'STRIPE_SECRET_KEY must be a secret key (sk_test_... or sk_live_...)')
      .optional(),
  ),
  // Signs the events Stripe posts to /api/stripe/webhook (whsec_...): `stripe listen` prints one.
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z.string().startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_').optional(),
  ),
  // The Price of each plan (price_...). Unset: the session carries the plan's price inline.
  STRIPE_PRICE_BASIC: optionalString,
  STRIPE_PRICE_PREMIUM: optionalString,
  // Tests and local fakes only: the Stripe API's address (e.g. http://127.0.0.1:12111).
  STRIPE_API_BASE: optionalString.pipe(z.string().url('STRIPE_API_BASE must be a URL').optional()),
  // Purchase conversion on /purchase-success (spec 2.15): each on when its id is set.
  META_PIXEL_ID: optionalString.pipe(
    z
      .string()
      .regex(/^\d{5,20}$/, 'META_PIXEL_ID is a number')
      .optional(),
  ),
  GTM_ID: optionalString.pipe(
    z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'GTM_ID looks like GTM-XXXXXXX')
      .optional(),
  ),
});

/** Every variable the app reads (benches and tests clear them from an inherited environment). */
export const ENV_VARIABLES = Object.keys(schema.shape) as readonly string[];

/** Cross-variable rules: S3 settings only make sense with a bucket, keys come in pairs. */
const checkedSchema = schema.superRefine((env, ctx) => {
  const set: string[] = (
    ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  ).filter((name) => env[name] !== undefined);
  if (env.S3_FORCE_PATH_STYLE) set.push('S3_FORCE_PATH_STYLE');
  if (!env.S3_BUCKET && set.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: `S3_BUCKET is required when ${set.join(', ')} is set`,
    });
  }
  // A live key without its webhook secret would take money and never grant the credit.
  if (env.STRIPE_SECRET_KEY?.includes('_live_') && !env.STRIPE_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is a live key (sk_live_...)',
    });
  }
  if (!env.STRIPE_SECRET_KEY) {
    const stripeSet = (
      ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_BASIC', 'STRIPE_PRICE_PREMIUM', 'STRIPE_API_BASE'] as const
    ).filter((name) => env[name] !== undefined);
    if (stripeSet.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: `STRIPE_SECRET_KEY is required when ${stripeSet.join(', ')} is set`,
      });
    }
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
  }
});

export type Env = z.infer<typeof schema> & { APP_URL: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = checkedSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return { ...env, APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') };
}
