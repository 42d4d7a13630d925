import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId } from 'react';
import type { DocumentDto } from '../../lib/api-types';
import { ANALYSIS_REQUESTS_QUERY_KEY, DASHBOARD_QUERY_KEY, DOCUMENTS_QUERY_KEY } from '../../lib/query-keys';
import { buttonStyles } from '../ui/button-styles';
import { useModalDialog } from '../ui/use-modal-dialog';
import { UploadPanel, type UploadPanelProps } from './UploadPanel';

export interface UploadDialogProps<T = DocumentDto> {
  open: boolean;
  /** Dialog heading; default 'Upload Document'. */
  title?: string;
  /** Optional line under the heading (the wizard passes the step's description). */
  description?: string;
  /** Extra multipart fields sent with the file, e.g. { upload_type, request_id }. */
  fields?: Record<string, string>;
  onClose(): void;
  /** Called with the created row after a successful upload (the dialog then closes itself via onClose). */
  onUploaded(result: T): void;
  /** Another destination and rules than a document upload (see UploadPanel). */
  upload?: UploadPanelProps<T>['upload'];
  validate?: UploadPanelProps<T>['validate'];
  /** A line above the dropzone (e.g. the rules of this upload). */
  hint?: string;
}

/**
 * Modal upload dialog (spec 2.8, 5) on the native <dialog>: showModal gives the focus trap,
 * the inert page behind and focus return for free. Its body mounts only while open, so
 * each opening starts with a clean state and closing mid-upload aborts the request.
 */
export function UploadDialog<T = DocumentDto>({
  open,
  title = 'Upload Document',
  description,
  fields,
  onClose,
  onUploaded,
  upload,
  validate,
  hint,
}: UploadDialogProps<T>) {
  const { ref, onCancel } = useModalDialog(open, onClose);
  const headingId = useId();
  const descriptionId = useId();
  const queryClient = useQueryClient();

  const handleUploaded = (result: T) => {
    // Every list that counts or shows documents is now stale (library, dashboard, requests).
    void queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ANALYSIS_REQUESTS_QUERY_KEY });
    onUploaded(result);
    onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {open ? (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={headingId} className="text-xl font-semibold text-slate-900">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="mt-1 text-sm text-slate-700">
                  {description}
                </p>
              ) : null}
            </div>
            <button type="button" onClick={onClose} aria-label="Close" className={buttonStyles.ghost}>
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {hint ? <p className="mb-3 text-sm text-slate-700">{hint}</p> : null}
          <UploadPanel<T> fields={fields} onUploaded={handleUploaded} upload={upload} validate={validate} />
        </div>
      ) : null}
    </dialog>
  );
}
