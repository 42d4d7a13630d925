import { type KeyboardEvent, useRef } from 'react';

export type LibraryTab = 'uploads' | 'reports';

export const LIBRARY_TABS: readonly { id: LibraryTab; label: string }[] = [
  { id: 'uploads', label: 'Your Uploads' },
  { id: 'reports', label: 'Analysis Reports' },
];

export const tabId = (tab: LibraryTab) => `library-tab-${tab}`;
export const panelId = (tab: LibraryTab) => `library-panel-${tab}`;

/** WAI-ARIA tabs: one tab stop, arrow keys / Home / End move and select (automatic activation). */
export function LibraryTabs({ active, onChange }: { active: LibraryTab; onChange(tab: LibraryTab): void }) {
  const refs = useRef(new Map<LibraryTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = LIBRARY_TABS.findIndex((t) => t.id === active);
    const last = LIBRARY_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % LIBRARY_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % LIBRARY_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = LIBRARY_TABS[next]?.id;
    if (!tab) return;
    onChange(tab);
    refs.current.get(tab)?.focus();
  };

  return (
    <div role="tablist" aria-label="Document Library" className="flex gap-1 border-b border-slate-200">
      {LIBRARY_TABS.map(({ id, label }) => {
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
            {label}
          </button>
        );
      })}
    </div>
  );
}
