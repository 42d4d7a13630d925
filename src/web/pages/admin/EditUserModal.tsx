import { type FormEvent, useId, useState } from 'react';
import { ADMIN_ROLES, type AdminUser, type UserEdit } from '../../../shared/contracts/admin';
import { ErrorAlert } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { SelectField, TextField } from '../../components/ui/TextField';
import { errorMessage } from '../../lib/api';
import { useEditUser } from './use-admin';

const ROLE_LABELS: Record<UserEdit['role'], string> = {
  user: 'User',
  admin: 'Admin',
  assistant: 'Assistant',
};

/**
 * The edit-user modal (spec 2.6): names and role (user or admin, and assistant: decision
 * 0038). A native <dialog>: focus moves in, is trapped, and returns to the Edit button.
 */
export function EditUserModal({
  user,
  onClose,
  onSaved,
}: {
  user: AdminUser | null;
  onClose(): void;
  onSaved(user: AdminUser): void;
}) {
  const headingId = useId();
  return (
    <ModalDialog open={user !== null} onClose={onClose} labelledBy={headingId}>
      {user ? (
        <EditUserForm key={user.id} user={user} headingId={headingId} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </ModalDialog>
  );
}

function EditUserForm({
  user,
  headingId,
  onClose,
  onSaved,
}: {
  user: AdminUser;
  headingId: string;
  onClose(): void;
  onSaved(user: AdminUser): void;
}) {
  const [firstName, setFirstName] = useState(user.first_name);
  const [lastName, setLastName] = useState(user.last_name);
  const [role, setRole] = useState<UserEdit['role']>(user.role);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditUser();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const { user: saved } = await edit.mutateAsync({
        id: user.id,
        body: { role, first_name: firstName, last_name: lastName },
      });
      onSaved(saved);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4 p-6">
      <h2 id={headingId} className="text-xl font-semibold">
        Edit User
      </h2>
      <p className="break-all text-sm text-slate-700">{user.email}</p>
      <TextField label="First name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
      <TextField label="Last name" value={lastName} onChange={(e) => setLastName(e.target.value)} />
      <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value as UserEdit['role'])}>
        {ADMIN_ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <ErrorAlert message={error} />
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={edit.isPending}>
          {edit.isPending ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
