import { adminFeeOnExcludedBaseRule } from './admin-fee-on-excluded-base';
import { adminFeeOverCapRule } from './admin-fee-over-cap';
import { baseYearUnderstated } from './base-year-understated';
import { camCapExceeded } from './cam-cap-exceeded';
import { capitalNotAmortizedRule } from './capital-not-amortized';
import { duplicateChargeRule } from './duplicate-charge';
import { estimatesNotCredited } from './estimates-not-credited';
import { excludedExpenseRule } from './excluded-expense';
import { grossUpMisapplied } from './gross-up-misapplied';
import { lateFeeExcessive } from './late-fee-excessive';
import { lateStatementWaiver } from './late-statement-waiver';
import { mathError } from './math-error';
import { mgmtFeeOverCapRule } from './mgmt-fee-over-cap';
import { proRataShareRule } from './pro-rata-share';
import { rentEscalationError } from './rent-escalation-error';
import { reviewRecommended } from './review-recommended';
import type { Rule } from './types';

/** Every rule of the catalogue, one file each. Add a rule here when its file exists. */
export const RULES: Rule[] = [
  proRataShareRule,
  excludedExpenseRule,
  capitalNotAmortizedRule,
  adminFeeOverCapRule,
  adminFeeOnExcludedBaseRule,
  mgmtFeeOverCapRule,
  duplicateChargeRule,
  rentEscalationError,
  lateFeeExcessive,
  reviewRecommended,
  camCapExceeded,
  grossUpMisapplied,
  baseYearUnderstated,
  mathError,
  estimatesNotCredited,
  lateStatementWaiver,
];
