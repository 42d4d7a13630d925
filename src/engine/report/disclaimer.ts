/** The closing pages: notes on the documents read, and the important notice (informational, no advice, no guarantee). */
import type { AuditJson } from '../types';
import { COLOR, type Layout } from './layout';

export const DISCLAIMER = [
  'This report is informational, not legal or financial advice. It does not create an attorney-client, accountant or advisory relationship, and it is not an audit under any accounting standard.',
  'LeaseAudit verifies no submitted data: the findings are computed from the documents you uploaded, as they were read, and may contain reading or calculation errors. They depend on your lease as written, on amendments and side letters we may not have seen, and on facts outside the documents.',
  'LeaseAudit guarantees no outcome. Whether your landlord credits or refunds any amount depends on your lease, the facts and your negotiation. Check each finding against your documents, and consult a qualified attorney or lease auditor before you act, especially before a deadline.',
];

export function drawDocuments(l: Layout, audit: AuditJson): void {
  l.section('Documents reviewed', { kicker: 'Sources' });
  if (!audit.documents.length) {
    l.para('No documents are listed in this audit.', { color: COLOR.muted });
  } else {
    l.table(
      [
        { header: 'File', weight: 46 },
        { header: 'Role', weight: 18 },
        { header: 'Pages', weight: 12, align: 'right' },
        { header: 'Scanned (OCR) pages', weight: 24, align: 'right' },
      ],
      audit.documents.map((d) => ({
        cells: [
          d.file,
          d.role.charAt(0).toUpperCase() + d.role.slice(1),
          String(d.pages),
          String(d.ocrPages),
        ],
      })),
      { size: 8.5 },
    );
  }
  if (audit.warnings.length) {
    l.subheading('Notes from reading the documents', { size: 10 });
    l.list(audit.warnings, { size: 8.5, color: COLOR.muted });
  }
  l.para(`Engine version ${audit.engineVersion}.`, { size: 8, color: COLOR.faint });
}

export function drawDisclaimer(l: Layout): void {
  l.section('Important notice', { kicker: 'Please read' });
  for (const p of DISCLAIMER) l.para(p, { size: 9.5, color: COLOR.muted });
}
