import { eq, sql } from 'drizzle-orm';
import type { AuditJson } from '../../../engine/types';
import { orders } from '../../db/schema';
import type { DbOrTx } from '../../mail/mailer';

/** A finding the customer can ask money back for: one with a positive amount. */
export const hasPricedFinding = (audit: Pick<AuditJson, 'findings'>): boolean =>
  audit.findings.some((f) => f.amountCents > 0);

/**
 * The money-back guarantee (decision 0044): "If we don't find potential savings, your audit
 * is free". Runs inside the publication's transaction, with the reviewed audit that was
 * published (generated AND uploaded publications both carry it: the uploaded PDF is the
 * reviewer's rendering, the reviewed audit is still what was decided). No priced finding:
 * the order that paid for the request is flagged (kept from the first such publication);
 * a later publication with a priced finding clears the flag. A request paid by an
 * admin-granted credit has no order: nothing to flag.
 */
export async function flagGuarantee(
  tx: DbOrTx,
  requestId: string,
  reviewed: Pick<AuditJson, 'findings'>,
): Promise<void> {
  const eligible = !hasPricedFinding(reviewed);
  await tx
    .update(orders)
    .set({
      guaranteeEligibleAt: eligible ? sql`coalesce(${orders.guaranteeEligibleAt}, now())` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.requestId, requestId));
}
