import { CircleCheck, FileText, Upload } from 'lucide-react';
import type { WizardStep } from '../../../shared/wizard';
import type { WizardDocument } from '../../lib/api-types';

interface StepCardProps {
  step: WizardStep;
  documents: WizardDocument[];
  /** Id of the file whose removal is in flight, if any. */
  removingId: string | null;
  disabled: boolean;
  onOpen(): void;
  onRemove(documentId: string): void;
}

/**
 * The current step as one big button that opens the upload dialog (spec 2.14), with the
 * files already uploaded for it listed underneath. A step may hold several files
 * (a lease and its amendments; 1-3 reconciliation years), so the card stays clickable.
 */
export function StepCard({ step, documents, removingId, disabled, onOpen, onRemove }: StepCardProps) {
  const uploaded = documents.length > 0;
  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={onOpen}
        disabled={disabled}
        className={`flex w-full items-start gap-4 rounded-lg border-2 p-6 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60 ${
          uploaded
            ? 'border-green-600 bg-green-50 hover:bg-green-100'
            : 'border-dashed border-slate-300 bg-white hover:border-blue-500 hover:bg-blue-50'
        }`}
      >
        <span
          className={`flex size-12 shrink-0 items-center justify-center rounded-full ${uploaded ? 'bg-green-100' : 'bg-blue-100'}`}
        >
          {uploaded ? (
            <CircleCheck aria-hidden="true" className="size-7 text-green-700" />
          ) : (
            <Upload aria-hidden="true" className="size-6 text-blue-700" />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold text-slate-900">{step.title}</span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
              {step.required ? 'Required' : 'Optional'}
            </span>
            {uploaded ? (
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                Uploaded
              </span>
            ) : null}
          </span>
          <span className="mt-1 block text-sm text-slate-700">{step.description}</span>
          <span className="mt-3 block text-sm font-medium text-blue-700">
            {uploaded ? 'Click to add another PDF' : 'Click to upload a PDF'}
          </span>
        </span>
      </button>

      {uploaded ? (
        <ul aria-label={`Uploaded files for ${step.title}`} className="space-y-2">
          {documents.map((doc) => (
            <li
              key={doc.id}
              className="flex items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
              <span className="min-w-0 flex-1 truncate text-slate-900">{doc.title}</span>
              <button
                type="button"
                onClick={() => onRemove(doc.id)}
                disabled={disabled || removingId !== null}
                aria-label={`Remove ${doc.title}`}
                className="rounded px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:text-slate-500"
              >
                {removingId === doc.id ? 'Removing...' : 'Remove'}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
