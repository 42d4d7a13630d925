import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { ErrorAlert, SuccessMessage } from '../components/ui/Alerts';
import { buttonStyles } from '../components/ui/button-styles';
import { TextField } from '../components/ui/TextField';
import { apiPost, errorMessage } from '../lib/api';
import { usePageTitle } from '../lib/use-page-title';
import { AuthCard } from './auth/AuthCard';
import { textLinkClasses } from './auth/text-link-styles';
import { requiredEmail } from './auth/validation';

const schema = z.object({ email: requiredEmail });
type ForgotValues = z.infer<typeof schema>;

/** Same words whether or not the address has an account, so the form cannot be used to probe for users. */
const SENT_MESSAGE = "If an account exists for that e-mail, we've sent a link to reset your password.";

export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const form = useForm<ForgotValues>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const mutation = useMutation({
    mutationFn: ({ email }: ForgotValues) =>
      apiPost('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }),
  });

  return (
    <AuthCard
      title="Forgot Your Password?"
      subtitle="Enter your e-mail and we'll send you a link to reset it."
    >
      {mutation.isSuccess ? (
        <SuccessMessage message={SENT_MESSAGE} />
      ) : (
        <form
          noValidate
          className="space-y-5"
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        >
          <ErrorAlert message={mutation.isError ? errorMessage(mutation.error) : null} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <button
            type="submit"
            disabled={mutation.isPending}
            className={`${buttonStyles.primary} w-full py-3`}
          >
            {mutation.isPending ? 'Sending...' : 'Send Reset Link'}
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-700">
        Remembered it?{' '}
        <Link to="/login" className={textLinkClasses}>
          Back to sign-in
        </Link>
      </p>
    </AuthCard>
  );
}
