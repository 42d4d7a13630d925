import type { AdminUser } from '../../../shared/contracts/admin';
import { ErrorAlert } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { AdminTable, cell, PagedList } from './AdminTable';
import { userName } from './CreditsManager';
import { useCustomers, useStaff } from './use-admin';

interface RowActions {
  onEdit(user: AdminUser): void;
  onManageCredits?(user: AdminUser): void;
}

function UserRows({ users, onEdit, onManageCredits }: { users: AdminUser[] } & RowActions) {
  return (
    <>
      {users.map((u) => (
        <tr key={u.id}>
          <td className={cell}>{userName(u)}</td>
          <td className={`${cell} break-all`}>{u.email}</td>
          <td className={cell}>{onManageCredits ? u.credits : u.role}</td>
          <td className={cell}>
            {onManageCredits ? (u.subscription_tier ?? 'None') : formatDate(u.created_at)}
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            <button
              type="button"
              className={buttonStyles.ghost}
              aria-label={`Edit ${u.email}`}
              onClick={() => onEdit(u)}
            >
              Edit
            </button>
            {onManageCredits ? (
              <button
                type="button"
                className={buttonStyles.ghost}
                aria-label={`Manage credits of ${u.email}`}
                onClick={() => onManageCredits(u)}
              >
                Credits
              </button>
            ) : null}
          </td>
        </tr>
      ))}
    </>
  );
}

/** Customers (role user) newest first, and the staff, so an admin can promote and demote. */
export function UsersTab(actions: RowActions) {
  const customers = useCustomers();
  const staff = useStaff();
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h3 id="admin-customers-heading" className="font-semibold text-slate-900">
          Customers
        </h3>
        <PagedList
          query={customers}
          itemsOf={(p) => p.users}
          label="Customers"
          empty="No users yet"
          render={(users) => (
            <AdminTable label="Customers" head={['Name', 'E-mail', 'Credits', 'Tier', 'Actions']}>
              <UserRows users={users} {...actions} />
            </AdminTable>
          )}
        />
      </div>
      <div className="space-y-2">
        <h3 id="admin-staff-heading" className="font-semibold text-slate-900">
          Staff
        </h3>
        {staff.isPending ? <Spinner label="Loading staff" /> : null}
        {staff.isError ? <ErrorAlert message={errorMessage(staff.error)} /> : null}
        {staff.data ? (
          <AdminTable label="Staff" head={['Name', 'E-mail', 'Role', 'Since', 'Actions']}>
            <UserRows users={staff.data.users} onEdit={actions.onEdit} />
          </AdminTable>
        ) : null}
      </div>
    </div>
  );
}
