import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api';
import type { DocumentDto } from '../../lib/api-types';
import { ErrorAlert } from '../ui/Alerts';
import { PdfDropzone } from './PdfDropzone';
import { type UploadHandle, uploadDocument } from './upload-file';
import { ONE_FILE_MESSAGE, validatePdf } from './validate-pdf';

const NO_FIELDS: Record<string, string> = {};

export interface UploadPanelProps<T> {
  fields?: Record<string, string>;
  onUploaded(result: T): void;
  upload?: UploadFn<T>;
  validate?: (file: File) => string | null;
}

type UploadFn<T> = (
  file: File,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
) => UploadHandle<T>;

/**
 * Dropzone, client checks, the upload itself with its progress, and the error line. By
 * default a document upload; `upload` and `validate` send the file elsewhere under other
 * rules (the assistants' enhanced report: 200 MB).
 */
export function UploadPanel<T = DocumentDto>({
  fields = NO_FIELDS,
  onUploaded,
  upload: send = uploadDocument as unknown as UploadFn<T>,
  validate = validatePdf,
}: UploadPanelProps<T>) {
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const upload = useRef<UploadHandle<T> | null>(null);
  const busy = progress !== null;

  // Closing the dialog unmounts this panel: a running upload must not outlive it.
  useEffect(() => () => upload.current?.abort(), []);

  const start = async (file: File) => {
    const problem = validate(file);
    setError(problem);
    if (problem) return;
    setFileName(file.name);
    setProgress(0);
    const handle = send(file, fields, setProgress);
    upload.current = handle;
    try {
      const result = await handle.promise;
      upload.current = null;
      onUploaded(result);
    } catch (err) {
      upload.current = null;
      if (err instanceof DOMException && err.name === 'AbortError') return;
      setProgress(null);
      setError(errorMessage(err));
    }
  };

  return (
    <div className="space-y-4">
      <PdfDropzone
        disabled={busy}
        onPick={(file) => void start(file)}
        onTooMany={() => setError(ONE_FILE_MESSAGE)}
      />
      {busy ? (
        <div role="status" className="space-y-2 text-sm text-slate-800">
          <p className="flex items-center gap-2">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-blue-700" />
            <span>Uploading...</span>
            <span className="truncate text-slate-600">{fileName}</span>
          </p>
          <progress
            className="h-2 w-full overflow-hidden rounded-full accent-blue-700"
            max={100}
            value={Math.round((progress ?? 0) * 100)}
            aria-label="Upload progress"
          />
        </div>
      ) : null}
      <ErrorAlert message={error} />
    </div>
  );
}
