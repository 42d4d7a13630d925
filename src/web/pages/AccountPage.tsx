import { Navigate } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { PageHeader } from '../components/ui/PageHeader';
import { usePageTitle } from '../lib/use-page-title';
import { EmailForm } from './account/EmailForm';
import { PasswordForm } from './account/PasswordForm';
import { ProfileForm } from './account/ProfileForm';

/** Account Settings (spec 2.13). */
export function AccountPage() {
  usePageTitle('Account Settings');
  const { profile, user } = useAuth();
  if (!profile) return <Navigate to="/login" replace />;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title="Account Settings" subtitle="Manage your account information and security settings" />
      <ProfileForm profile={profile} />
      <EmailForm currentEmail={user?.email ?? profile.email} />
      <PasswordForm />
    </div>
  );
}
