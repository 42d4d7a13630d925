import { useIsFetching } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AdminUser } from '../../../shared/contracts/admin';
import { ErrorAlert, SuccessMessage } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { PageHeader } from '../../components/ui/PageHeader';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { ADMIN_QUERY_KEY } from '../../lib/query-keys';
import { useFlashMessage } from '../../lib/use-flash-message';
import { usePageTitle } from '../../lib/use-page-title';
import { type AdminTab, AdminTabs, adminPanelId, adminTabId } from './AdminTabs';
import { CreditsManager } from './CreditsManager';
import { EditUserModal } from './EditUserModal';
import { AuditLogTab, EngineQualityTab, OutboxTab } from './InsightTabs';
import { DocumentsTab, OrdersTab, OverdueTab } from './ListTabs';
import { StatsCards } from './StatsCards';
import { UsersTab } from './UsersTab';
import { useAdminStats, useRefreshAdmin } from './use-admin';

/** The admin workspace (spec 2.6, issue 12). The server enforces the role on every call. */
export function AdminDashboard() {
  usePageTitle('Admin Dashboard');
  const stats = useAdminStats();
  const refresh = useRefreshAdmin();
  const refreshing = useIsFetching({ queryKey: ADMIN_QUERY_KEY }) > 0;
  const [tab, setTab] = useState<AdminTab>('users');
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const flash = useFlashMessage();
  const creditsRef = useRef<HTMLDivElement>(null);

  const manageCredits = (user: AdminUser) => {
    setSelected(user);
    creditsRef.current?.scrollIntoView({ block: 'start' });
    creditsRef.current?.querySelector<HTMLInputElement>('input[type="number"]')?.focus();
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title="Admin Dashboard"
        subtitle="Users, requests, orders and the engine as the experts see it"
      >
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-4`}
          onClick={() => void refresh()}
          disabled={refreshing}
        >
          <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
          Refresh Data
        </button>
      </PageHeader>
      <section aria-labelledby="admin-stats-heading">
        <h2 id="admin-stats-heading" className="sr-only">
          Statistics
        </h2>
        {stats.isPending ? <Spinner label="Loading statistics" /> : null}
        {stats.isError ? <ErrorAlert message={errorMessage(stats.error)} /> : null}
        {stats.data ? <StatsCards stats={stats.data} /> : null}
      </section>
      <div ref={creditsRef}>
        <CreditsManager selected={selected} onSelect={setSelected} />
      </div>
      <SuccessMessage message={flash.message} />
      <section aria-labelledby="admin-lists-heading" className="space-y-4">
        <h2 id="admin-lists-heading" className="text-lg font-semibold text-slate-900">
          Workspace
        </h2>
        <AdminTabs active={tab} onChange={setTab} />
        <div role="tabpanel" id={adminPanelId(tab)} aria-labelledby={adminTabId(tab)}>
          {tab === 'users' ? <UsersTab onEdit={setEditing} onManageCredits={manageCredits} /> : null}
          {tab === 'documents' ? <DocumentsTab /> : null}
          {tab === 'orders' ? <OrdersTab /> : null}
          {tab === 'overdue' ? <OverdueTab /> : null}
          {tab === 'engine' ? <EngineQualityTab /> : null}
          {tab === 'audit' ? <AuditLogTab /> : null}
          {tab === 'outbox' ? <OutboxTab /> : null}
        </div>
      </section>
      <EditUserModal
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={(user) => {
          setEditing(null);
          if (selected?.id === user.id) setSelected(user);
          flash.show(`Updated ${user.email}: role ${user.role}.`);
        }}
      />
    </div>
  );
}
