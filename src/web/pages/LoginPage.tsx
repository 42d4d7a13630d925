import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { useAuth } from '../auth/auth-context';
import { ErrorAlert } from '../components/ui/Alerts';
import { buttonStyles } from '../components/ui/button-styles';
import { TextField } from '../components/ui/TextField';
import { errorMessage } from '../lib/api';
import { usePageTitle } from '../lib/use-page-title';
import { AuthCard } from './auth/AuthCard';
import { textLinkClasses } from './auth/text-link-styles';
import { requiredEmail } from './auth/validation';

const loginSchema = z.object({
  email: requiredEmail,
  password: z.string().min(1, 'Password is required'),
});
type LoginValues = z.infer<typeof loginSchema>;

/**
 * Sign-in (spec 2.4). On success the session reloads and the signed-out-only guard
 * sends the user on to ?redirect= or the dashboard, so this page never navigates itself.
 */
export function LoginPage() {
  usePageTitle('Sign In');
  const { signIn } = useAuth();
  const { search } = useLocation();
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const mutation = useMutation({ mutationFn: signIn });
  const { errors } = form.formState;

  return (
    <AuthCard title="Welcome Back" subtitle="Sign in to your LeaseAudit account">
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
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex justify-end text-sm">
          <Link to="/forgot-password" className={textLinkClasses}>
            Forgot password?
          </Link>
        </div>
        <button type="submit" disabled={mutation.isPending} className={`${buttonStyles.primary} w-full py-3`}>
          {mutation.isPending ? 'Signing In...' : 'Sign In'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Don&apos;t have an account?{' '}
        <Link to={`/register${search}`} className={textLinkClasses}>
          Create one
        </Link>
      </p>
    </AuthCard>
  );
}
