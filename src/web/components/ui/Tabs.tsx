import { type KeyboardEvent, useRef } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i + n - 1) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * WAI-ARIA tabs: one tab stop, arrow keys / Home / End move and select (automatic
 * activation). `tabId` and `panelId` name the tab and the panel it controls.
 */
export function Tabs<T extends string>({
  tabs,
  active,
  onChange,
  label,
  tabId,
  panelId,
  className = '',
}: {
  tabs: readonly TabItem<T>[];
  active: T;
  onChange(tab: T): void;
  label: string;
  tabId(tab: T): string;
  panelId(tab: T): string;
  className?: string;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const tab =
      tabs[
        move(
          tabs.findIndex((t) => t.id === active),
          tabs.length,
        )
      ]?.id;
    if (tab === undefined) return;
    onChange(tab);
    refs.current.get(tab)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={`flex gap-1 border-b border-slate-200 ${className}`}>
      {tabs.map(({ id, label: text }) => {
        const selected = id === active;
        return (
          <button
            key={id}
            ref={(el) => {
              if (el) refs.current.set(id, el);
              else refs.current.delete(id);
            }}
            type="button"
            role="tab"
            id={tabId(id)}
            aria-selected={selected}
            aria-controls={selected ? panelId(id) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(id)}
            onKeyDown={onKeyDown}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
              selected
                ? 'border-blue-700 text-blue-800'
                : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}
