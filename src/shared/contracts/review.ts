import { z } from 'zod';

/**
 * The assistant workspace's API (issue 12): the review list, a request's detail as the
 * reviewer needs it, and the finding-by-finding decisions. Declared once here and used by
 * the server routes and the web pages. Money is integer cents; snake_case like every DTO.
 */

const iso = z.string();
const cents = z.number().int();

export const REVIEW_ACTIONS = ['confirm', 'adjust', 'reject'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];
export type DecisionAction = ReviewAction | 'add';

export const evidenceSchema = z.object({
  file: z.string(),
  page: z.number().int(),
  quote: z.string(),
});
export type EvidenceDto = z.infer<typeof evidenceSchema>;

export const personSchema = z.object({ id: z.string(), name: z.string() });

/** One stored decision (review_decisions), with who made it and when. */
export const reviewDecisionSchema = z.object({
  id: z.string(),
  /** The engine finding (f1, f2, ...); null for a finding the reviewer added. */
  finding_id: z.string().nullable(),
  action: z.enum(['confirm', 'adjust', 'reject', 'add']),
  rule: z.string(),
  year: z.number().int().nullable(),
  original_amount_cents: cents.nullable(),
  amount_cents: cents.nullable(),
  reason: z.string().nullable(),
  /** add only. */
  title: z.string().nullable(),
  explanation: z.string().nullable(),
  evidence: evidenceSchema.nullable(),
  reviewer: personSchema.nullable(),
  created_at: iso,
  updated_at: iso,
});
export type ReviewDecisionDto = z.infer<typeof reviewDecisionSchema>;

export const findingSchema = z.object({
  id: z.string(),
  rule: z.string(),
  year: z.number().int().nullable(),
  amount_cents: cents,
  severity: z.string(),
  confidence: z.number(),
  title: z.string(),
  explanation: z.string(),
  calculation: z.array(z.string()),
  evidence: z.array(evidenceSchema),
  recommendation: z.string(),
});
export type FindingDto = z.infer<typeof findingSchema>;

export const totalsSchema = z.object({
  overcharge_cents: cents,
  by_year: z.record(z.string(), cents),
});
export type TotalsDto = z.infer<typeof totalsSchema>;

export const reviewSummarySchema = z.object({
  confirmed: z.number().int(),
  adjusted: z.number().int(),
  removed: z.number().int(),
  added: z.number().int(),
  pending: z.number().int(),
});
export type ReviewSummaryDto = z.infer<typeof reviewSummarySchema>;

/** The audit after the review so far (reviewedAudit): what a publication would show. */
export const reviewedStateSchema = z.object({
  summary: reviewSummarySchema,
  /** "Reviewed by an expert: N confirmed, N adjusted, N removed, N added". */
  summary_line: z.string(),
  totals: totalsSchema,
  findings: z.array(findingSchema),
});
export type ReviewedStateDto = z.infer<typeof reviewedStateSchema>;

export const planTierSchema = z.enum(['basic', 'premium']);
export const analysisStatusSchema = z.enum(['pending', 'processing', 'completed', 'failed']);
export const requestStatusSchema = z.enum(['pending', 'processing', 'in_progress', 'completed', 'failed']);

export const customerSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** One row of GET /api/assistant/requests. */
export const assistantRequestListItemSchema = z.object({
  request_id: z.string(),
  customer: customerSchema,
  plan_tier: planTierSchema,
  status: requestStatusSchema,
  analysis_status: analysisStatusSchema,
  /** completed once every document of the request carries the published report. */
  va_design_status: z.enum(['pending', 'completed']),
  /** When the request was submitted. */
  created_at: iso,
  document_count: z.number().int(),
  /** The engine's total (before review); null when the analysis failed. */
  overcharge_cents: cents.nullable(),
  findings_count: z.number().int(),
  review_progress: z.object({
    /** Engine findings with a decision. */
    decided: z.number().int(),
    /** Engine findings. */
    total: z.number().int(),
    /** Findings the reviewers added. */
    added: z.number().int(),
  }),
});
export type AssistantRequestListItem = z.infer<typeof assistantRequestListItemSchema>;

export const assistantRequestListSchema = z.object({
  requests: z.array(assistantRequestListItemSchema),
  next_cursor: z.string().nullable(),
  total: z.number().int(),
  limit: z.number().int(),
});
export type AssistantRequestList = z.infer<typeof assistantRequestListSchema>;

export const reviewDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  upload_type: z.string().nullable(),
  page_count: z.number().int().nullable(),
  analysis_status: z.string().nullable(),
  /** Whether the automated audit read this document (false: 'No analysis available for this document'). */
  analysed: z.boolean(),
  /** Opens the PDF in the browser; append `#page=N` for a cited page. */
  view_url: z.string(),
  download_url: z.string(),
});
export type ReviewDocumentDto = z.infer<typeof reviewDocumentSchema>;

