import { FlaskConical } from 'lucide-react';
import { useAppConfig } from '../../lib/use-app-config';

/** Marks every place that starts or shows a payment while no card provider is configured. */
export function TestModeNote({ text = 'Test mode — no card is charged' }: { text?: string }) {
  const config = useAppConfig();
  if (config.data?.payments !== 'test') return null;
  return <TestModeBadge text={text} />;
}

export function TestModeBadge({ text }: { text: string }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-md border border-amber-400 bg-amber-50 px-3 py-1.5 text-sm font-semibold text-amber-900">
      <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </p>
  );
}
