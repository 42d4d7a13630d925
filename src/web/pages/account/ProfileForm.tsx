import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAuth } from '../../auth/auth-context';
import { ErrorAlert, SuccessMessage } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/Card';
import { TextField } from '../../components/ui/TextField';
import { apiPatch, errorMessage } from '../../lib/api';
import type { Profile, ProfileResponse } from '../../lib/api-types';
import { useFlashMessage } from '../../lib/use-flash-message';

const schema = z.object({
  first_name: z.string().trim().min(1, 'First name is required'),
  last_name: z.string().trim().min(1, 'Last name is required'),
});
type ProfileValues = z.infer<typeof schema>;

/** Personal Information card (spec 2.13). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { setProfile } = useAuth();
  const flash = useFlashMessage();
  const form = useForm<ProfileValues>({
    resolver: zodResolver(schema),
    defaultValues: { first_name: profile.first_name ?? '', last_name: profile.last_name ?? '' },
  });
  const mutation = useMutation({
    mutationFn: (values: ProfileValues) => apiPatch<ProfileResponse>('/api/profile', values),
    onMutate: () => flash.clear(),
    onSuccess: ({ profile: saved }) => {
      setProfile(saved);
      form.reset({ first_name: saved.first_name ?? '', last_name: saved.last_name ?? '' });
      flash.show('Profile updated successfully');
    },
  });
  const [firstName, lastName] = form.watch(['first_name', 'last_name']);
  const bothEmpty = !firstName.trim() && !lastName.trim();
  const { errors } = form.formState;

  return (
    <Card title="Personal Information" headingId="account-personal">
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <SuccessMessage message={flash.message} />
        <ErrorAlert message={mutation.isError ? errorMessage(mutation.error) : null} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First Name"
            autoComplete="given-name"
            required
            error={errors.first_name?.message}
            {...form.register('first_name')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            required
            error={errors.last_name?.message}
            {...form.register('last_name')}
          />
        </div>
        <button type="submit" disabled={bothEmpty || mutation.isPending} className={buttonStyles.primary}>
          {mutation.isPending ? 'Updating...' : 'Update Profile'}
        </button>
      </form>
    </Card>
  );
}
