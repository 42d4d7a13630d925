import type { StatusTone } from '../../../shared/request-status';

/** Dark text on a light tint of each tone keeps the contrast above 4.5:1. */
const TONE_CLASSES: Record<StatusTone, string> = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-900',
  blue: 'bg-blue-100 text-blue-800',
  orange: 'bg-orange-100 text-orange-900',
  red: 'bg-red-100 text-red-800',
  grey: 'bg-slate-100 text-slate-800',
};

export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE_CLASSES[tone]}`}
    >
      {label}
    </span>
  );
}
