import { Tabs } from '../../components/ui/Tabs';

export type AdminTab = 'users' | 'documents' | 'orders' | 'overdue' | 'engine' | 'audit' | 'outbox';

const ADMIN_TABS: readonly { id: AdminTab; label: string }[] = [
  { id: 'users', label: 'Users' },
  { id: 'documents', label: 'Documents' },
  { id: 'orders', label: 'Orders' },
  { id: 'overdue', label: 'Overdue' },
  { id: 'engine', label: 'Engine quality' },
  { id: 'audit', label: 'Audit log' },
  { id: 'outbox', label: 'E-mails' },
];

export const adminTabId = (tab: AdminTab) => `admin-tab-${tab}`;
export const adminPanelId = (tab: AdminTab) => `admin-panel-${tab}`;

/** The admin workspace's tabs (spec 2.6 plus issue 12); they wrap onto two lines on a phone. */
export function AdminTabs({ active, onChange }: { active: AdminTab; onChange(tab: AdminTab): void }) {
  return (
    <Tabs
      tabs={ADMIN_TABS}
      active={active}
      onChange={onChange}
      label="Admin workspace"
      tabId={adminTabId}
      panelId={adminPanelId}
      className="flex-wrap"
    />
  );
}
