import { ChevronLeft, ChevronRight, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { WIZARD_STEPS } from '../../../shared/wizard';
import { buttonStyles } from '../../components/ui/button-styles';
import { UploadDialog } from '../../components/upload/UploadDialog';
import type { WizardSession } from '../../lib/api-types';
import { StepCard } from './StepCard';
import { StepIndicator } from './StepIndicator';
import { useRecordUpload, useRemoveDocumentMutation, useStepMutation } from './use-wizard';
import { canLeaveStep, canSubmit, documentsForStep, stepsWithUploads } from './wizard-rules';

interface WizardFormProps {
  wizard: WizardSession;
  submitting: boolean;
  onSubmit(comments: string): void;
  onError(error: unknown): void;
  /** Clears the page's error banner when the user tries something new. */
  onAction(): void;
}

/** Stepper, the current step's card, comments on the last step, and Back/Next/Submit (spec 2.14). */
export function WizardForm({ wizard, submitting, onSubmit, onError, onAction }: WizardFormProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [comments, setComments] = useState('');
  const commentsId = useId();
  const hintId = useId();
  const stepMutation = useStepMutation(onError);
  const removal = useRemoveDocumentMutation(onError);
  const recordUpload = useRecordUpload();

  const current = wizard.current_step;
  const step = WIZARD_STEPS[current] ?? WIZARD_STEPS[0]!;
  const isLast = current === WIZARD_STEPS.length - 1;
  const documents = wizard.uploaded_documents;
  const busy = submitting || stepMutation.isPending;
  const forwardAllowed = isLast ? canSubmit(documents) : canLeaveStep(documents, current);

  const goTo = (target: number) => {
    onAction();
    stepMutation.mutate({ request_id: wizard.request_id, current_step: target });
  };

  return (
    <div>
      <div className="space-y-8">
        <StepIndicator current={current} done={stepsWithUploads(documents)} />

        <section aria-labelledby="wizard-step-heading" className="space-y-4">
          <h2 id="wizard-step-heading" className="text-sm font-medium text-slate-700">
            Step {current + 1} of {WIZARD_STEPS.length}
          </h2>
          <StepCard
            step={step}
            documents={documentsForStep(documents, current)}
            removingId={removal.isPending ? (removal.variables ?? null) : null}
            disabled={submitting}
            onOpen={() => {
              onAction();
              setDialogOpen(true);
            }}
            onRemove={(id) => {
              onAction();
              removal.mutate(id);
            }}
          />
        </section>

        {isLast ? (
          <div>
            <label htmlFor={commentsId} className="block text-sm font-medium text-slate-900">
              Additional Comments (Optional)
            </label>
            <textarea
              id={commentsId}
              rows={4}
              maxLength={5000}
              value={comments}
              onChange={(event) => setComments(event.target.value)}
              disabled={submitting}
              className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700"
            />
          </div>
        ) : null}

        <div className="space-y-3 border-t border-slate-200 pt-6">
          <div className="flex items-center justify-between gap-4">
            <button
              type="button"
              onClick={() => goTo(current - 1)}
              disabled={current === 0 || busy}
              className={buttonStyles.secondary}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              Back
            </button>
            {isLast ? (
              <button
                type="button"
                onClick={() => onSubmit(comments)}
                disabled={!forwardAllowed || busy}
                aria-describedby={forwardAllowed ? undefined : hintId}
                className={buttonStyles.primary}
              >
                <Send aria-hidden="true" className="size-4" />
                {submitting ? 'Submitting...' : 'Submit'}
              </button>
            ) : (
              <button
                type="button"
                onClick={() => goTo(current + 1)}
                disabled={!forwardAllowed || busy}
                aria-describedby={forwardAllowed ? undefined : hintId}
                className={buttonStyles.primary}
              >
                Next
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            )}
          </div>
          {forwardAllowed ? null : (
            <p id={hintId} className="text-right text-sm text-slate-700">
              Upload at least one PDF for each required step to continue.
            </p>
          )}
        </div>
      </div>

      {/* Outside the spaced column: the closed <dialog> must not add a gap. */}
      <UploadDialog
        open={dialogOpen}
        title={step.title}
        description={step.description}
        fields={{ upload_type: step.uploadType, request_id: wizard.request_id }}
        onClose={() => setDialogOpen(false)}
        onUploaded={(document) => {
          void recordUpload(document, step.index);
        }}
      />
    </div>
  );
}
