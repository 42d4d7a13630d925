import { FolderOpen, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { CREDITS_PER_ANALYSIS, PLANS } from '../../../shared/constants';
import { ErrorAlert } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { errorMessage } from '../../lib/api';
import type { Profile } from '../../lib/api-types';
import { greetingFor } from '../../lib/greeting';
import { usePageTitle } from '../../lib/use-page-title';
import { textLinkClasses } from '../auth/text-link-styles';
import { creditsAvailable } from '../billing/CurrentPlan';
import { DashboardCounters } from './DashboardCounters';
import { RecentDocumentsPanel } from './RecentDocumentsPanel';
import { RequestsPanel } from './RequestsPanel';
import { useDashboard } from './use-dashboard';

/** Customer home (spec 2.5). */
export function CustomerDashboard({ profile }: { profile: Profile }) {
  usePageTitle('Dashboard');
  const dashboard = useDashboard();
  const greeting = greetingFor(new Date());
  const firstName = profile.first_name?.trim();
  // Without a credit the wizard cannot be submitted, so send the user to buy one first.
  const startAnalysisPath = profile.credits < CREDITS_PER_ANALYSIS ? '/billing' : '/new-project';

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {firstName ? `${greeting}, ${firstName}` : greeting}
        </h1>
        <p className="mt-2 text-lg text-slate-700">Here is where your lease analyses stand.</p>
        {/* What the next analysis will be paid with: bought credits, or the way to buy one. */}
        <p className="mt-1 text-slate-800" data-testid="dashboard-credits">
          {profile.credits > 0 ? (
            <>
              <span className="font-semibold">{creditsAvailable(profile.credits)}</span>
              {profile.subscription_tier ? ` (${PLANS[profile.subscription_tier].title})` : ''}
            </>
          ) : (
            <>
              No credits yet.{' '}
              <Link to="/billing" className={textLinkClasses}>
                Choose a plan
              </Link>{' '}
              to start your first analysis.
            </>
          )}
        </p>
      </div>

      <ErrorAlert message={dashboard.isError ? errorMessage(dashboard.error) : null} />

      <DashboardCounters counters={dashboard.data?.counters} />

      <div className="grid gap-4 sm:grid-cols-2">
        <Link
          to={startAnalysisPath}
          className={`${buttonStyles.large} bg-blue-700 text-white hover:bg-blue-800`}
        >
          <Plus aria-hidden="true" className="size-5" />
          Start New Analysis
        </Link>
        <Link
          to="/documents"
          className={`${buttonStyles.large} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`}
        >
          <FolderOpen aria-hidden="true" className="size-5" />
          View Documents
        </Link>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RequestsPanel requests={dashboard.data?.requests} loading={dashboard.isPending} />
        <RecentDocumentsPanel documents={dashboard.data?.recentDocuments} loading={dashboard.isPending} />
      </div>

      <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
        LeaseAudit reports are for information only. They are not legal or financial advice, the data you
        submit is not verified, and savings are not guaranteed. See our{' '}
        <Link to="/terms" className={textLinkClasses}>
          Terms of Service
        </Link>
        .
      </p>
    </div>
  );
}
