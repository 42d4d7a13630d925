export {
  agrees,
  type ChargeModel,
  chargeOf,
  feeOf,
  isCamCategory,
  overchargeOf,
  shareOf,
  sumCents,
  withoutCents,
} from './charge-model';
export { type FeeHints, type FeeReading, type FeeSource, isRoundRate, readFee } from './fee-reading';
export {
  buildStatementModel,
  type Check,
  type ModelHints,
  poolOf,
  type StatementModel,
} from './statement-model';
