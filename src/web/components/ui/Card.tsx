import type { ReactNode } from 'react';

/** White panel with a section heading; `headingId` labels the section landmark. */
export function Card({
  title,
  headingId,
  actions,
  children,
  className = '',
}: {
  title: string;
  headingId: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
