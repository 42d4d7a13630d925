import { useId } from 'react';
import { buttonStyles } from '../../components/ui/button-styles';
import { useModalDialog } from '../../components/ui/use-modal-dialog';

/**
 * Spec 8: a failed analysis opens a modal titled 'Analysis Failed'. It also gives the
 * engine's reason, so the reviewer can tell the customer which document to replace.
 * The native <dialog> traps focus and returns it on close.
 */
export function AnalysisFailedModal({
  open,
  reason,
  onClose,
}: {
  open: boolean;
  reason: string | null;
  onClose(): void;
}) {
  const { ref, onCancel } = useModalDialog(open, onClose);
  const headingId = useId();
  const bodyId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      aria-describedby={bodyId}
      onCancel={onCancel}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {open ? (
        <div className="p-6">
          <h2 id={headingId} className="text-xl font-semibold text-red-800">
            Analysis Failed
          </h2>
          <div id={bodyId} className="mt-3 space-y-3 text-sm text-slate-800">
            <p>
              The analysis report cannot be shown because the analysis process failed. Please check the
              document and try again.
            </p>
            {reason ? (
              <p>
                <span className="font-semibold">Reason: </span>
                {reason}
              </p>
            ) : null}
          </div>
          <div className="mt-6 flex justify-end">
            {/* biome-ignore lint/a11y/noAutofocus: the dialog's one action takes the focus when it opens */}
            <button type="button" className={buttonStyles.primary} onClick={onClose} autoFocus>
              Close
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
