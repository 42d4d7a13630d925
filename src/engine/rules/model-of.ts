import { buildStatementModel, type StatementModel } from '../model';
import type { Statement } from '../types';
import { sure } from './evidence';
import type { RuleContext } from './types';

/**
 * The statement's model for the rules, built once per statement and run (the lease's fee and the
 * packet's other statements' printed rates help read a fee printed without its rate).
 */
const built = new WeakMap<RuleContext, Map<Statement, StatementModel>>();

export function modelOf(ctx: RuleContext, st: Statement): StatementModel {
  let byStatement = built.get(ctx);
  if (!byStatement) {
    byStatement = new Map();
    built.set(ctx, byStatement);
  }
  let m = byStatement.get(st);
  if (!m) {
    const otherRates = ctx.statements
      .filter((o) => o !== st && o.adminFeePct !== null && o.adminFeePct > 0)
      .map((o) => o.adminFeePct!);
    m = buildStatementModel(st, { lease: sure(ctx.lease?.adminFee) ?? null, otherRates });
    byStatement.set(st, m);
  }
  return m;
}
