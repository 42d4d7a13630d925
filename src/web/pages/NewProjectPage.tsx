import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { CREDITS_PER_ANALYSIS } from '../../shared/constants';
import { useAuth } from '../auth/auth-context';
import { ErrorAlert } from '../components/ui/Alerts';
import { buttonStyles } from '../components/ui/button-styles';
import { PageHeader } from '../components/ui/PageHeader';
import { Spinner } from '../components/ui/Spinner';
import { ApiError, errorMessage } from '../lib/api';
import { usePageTitle } from '../lib/use-page-title';
import { useSubmitMutation, useWizardQuery } from './wizard/use-wizard';
import { WizardForm } from './wizard/WizardForm';

const isOutOfCredits = (error: unknown) => error instanceof ApiError && error.code === 'INSUFFICIENT_CREDITS';

/** The upload wizard (spec 2.14); its state lives on the server so it resumes anywhere. */
export function NewProjectPage() {
  usePageTitle('Start New Analysis');
  const navigate = useNavigate();
  const { profile } = useAuth();
  const wizard = useWizardQuery();
  const [error, setError] = useState<string | null>(null);

  const submit = useSubmitMutation({
    onSuccess: () => navigate('/success', { replace: true }),
    onError: (err) => {
      if (isOutOfCredits(err)) navigate('/billing', { replace: true });
      else setError(errorMessage(err));
    },
  });

  // Credit gate (spec 5): the server's count once loaded, the profile's if the wizard
  // failed to load. Skipped mid-submit, which itself spends the last credit.
  const credits = wizard.data?.credits ?? (wizard.isError ? profile?.credits : undefined);
  const outOfCredits =
    (credits !== undefined && credits < CREDITS_PER_ANALYSIS) || isOutOfCredits(wizard.error);
  if (outOfCredits && !submit.busy) return <Navigate to="/billing" replace />;

  const data = wizard.data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title="Start New Analysis" subtitle="Upload your lease documents in five simple steps" />
      <div className="space-y-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        <ErrorAlert message={error ?? (wizard.isError ? errorMessage(wizard.error) : null)} />
        {data ? (
          <WizardForm
            wizard={data.wizard}
            submitting={submit.busy}
            onSubmit={(comments) => {
              setError(null);
              submit.submit({ request_id: data.wizard.request_id, comments: comments.trim() });
            }}
            onError={(err) => setError(errorMessage(err))}
            onAction={() => setError(null)}
          />
        ) : wizard.isPending ? (
          <Spinner label="Loading your upload wizard" />
        ) : (
          <button type="button" onClick={() => void wizard.refetch()} className={buttonStyles.secondary}>
            Try again
          </button>
        )}
      </div>
    </div>
  );
}
