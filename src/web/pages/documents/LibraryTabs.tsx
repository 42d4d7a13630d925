import { Tabs } from '../../components/ui/Tabs';

export type LibraryTab = 'uploads' | 'reports';

export const LIBRARY_TABS: readonly { id: LibraryTab; label: string }[] = [
  { id: 'uploads', label: 'Your Uploads' },
  { id: 'reports', label: 'Analysis Reports' },
];

export const tabId = (tab: LibraryTab) => `library-tab-${tab}`;
export const panelId = (tab: LibraryTab) => `library-panel-${tab}`;

/** The library's two tabs (spec 2.8). */
export function LibraryTabs({ active, onChange }: { active: LibraryTab; onChange(tab: LibraryTab): void }) {
  return (
    <Tabs
      tabs={LIBRARY_TABS}
      active={active}
      onChange={onChange}
      label="Document Library"
      tabId={tabId}
      panelId={panelId}
    />
  );
}
