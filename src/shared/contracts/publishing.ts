import { z } from 'zod';

/**
 * Publishing a reviewed request's enhanced report (issue 12): the assistant either generates
 * it from the reviewed audit or uploads a PDF made elsewhere. Shared by the server routes
 * (src/server/modules/publishing) and the assistant's PublishPanel.
 */

/** Spec 5, shown for 5 s after a publication. */
export const PUBLISH_SUCCESS_MESSAGE =
  'Enhanced report uploaded successfully and user has been notified via email!';
/** Spec 5: the upload modal's two refusals (checked in the browser first, by content on the server). */
export const ONLY_PDF_MESSAGE = 'Only PDF files are allowed';
export const ENHANCED_TOO_LARGE_MESSAGE =
  'File size exceeds 200MB limit. Please compress your file or contact support for assistance.';

export const PUBLICATION_SOURCES = ['generated', 'uploaded'] as const;
export type PublicationSource = (typeof PUBLICATION_SOURCES)[number];

/** POST /api/assistant/requests/:requestId/publish */
export const publishGeneratedBodySchema = z.object({
  source: z.literal('generated', { message: "source must be 'generated'" }),
});
export type PublishGeneratedBody = z.infer<typeof publishGeneratedBodySchema>;

/**
 * What report_publications.summary holds: the review counts and the reviewed total at the
 * time of publishing (the assistant's detail lists publications: PublicationDto in review.ts).
 */
export interface PublicationSummary {
  confirmed: number;
  adjusted: number;
  removed: number;
  added: number;
  /** Engine findings still undecided (only an uploaded report may be published with some). */
  pending: number;
  totalCents: number;
}

/** Answer of both publish routes (201); the panel then reloads the request's detail. */
export const publishResponseSchema = z.object({
  message: z.literal(PUBLISH_SUCCESS_MESSAGE),
  publication: z.object({
    id: z.string(),
    version: z.number().int(),
    source: z.enum(PUBLICATION_SOURCES),
  }),
});
export type PublishResponse = z.infer<typeof publishResponseSchema>;

/** The 409 message while findings are undecided (also the disabled button's reason). */
export function undecidedMessage(pending: number): string {
  return `Review every finding before publishing: ${pending} left`;
}
