import { usd } from '../format/money';
import type { Statement } from '../types';
import { agrees, type ChargeModel, chargeOf, isCamCategory, shareOf, sumCents } from './charge-model';
import { type FeeHints, type FeeReading, readFee } from './fee-reading';

/**
 * The statement's model, built once per statement: pool, base-year deduction, share and admin
 * fee with where each came from, and what of the statement's printed arithmetic the model
 * reproduces. Every rule that prices a correction of a statement prices it through this model,
 * and one gate (`unpriced`) decides whether it may: a dollar figure is only as good as the
 * reading it rests on, and the only proof a reading is right is that it gives back the figures
 * the landlord printed (decision 0054).
 */

/** A printed figure the model was checked against. */
export type Check = 'OK' | 'OFF' | 'NOT_PRINTED';

export interface StatementModel {
  /** The landlord's arithmetic as read; null when the share or the pool was not read. */
  model: ChargeModel | null;
  /** The admin fee as read (null: no fee charged, or no model). */
  fee: FeeReading | null;
  /** Where the pool came from: the printed total, or the sum of the lines when none was printed. */
  poolFrom: 'PRINTED_TOTAL' | 'LINES' | null;
  checks: {
    /** share x (pool - base) against the printed tenant share. */
    tenantShare: Check;
    /** the fee reading against the printed fee (NOT_PRINTED: no fee). */
    fee: Check;
    /** share + fee against the printed total due, and total due - estimates against the printed balance. */
    balance: Check;
  };
  /** Null when a rule may price a correction through the model; else why not, in a sentence. */
  unpriced: string | null;
}

export interface ModelHints extends FeeHints {}

/** The pool the statement prints, else the sum of its lines. */
export function poolOf(st: Statement): { cents: number; from: 'PRINTED_TOTAL' | 'LINES' } | null {
  if (st.totalCents !== null) return { cents: st.totalCents, from: 'PRINTED_TOTAL' };
  return st.lines.length ? { cents: sumCents(st.lines), from: 'LINES' } : null;
}

const NO_MODEL = (why: string): StatementModel => ({
  model: null,
  fee: null,
  poolFrom: null,
  checks: { tenantShare: 'NOT_PRINTED', fee: 'NOT_PRINTED', balance: 'NOT_PRINTED' },
  unpriced: why,
});

export function buildStatementModel(st: Statement, hints: ModelHints): StatementModel {
  const pool = poolOf(st);
  if (pool === null) return NO_MODEL('the statement’s pool of expenses could not be read');
  if (st.billedSharePct === null || !(st.billedSharePct > 0))
    return NO_MODEL('the share the statement applies could not be read');
  const share = st.billedSharePct / 100;
  const base = {
    poolCents: pool.cents,
    camPoolCents: sumCents(st.lines.filter((l) => isCamCategory(l.category))),
    baseDeductionCents: st.baseYearDeductionCents ?? 0,
    share,
  };
  const modelShare = shareOf({ ...base, fee: null });
  const printedShare = st.tenantShareCents;
  const tenantShare: Check =
    printedShare === null ? 'NOT_PRINTED' : agrees(modelShare, printedShare) ? 'OK' : 'OFF';
  const fee = readFee(st, base, printedShare ?? modelShare, hints);
  const model: ChargeModel = { ...base, fee: fee ? { rate: fee.rate, base: fee.base } : null };
  const feeCheck: Check = fee === null ? 'NOT_PRINTED' : fee.reproduces ? 'OK' : 'OFF';
  const balance = balanceCheck(st, chargeOf(model));

  let unpriced: string | null = null;
  if (tenantShare === 'NOT_PRINTED')
    unpriced = 'the statement prints no tenant share to check the reading of its share and pool against';
  else if (tenantShare === 'OFF')
    unpriced = `the share and pool as read (${st.billedSharePct}% of ${usd(pool.cents - base.baseDeductionCents)}) give ${usd(modelShare)}, not the ${usd(printedShare!)} the statement prints`;
  else if (feeCheck === 'OFF')
    unpriced =
      st.adminFeePct !== null
        ? `the admin fee the statement prints (${usd(st.adminFeeCents ?? 0)}) is not its ${st.adminFeePct}% rate on either base`
        : `the admin fee the statement prints (${usd(st.adminFeeCents ?? 0)}) is no round rate of the share or the CAM share as read`;
  else if (balance === 'OFF')
    unpriced = 'the statement’s total due and balance do not follow from its share and fee as read';
  // "No admin fee" is what the reading concludes from finding no fee row; only the statement's
  // bottom line can confirm it. Where neither a total due nor a balance was read, an unread fee
  // row would go unnoticed and every correction would be priced without its fee.
  else if (balance === 'NOT_PRINTED' && fee === null)
    unpriced =
      'the statement’s total due and balance could not be read to confirm that no admin fee is charged';
  return { model, fee, poolFrom: pool.from, checks: { tenantShare, fee: feeCheck, balance }, unpriced };
}

/**
 * The statement's bottom lines against the model's charge: the total due is share + fee; the
 * balance is the total due less the estimates paid, or the total due itself when the estimates
 * were not credited (a finding of its own, ESTIMATES_NOT_CREDITED, not a misreading).
 */
function balanceCheck(st: Statement, charge: number): Check {
  const due = st.totalDueCents;
  let printed = false;
  if (due !== null) {
    printed = true;
    if (!agrees(charge, due, 5, 0.002)) return 'OFF';
  }
  const bal = st.balanceDueCents;
  if (bal !== null && st.estimatesPaidCents !== null) {
    printed = true;
    const owed = due ?? charge;
    const credited = agrees(owed - st.estimatesPaidCents, bal, 5, 0.002);
    const notCredited = agrees(owed, bal, 5, 0.002);
    if (!credited && !notCredited) return 'OFF';
  }
  return printed ? 'OK' : 'NOT_PRINTED';
}
