import { Check } from 'lucide-react';
import { WIZARD_STEPS } from '../../../shared/wizard';

/** Numbered progress list; the current step carries aria-current="step" for screen readers. */
export function StepIndicator({ current, done }: { current: number; done: ReadonlySet<number> }) {
  return (
    <nav aria-label="Wizard progress">
      <ol className="grid grid-cols-5 gap-2">
        {WIZARD_STEPS.map((step) => {
          const isCurrent = step.index === current;
          const isDone = done.has(step.index);
          const circle = isDone
            ? 'border-green-600 bg-green-600 text-white'
            : isCurrent
              ? 'border-blue-700 bg-blue-700 text-white'
              : 'border-slate-300 bg-white text-slate-700';
          return (
            <li
              key={step.index}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex flex-col items-center gap-1 text-center"
            >
              <span
                aria-hidden="true"
                className={`flex size-9 items-center justify-center rounded-full border-2 text-sm font-semibold ${circle}`}
              >
                {isDone ? <Check aria-hidden="true" className="size-5" /> : step.index + 1}
              </span>
              <span
                aria-hidden="true"
                className={`hidden text-xs sm:block ${isCurrent ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
              >
                {step.title}
              </span>
              {/* One spoken label instead of the number and title read apart (the title is hidden on small screens). */}
              <span className="sr-only">
                {`Step ${step.index + 1}: ${step.title}${isDone ? ' (uploaded)' : ''}`}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
