import { randomUUID } from 'node:crypto';
import { INITIAL_WIZARD_STATE, WIZARD_STEP_COUNT } from '../../../shared/constants';
import { WIZARD_STEPS } from '../../../shared/wizard';
import type { WizardStateColumn } from '../../db/schema';

/** The wizard as the API shows it: always with a request id. */
export type WizardSession = Required<WizardStateColumn>;

/** A fresh wizard: step 0, nothing uploaded, a new request id (spec 9: a UUID per wizard session). */
export function freshWizard(): WizardSession {
  return { ...structuredClone(INITIAL_WIZARD_STATE), request_id: randomUUID() };
}

/**
 * Reads the stored column defensively (it is JSON written by older code or by hand) and
 * fills in a request id when none is open yet. `changed` says whether it must be saved.
 */
export function normalizeWizard(raw: unknown): { wizard: WizardSession; changed: boolean } {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Partial<WizardStateColumn>;
  const docs = Array.isArray(value.uploaded_documents)
    ? value.uploaded_documents.filter(
        (d): d is WizardSession['uploaded_documents'][number] =>
          !!d && typeof d === 'object' && typeof d.id === 'string' && typeof d.step === 'number',
      )
    : [];
  const step = Number.isInteger(value.current_step) ? (value.current_step as number) : 0;
  const requestId = typeof value.request_id === 'string' ? value.request_id : undefined;
  const wizard: WizardSession = {
    current_step: Math.min(Math.max(step, 0), WIZARD_STEP_COUNT - 1),
    uploaded_documents: docs,
    completed_steps: completedSteps(docs),
    request_id: requestId ?? randomUUID(),
  };
  return { wizard, changed: !requestId };
}

/** A step is completed once it holds at least one upload (green check in the UI). */
export function completedSteps(docs: WizardSession['uploaded_documents']): number[] {
  return [...new Set(docs.map((d) => d.step))].sort((a, b) => a - b);
}

/** The required steps (spec 2.14: 1-3) that still lack an upload, by title. */
export function missingRequiredSteps(wizard: WizardSession): string[] {
  const done = new Set(completedSteps(wizard.uploaded_documents));
  return WIZARD_STEPS.filter((s) => s.required && !done.has(s.index)).map((s) => s.title);
}
