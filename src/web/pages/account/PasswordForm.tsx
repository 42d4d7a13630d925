import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert, SuccessMessage } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/Card';
import { TextField } from '../../components/ui/TextField';
import { apiPost, errorMessage } from '../../lib/api';
import type { OkResponse } from '../../lib/api-types';
import { useFlashMessage } from '../../lib/use-flash-message';
import { passwordPairSchema } from '../auth/validation';
import { CurrentPasswordField, currentPasswordRule } from './CurrentPasswordField';

const schema = z.object({ currentPassword: currentPasswordRule }).and(passwordPairSchema);
type PasswordValues = z.infer<typeof schema>;
const EMPTY: PasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Change Password card (spec 2.13). The spec's hidden current-password field is shown:
 * a stolen session alone must not be able to change the password (decision 0026).
 * Fields clear after a successful change; other devices are signed out.
 */
export function PasswordForm() {
  const flash = useFlashMessage();
  const form = useForm<PasswordValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const mutation = useMutation({
    mutationFn: ({ currentPassword, password, confirmPassword }: PasswordValues) =>
      apiPost<OkResponse>('/api/account/password', {
        current_password: currentPassword,
        new_password: password,
        confirm_password: confirmPassword,
      }),
    onMutate: () => flash.clear(),
    onSuccess: () => {
      form.reset(EMPTY);
      flash.show('Password updated successfully');
    },
  });
  const { errors } = form.formState;

  return (
    <Card title="Change Password" headingId="account-password">
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <SuccessMessage message={flash.message} />
        <ErrorAlert message={mutation.isError ? errorMessage(mutation.error) : null} />
        <CurrentPasswordField error={errors.currentPassword?.message} {...form.register('currentPassword')} />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          hint="Minimum 6 characters"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <button type="submit" disabled={mutation.isPending} className={buttonStyles.primary}>
          {mutation.isPending ? 'Updating...' : 'Update Password'}
        </button>
      </form>
    </Card>
  );
}
