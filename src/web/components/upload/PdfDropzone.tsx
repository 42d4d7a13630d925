import { FileUp } from 'lucide-react';
import { useId } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';

/**
 * The drag-and-drop zone of spec 2.8. It hands every pick to `onPick`, accepted or not, so
 * the dialog applies spec 5's own checks and messages instead of react-dropzone's codes;
 * `accept` only pre-filters the system file chooser.
 */
export function PdfDropzone({
  disabled,
  onPick,
  onTooMany,
}: {
  disabled: boolean;
  onPick(file: File): void;
  onTooMany(): void;
}) {
  const hintId = useId();
  const labelId = useId();
  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    if (accepted.length + rejected.length > 1) return onTooMany();
    const file = accepted[0] ?? rejected[0]?.file;
    if (file) onPick(file);
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    disabled,
    multiple: false,
    maxFiles: 1,
    accept: { 'application/pdf': ['.pdf'] },
    // Playwright's file chooser and older browsers both work with the plain <input>.
    useFsAccessApi: false,
  });

  // The hidden <input> sits beside the zone, not inside it: a control nested in a
  // role="button" is invisible to screen readers (axe nested-interactive).
  return (
    <div>
      <input {...getInputProps({ 'aria-label': 'PDF document' })} />
      <div
        {...getRootProps({
          role: 'button',
          'aria-labelledby': labelId,
          'aria-describedby': hintId,
          'aria-disabled': disabled || undefined,
        })}
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-8 text-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
          isDragActive ? 'border-blue-700 bg-blue-50' : 'border-slate-300 bg-slate-50 hover:border-blue-500'
        } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
      >
        <FileUp aria-hidden="true" className="size-10 text-blue-700" />
        <p id={labelId} className="font-medium text-slate-900">
          {isDragActive ? 'Drop the PDF file here' : 'Drag and drop your PDF document'}
        </p>
        <div id={hintId} className="text-sm text-slate-700">
          <p>or click to browse from your computer</p>
          <p className="mt-2 flex justify-center gap-3 text-xs">
            <span>PDF files only</span>
            <span aria-hidden="true">·</span>
            <span>Max 100MB</span>
          </p>
        </div>
      </div>
    </div>
  );
}
