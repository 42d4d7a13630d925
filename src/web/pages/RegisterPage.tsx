import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';
import { useAuth } from '../auth/auth-context';
import { ErrorAlert } from '../components/ui/Alerts';
import { buttonStyles } from '../components/ui/button-styles';
import { TextField } from '../components/ui/TextField';
import { errorMessage } from '../lib/api';
import { usePageTitle } from '../lib/use-page-title';
import { RegisterMarketingPanel } from './auth/RegisterMarketingPanel';
import { textLinkClasses } from './auth/text-link-styles';
import { newPassword, requiredEmail } from './auth/validation';

const registerSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  email: requiredEmail,
  password: newPassword,
  acceptedTerms: z.boolean(),
});
type RegisterInput = z.input<typeof registerSchema>;
type RegisterValues = z.output<typeof registerSchema>;

/** Registration (spec 2.4): marketing panel beside the form; like sign-in, the guard navigates on success. */
export function RegisterPage() {
  usePageTitle('Create Account');
  const { signUp } = useAuth();
  const { search } = useLocation();
  const form = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', acceptedTerms: false },
  });
  const mutation = useMutation({ mutationFn: signUp });
  const { errors } = form.formState;
  const acceptedTerms = form.watch('acceptedTerms');

  const onSubmit = form.handleSubmit(({ acceptedTerms: accepted, ...values }) => {
    // The button is disabled without the box ticked; Enter in a field must not bypass that.
    if (!accepted) return;
    mutation.mutate(values);
  });

  return (
    <div className="mx-auto grid max-w-6xl overflow-hidden lg:my-10 lg:grid-cols-2 lg:rounded-lg lg:shadow-md">
      <div className="order-2 lg:order-1">
        <RegisterMarketingPanel />
      </div>
      <div className="order-1 bg-white px-4 py-10 sm:px-10 lg:order-2">
        <h1 className="text-2xl font-bold text-slate-900">Create Your Account</h1>
        <p className="mt-2 text-slate-700">Start your lease audit today.</p>
        <form noValidate className="mt-6 space-y-5" onSubmit={onSubmit}>
          <ErrorAlert message={mutation.isError ? errorMessage(mutation.error) : null} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="First Name"
              autoComplete="given-name"
              required
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <TextField
              label="Last Name"
              autoComplete="family-name"
              required
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
          </div>
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
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            hint="Minimum 6 characters"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <div className="flex items-start gap-3">
            <input
              id="accepted-terms"
              type="checkbox"
              className="mt-1 size-4 shrink-0 rounded border-slate-400 accent-blue-700"
              {...form.register('acceptedTerms')}
            />
            <label htmlFor="accepted-terms" className="text-sm text-slate-800">
              I agree to the{' '}
              <Link to="/terms" className={textLinkClasses}>
                Terms of Service
              </Link>{' '}
              and understand this service is informational only
            </label>
          </div>
          <button
            type="submit"
            disabled={!acceptedTerms || mutation.isPending}
            className={`${buttonStyles.primary} w-full py-3`}
          >
            {mutation.isPending ? 'Creating Account...' : 'Create Account'}
          </button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-700">
          Already have an account?{' '}
          <Link to={`/login${search}`} className={textLinkClasses}>
            Log in
          </Link>
        </p>
      </div>
    </div>
  );
}
