import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api';
import type { DocumentDto } from '../../lib/api-types';
import { ErrorAlert } from '../ui/Alerts';
import { PdfDropzone } from './PdfDropzone';
import { type UploadHandle, uploadDocument } from './upload-file';
import { ONE_FILE_MESSAGE, validatePdf } from './validate-pdf';

const NO_FIELDS: Record<string, string> = {};

/** Dropzone, client checks, the upload itself with its progress, and the error line. */
export function UploadPanel({
  fields = NO_FIELDS,
  onUploaded,
}: {
  fields?: Record<string, string>;
  onUploaded(document: DocumentDto): void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const upload = useRef<UploadHandle | null>(null);
  const busy = progress !== null;

  // Closing the dialog unmounts this panel: a running upload must not outlive it.
  useEffect(() => () => upload.current?.abort(), []);

  const start = async (file: File) => {
    const problem = validatePdf(file);
    setError(problem);
    if (problem) return;
    setFileName(file.name);
    setProgress(0);
    const handle = uploadDocument(file, fields, setProgress);
    upload.current = handle;
    try {
      const document = await handle.promise;
      upload.current = null;
      onUploaded(document);
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
