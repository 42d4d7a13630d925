import { WIZARD_STEPS } from '../../../shared/wizard';
import type { WizardDocument } from '../../lib/api-types';

/*
 * The wizard's gating rules (spec 4 "Wizard", 5): pure, so the page and any test agree.
 * A step counts as done once it holds at least one upload; the server's
 * completed_steps says the same, but deriving it from the files keeps an optimistic
 * upload and its green check in step.
 */

export function documentsForStep(documents: readonly WizardDocument[], step: number): WizardDocument[] {
  return documents.filter((doc) => doc.step === step);
}

export function stepsWithUploads(documents: readonly WizardDocument[]): Set<number> {
  return new Set(documents.map((doc) => doc.step));
}

/** Next (or Submit) needs every required step up to and including `step` to hold a file. */
export function canLeaveStep(documents: readonly WizardDocument[], step: number): boolean {
  const done = stepsWithUploads(documents);
  return WIZARD_STEPS.every((s) => s.index > step || !s.required || done.has(s.index));
}

/** Submit needs all required steps, wherever the user stands. */
export function canSubmit(documents: readonly WizardDocument[]): boolean {
  return canLeaveStep(documents, WIZARD_STEPS.length - 1);
}
