import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../components/ui/button-styles';
import { usePageTitle } from '../lib/use-page-title';

/** Confirmation after the wizard's submit (spec 2.15); the wizard replaces history to land here. */
export function SubmissionSuccessPage() {
  usePageTitle('Analysis Request Submitted');
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <CircleCheck aria-hidden="true" className="mx-auto size-16 text-green-700" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">Analysis Request Submitted!</h1>
      <p className="mt-4 text-lg text-slate-700">
        Your documents have been uploaded successfully. Our team will begin analyzing them shortly.
      </p>
      <Link to="/dashboard" className={`${buttonStyles.primary} mt-8`}>
        Return to Dashboard
      </Link>
    </div>
  );
}
