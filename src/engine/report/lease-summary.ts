/** The one-page lease summary: each lease field, "Not stated" where the lease does not say. */
import type { AuditJson } from '../types';
import { COLOR, type Layout } from './layout';
import { leaseRows, NOT_STATED } from './lease-text';

export function drawLeaseSummary(l: Layout, audit: AuditJson): void {
  l.section('Lease summary', { page: true, kicker: 'Your lease on one page' });
  if (!audit.lease) {
    l.para(
      'No lease was submitted, so the statements were checked only for what needs no lease (their own arithmetic, duplicate lines, estimates credited). Add the lease and its amendments for a full audit.',
      { color: COLOR.muted },
    );
    return;
  }
  const rows = leaseRows(audit.lease);
  l.table(
    [
      { header: 'Term', weight: 25 },
      { header: 'What the lease says', weight: 55 },
      { header: 'Where', weight: 20 },
    ],
    rows.map((r) => ({
      cells: [r.label, r.value, r.source],
      colors: [COLOR.navy, r.value === NOT_STATED ? COLOR.faint : undefined, COLOR.muted],
    })),
    { size: 8.5, pad: 4 },
  );
}
