import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { usePageTitle } from '../../lib/use-page-title';
import { RequestDetail } from './RequestDetail';
import { RequestList } from './RequestList';

/**
 * The assistant workspace (spec 2.7, issue 12): the analysed requests on the left, the
 * chosen one's review on the right (stacked on a phone). The chosen request is in the URL
 * (?request=), so a reload or a shared link opens the same review. The server enforces the
 * role on every call; DashboardPage shows this page to assistants only.
 */
export function AssistantDashboard() {
  usePageTitle('Assistant Dashboard');
  const [params, setParams] = useSearchParams();
  const selected = params.get('request');
  const select = (requestId: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('request', requestId);
      return next;
    });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title="Assistant Dashboard"
        subtitle="Review each automated analysis finding by finding, then publish the enhanced report"
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <RequestList selected={selected} onSelect={select} />
        {selected ? (
          <RequestDetail key={selected} requestId={selected} />
        ) : (
          <section
            aria-label="Report analysis"
            className="flex min-h-48 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700"
          >
            <p>Select a report to view analysis</p>
          </section>
        )}
      </div>
    </div>
  );
}
