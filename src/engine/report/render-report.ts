/**
 * The PDF report (`leaseaudit analyze ... --report report.pdf --tier basic|premium`), rendered
 * from audit.json alone, which stays the source of truth. Basic: cover with the total and
 * the deadline box, the findings, what each year should have cost, the TICAM breakdown with
 * its chart, the lease summary and the notice. Premium adds the lease in plain English,
 * negotiation tips and the ready-to-send e-mails. Same audit + same `now` = same bytes.
 */
import type { AuditJson } from '../types';
import { drawCover } from './cover';
import { drawDisclaimer, drawDocuments } from './disclaimer';
import { tenantName } from './facts';
import { drawFindingDetails, drawFindingsSummary, drawShouldHavePaid } from './findings';
import { Layout } from './layout';
import { drawLeaseSummary } from './lease-summary';
import { drawEmails, drawPlainEnglish, drawTips } from './premium';
import { drawTicam } from './ticam';
import type { ReportTier } from './tiers';

export { REPORT_TIERS, type ReportTier } from './tiers';

export interface ReportOptions {
  tier: ReportTier;
  /** "Today" for the days left and the letters' date, and the PDF's creation date; default now. */
  now?: Date;
  /** The property's name or address when the caller knows it (audit.json does not carry one). */
  property?: string;
  /**
   * A line printed on the cover under the total, e.g. the expert review's summary ("Reviewed
   * by an expert: 2 confirmed, 1 adjusted, ..."), when the audit was reviewed before rendering.
   */
  reviewLine?: string;
}

export async function renderReport(audit: AuditJson, opts: ReportOptions): Promise<Buffer> {
  const now = opts.now ?? new Date();
  const tenant = tenantName(audit);
  const l = new Layout({
    title: `CAM Audit Report${tenant ? ` - ${tenant}` : ''}`,
    subject: 'Commercial lease operating expense (TICAM) audit',
    author: 'LeaseAudit',
    date: now,
  });
  drawCover(l, audit, opts, now);
  drawFindingsSummary(l, audit);
  drawShouldHavePaid(l, audit);
  drawFindingDetails(l, audit);
  drawTicam(l, audit);
  drawLeaseSummary(l, audit);
  if (opts.tier === 'premium') {
    drawPlainEnglish(l, audit);
    drawTips(l, audit);
    drawEmails(l, audit, now);
  }
  drawDocuments(l, audit);
  drawDisclaimer(l);
  return l.finish(
    `LeaseAudit ${opts.tier === 'premium' ? 'Premium' : 'Basic'} report${tenant ? ` for ${tenant}` : ''}  |  Informational only, not legal or financial advice`,
  );
}
