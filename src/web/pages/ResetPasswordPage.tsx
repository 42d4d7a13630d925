import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert, SuccessMessage } from '../components/ui/Alerts';
import { buttonStyles } from '../components/ui/button-styles';
import { TextField } from '../components/ui/TextField';
import { apiPost, errorMessage } from '../lib/api';
import { ME_QUERY_KEY } from '../lib/query-keys';
import { usePageTitle } from '../lib/use-page-title';
import { AuthCard } from './auth/AuthCard';
import { textLinkClasses } from './auth/text-link-styles';
import { passwordPairSchema } from './auth/validation';

type ResetValues = z.infer<typeof passwordPairSchema>;

const INVALID_LINK_MESSAGE = 'This password reset link is invalid or has expired. Please request a new one.';

/**
 * Target of the e-mailed link: the server redirects here with ?token=... or, for a
 * bad or expired token, with ?error=INVALID_TOKEN.
 */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const queryClient = useQueryClient();
  const form = useForm<ResetValues>({
    resolver: zodResolver(passwordPairSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const mutation = useMutation({
    mutationFn: ({ password }: ResetValues) =>
      apiPost('/api/auth/reset-password', { newPassword: password, token: token ?? '' }),
    // The server revokes existing sessions on reset; re-read ours so the header is truthful.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
  const { errors } = form.formState;

  if (linkError || !token) {
    return (
      <AuthCard title="Reset Your Password">
        <ErrorAlert message={INVALID_LINK_MESSAGE} />
        <p className="mt-6 text-center text-sm">
          <Link to="/forgot-password" className={textLinkClasses}>
            Request a new reset link
          </Link>
        </p>
      </AuthCard>
    );
  }

  if (mutation.isSuccess) {
    return (
      <AuthCard title="Reset Your Password">
        <SuccessMessage message="Your password has been reset. You can now sign in." />
        <Link to="/login" className={`${buttonStyles.primary} mt-6 w-full py-3`}>
          Go to sign-in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Your Password" subtitle="Choose a new password for your account.">
      <form
        noValidate
        className="space-y-5"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <ErrorAlert message={mutation.isError ? errorMessage(mutation.error) : null} />
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
        <button type="submit" disabled={mutation.isPending} className={`${buttonStyles.primary} w-full py-3`}>
          {mutation.isPending ? 'Resetting...' : 'Reset Password'}
        </button>
      </form>
    </AuthCard>
  );
}
