import { LoaderCircle } from 'lucide-react';

/** Shown while the session loads, before any route can decide where the user belongs (spec 2.1). */
export function FullScreenSpinner() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50">
      <div role="status" aria-label="Loading">
        <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-blue-700" />
      </div>
    </main>
  );
}
