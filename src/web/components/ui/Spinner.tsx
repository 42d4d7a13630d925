import { LoaderCircle } from 'lucide-react';

/** Inline busy indicator for a panel; the label is what screen readers hear. */
export function Spinner({ label = 'Loading', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={`flex justify-center py-6 ${className}`}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-blue-700" />
    </div>
  );
}
