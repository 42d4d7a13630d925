import { z } from 'zod';
import { findingSchema, reviewSummarySchema } from './review';

/**
 * The customer's view of one analysis request (issue 12): GET /api/analysis-requests/:requestId
 * and the re-run of a failed one, POST /api/analysis-requests/:requestId/retry. Shared by the
 * server (src/server/modules/requests) and the request page (src/web/pages/requests).
 */

export const TIMELINE_STEPS = ['submitted', 'analysed', 'under_review', 'report_ready'] as const;
export type TimelineStepKey = (typeof TIMELINE_STEPS)[number];

export const TIMELINE_LABELS: Record<TimelineStepKey, string> = {
  submitted: 'Submitted',
  analysed: 'Analysed',
  under_review: 'Under expert review',
  report_ready: 'Report ready',
};

export const timelineStepSchema = z.object({
  key: z.enum(TIMELINE_STEPS),
  label: z.string(),
  done: z.boolean(),
  /** When the step happened, where known. */
  at: z.string().nullable(),
});
export type TimelineStep = z.infer<typeof timelineStepSchema>;

export const requestDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  upload_type: z.string().nullable(),
  size_bytes: z.number().nullable(),
  created_at: z.string(),
});
export type RequestDocument = z.infer<typeof requestDocumentSchema>;

/** A finding of the reviewed report: the assistant's finding shape (evidence, what to ask for). */
export const reportFindingSchema = findingSchema;
export type ReportFinding = z.infer<typeof reportFindingSchema>;

/** The reviewed report, readable in the browser once the request is finished. */
export const customerReportSchema = z.object({
  total_cents: z.number().int(),
  deadline: z
    .object({
      date: z.string(),
      basis: z.string(),
      /** Days from today to the deadline: 0 = today, negative = closed; null when the date is unclear. */
      days_left: z.number().int().nullable(),
    })
    .nullable(),
  findings: z.array(reportFindingSchema),
  review: reviewSummarySchema.omit({ pending: true }).extend({
    /** "Reviewed by an expert: N confirmed, N adjusted, N removed, N added". */
    line: z.string(),
  }),
  published_at: z.string().nullable(),
  /** GET this for the PDF (spec 7 storage order). */
  download_url: z.string(),
});
export type CustomerReport = z.infer<typeof customerReportSchema>;

export const requestFailureSchema = z.object({
  /** The engine's reason in plain words (the credit-returned sentence included). */
  reason: z.string(),
  /** The upload to replace, when one is to blame. */
  document: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** False once the request is no longer failed. */
  can_retry: z.boolean(),
});

export const customerRequestDetailSchema = z.object({
  request_id: z.string(),
  title: z.string(),
  status: z.enum(['pending', 'processing', 'in_progress', 'completed', 'failed']),
  plan: z.enum(['basic', 'premium']),
  created_at: z.string(),
  /** The 48-hour promise: submitted + TURNAROUND_HOURS. */
  expected_by: z.string(),
  timeline: z.array(timelineStepSchema),
  documents: z.array(requestDocumentSchema),
  failure: requestFailureSchema.nullable(),
  report: customerReportSchema.nullable(),
});
export type CustomerRequestDetail = z.infer<typeof customerRequestDetailSchema>;

/** POST /api/analysis-requests/:requestId/retry (multipart: `file`, the replacement PDF). */
export const retryResponseSchema = z.object({
  request_id: z.string(),
  status: z.literal('pending'),
  /** The credit the failure had returned was taken again (false when none had been returned). */
  credit_used: z.boolean(),
  message: z.string(),
});
export type RetryResponse = z.infer<typeof retryResponseSchema>;

export const RETRY_STARTED_MESSAGE = 'Your document was replaced and the analysis has started again.';
