import type { ReactNode } from 'react';

/** The page's single <h1> plus its subtitle. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {subtitle ? <p className="mt-2 text-lg text-slate-700">{subtitle}</p> : null}
      {children}
    </div>
  );
}
