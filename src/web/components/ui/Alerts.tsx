import { AlertCircle, CircleCheck, Info } from 'lucide-react';

/** Red box for a failed action; shows the server's message verbatim (spec 8). */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}

/** Green confirmation, announced politely. */
export function SuccessMessage({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-800"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}

/** Neutral note (e.g. a cancelled checkout): nothing went wrong, the customer should know. */
export function InfoMessage({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}
