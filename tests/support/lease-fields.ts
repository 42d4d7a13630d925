import type { LeaseData } from '../../src/engine/types';

/**
 * The 21 lease values an audit extracts and a truth.json answers, in the answer keys' order:
 * the extraction score compares them one by one and the rule fixtures build a lease from them.
 */
export const LEASE_FIELDS = [
  'leaseType',
  'tenantName',
  'landlordName',
  'premisesRsf',
  'buildingRsf',
  'proRataSharePct',
  'commencementDate',
  'expirationDate',
  'rentSchedule',
  'camCap',
  'adminFee',
  'managementFeeCapPct',
  'excludedCategories',
  'capitalAmortizationYears',
  'grossUp',
  'baseYear',
  'baseYearExpensesCents',
  'lateFee',
  'reconciliationDeadlineDays',
  'lateStatementWaiver',
  'auditWindowDays',
] as const satisfies readonly (keyof LeaseData)[];
