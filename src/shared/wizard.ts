/**
 * The new-project wizard's five steps (spec 2.14): copy, the upload_type each step's files
 * carry, and which are required. Shared: the server checks the same required steps on submit.
 */

export type WizardUploadType =
  | 'lease_agreement'
  | 'reconciliation'
  | 'current_bill'
  | 'reconciliation_letter'
  | 'supporting_docs';

export interface WizardStep {
  index: number;
  title: string;
  description: string;
  uploadType: WizardUploadType;
  required: boolean;
}

export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    index: 0,
    title: 'Lease Agreement',
    description: 'Upload your current lease agreement and amendments',
    uploadType: 'lease_agreement',
    required: true,
  },
  {
    index: 1,
    title: 'Reconciliation Reports',
    description: 'Upload 1-3 years of End of Year Reconciliation reports',
    uploadType: 'reconciliation',
    required: true,
  },
  {
    index: 2,
    title: 'Current Bill',
    description: 'Upload your most recent bill, lease fee report, or CDR statement',
    uploadType: 'current_bill',
    required: true,
  },
  {
    index: 3,
    title: 'Reconciliation Letter',
    description: 'Upload your reconciliation letter (optional)',
    uploadType: 'reconciliation_letter',
    required: false,
  },
  {
    index: 4,
    title: 'Supporting Documents',
    description: 'Upload any additional supporting documents (e.g., TICAM Estimate Letter)',
    uploadType: 'supporting_docs',
    required: false,
  },
];

export function stepForUploadType(type: string): WizardStep | undefined {
  return WIZARD_STEPS.find((s) => s.uploadType === type);
}

/** Most files one wizard step accepts (a lease and its amendments; 1-3 reconciliation years). */
export const MAX_FILES_PER_STEP = 10;
