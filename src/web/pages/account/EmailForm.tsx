import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAuth } from '../../auth/auth-context';
import { ErrorAlert, SuccessMessage } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/Card';
import { TextField } from '../../components/ui/TextField';
import { apiPost, errorMessage } from '../../lib/api';
import type { OkResponse } from '../../lib/api-types';
import { useFlashMessage } from '../../lib/use-flash-message';
import { requiredEmail } from '../auth/validation';
import { CurrentPasswordField, currentPasswordRule } from './CurrentPasswordField';

const emailSchemaFor = (currentEmail: string) =>
  z.object({
    new_email: requiredEmail.refine((email) => email.toLowerCase() !== currentEmail.toLowerCase(), {
      error: 'New email must be different from your current email',
    }),
    current_password: currentPasswordRule,
  });
type EmailValues = z.infer<ReturnType<typeof emailSchemaFor>>;

/**
 * Update Email card (spec 2.13). It asks for the current password (decision 0026). The
 * change takes effect once the user confirms it from the new inbox, so the current
 * address stays on screen until then; the old address is told when it happens.
 */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const { refresh } = useAuth();
  const flash = useFlashMessage();
  const schema = useMemo(() => emailSchemaFor(currentEmail), [currentEmail]);
  const form = useForm<EmailValues>({
    resolver: zodResolver(schema),
    defaultValues: { new_email: '', current_password: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: EmailValues) => apiPost<OkResponse>('/api/account/email', values),
    onMutate: () => flash.clear(),
    onSuccess: () => {
      form.reset({ new_email: '', current_password: '' });
      flash.show('Email updated successfully. Please check your inbox for confirmation.');
      void refresh();
    },
  });

  return (
    <Card title="Update Email" headingId="account-email">
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <SuccessMessage message={flash.message} />
        <ErrorAlert message={mutation.isError ? errorMessage(mutation.error) : null} />
        <p className="text-sm text-slate-700">
          Current email: <span className="font-medium break-all text-slate-900">{currentEmail}</span>
        </p>
        <TextField
          label="New Email Address"
          type="email"
          autoComplete="email"
          required
          error={form.formState.errors.new_email?.message}
          {...form.register('new_email')}
        />
        <CurrentPasswordField
          error={form.formState.errors.current_password?.message}
          {...form.register('current_password')}
        />
        <button type="submit" disabled={mutation.isPending} className={buttonStyles.primary}>
          {mutation.isPending ? 'Updating...' : 'Update Email'}
        </button>
      </form>
    </Card>
  );
}