/** An engine finding with the current decision on it (null: pending). */
export const reviewFindingSchema = findingSchema.extend({ decision: reviewDecisionSchema.nullable() });
export type ReviewFindingDto = z.infer<typeof reviewFindingSchema>;

export const publicationSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  source: z.enum(['generated', 'uploaded']),
  size_bytes: z.number().int(),
  summary: z.record(z.string(), z.unknown()),
  published_by: personSchema.nullable(),
  created_at: iso,
});
export type PublicationDto = z.infer<typeof publicationSchema>;

/** GET /api/assistant/requests/:requestId. */
export const assistantRequestDetailSchema = assistantRequestListItemSchema.extend({
  comments: z.string().nullable(),
  documents: z.array(reviewDocumentSchema),
  /** Why the analysis failed (the engine's reason); null unless it failed. */
  analysis_error: z.string().nullable(),
  /** The automated audit; null when there is none (failed). */
  audit: z
    .object({
      engine_version: z.string(),
      findings: z.array(reviewFindingSchema),
      warnings: z.array(z.string()),
      deadlines: z.array(z.object({ kind: z.string(), date: z.string(), basis: z.string() })),
      totals: totalsSchema,
    })
    .nullable(),
  /** The engine's plain-text report (spec 2.7 "analysis text"). */
  report_text: z.string().nullable(),
  added_findings: z.array(reviewDecisionSchema),
  reviewed: reviewedStateSchema.nullable(),
  /** Newest first. */
  publications: z.array(publicationSchema),
  /** The engine's rule ids, for an added finding. */
  rule_ids: z.array(z.string()),
});
export type AssistantRequestDetail = z.infer<typeof assistantRequestDetailSchema>;

const reason = z.string().trim().max(2000, 'The reason must be at most 2000 characters.');

/** PUT /api/assistant/requests/:requestId/findings/:findingId/decision. */
export const decisionInputSchema = z
  .object({
    action: z.enum(REVIEW_ACTIONS, { message: 'action must be confirm, adjust or reject.' }),
    amount_cents: z
      .number({ message: 'amount_cents must be a whole number of cents.' })
      .int('amount_cents must be a whole number of cents.')
      .min(0, 'amount_cents cannot be negative.')
      .max(2_000_000_000, 'amount_cents must be at most 2000000000 ($20,000,000).')
      .optional(),
    reason: reason.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'adjust' && v.amount_cents === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount_cents'], message: 'Enter the adjusted amount.' });
    }
    if (v.action !== 'adjust' && v.amount_cents !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount_cents'], message: 'Only an adjustment has an amount.' });
    }
    if ((v.action === 'adjust' || v.action === 'reject') && !v.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: `A reason is required to ${v.action} a finding.`,
      });
    }
  });
export type DecisionInput = z.infer<typeof decisionInputSchema>;

const addedFields = {
  rule: z.string({ message: 'Choose the rule.' }).min(1, 'Choose the rule.'),
  year: z
    .number({ message: 'year must be a whole number or null.' })
    .int('year must be a whole number or null.')
    .min(1900, 'year must be between 1900 and 2200.')
    .max(2200, 'year must be between 1900 and 2200.')
    .nullable(),
  amount_cents: z
    .number({ message: 'amount_cents must be a whole number of cents.' })
    .int('amount_cents must be a whole number of cents.')
    .min(0, 'amount_cents cannot be negative.')
    .max(2_000_000_000, 'amount_cents must be at most 2000000000 ($20,000,000).'),
  title: z.string().trim().min(1, 'Enter a title.').max(200, 'The title must be at most 200 characters.'),
  explanation: z
    .string()
    .trim()
    .min(1, 'Enter an explanation.')
    .max(4000, 'The explanation must be at most 4000 characters.'),
  evidence: z.object(
    {
      file: z.string().min(1, 'Choose the document the evidence is on.'),
      page: z
        .number({ message: 'The page must be a whole number from 1.' })
        .int()
        .min(1, 'The page must be a whole number from 1.'),
      quote: z
        .string()
        .trim()
        .min(1, 'Enter the evidence quote.')
        .max(2000, 'The quote must be at most 2000 characters.'),
    },
    { message: 'Give the evidence: file, page and quote.' },
  ),
  reason: reason.min(1, 'A reason is required to add a finding.'),
};

/** POST /api/assistant/requests/:requestId/added-findings. */
export const addedFindingInputSchema = z.object(addedFields);
export type AddedFindingInput = z.infer<typeof addedFindingInputSchema>;

/** PATCH /api/assistant/requests/:requestId/added-findings/:id: any of the fields. */
export const addedFindingPatchSchema = z
  .object(addedFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change.' });
export type AddedFindingPatch = z.infer<typeof addedFindingPatchSchema>;

/** The answer of every decision change: the row (null after an undo) and the review so far. */
export const decisionResultSchema = z.object({
  decision: reviewDecisionSchema.nullable(),
  reviewed: reviewedStateSchema,
});
export type DecisionResult = z.infer<typeof decisionResultSchema>;
