import { CalendarClock, Clock, Lock, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { PageHeader } from '../../components/ui/PageHeader';
import { SupportEmailLink } from '../../components/ui/support-email';
import { usePageTitle } from '../../lib/use-page-title';
import { LINK_CLASSES } from './content-styles';

const MONTHLY_PLAN_SUBJECT = 'Monthly Support Plan Inquiry';

/** Help (spec 2.16): support is a human e-mail channel, so every card leads to an e-mail. */
export function HelpPage() {
  usePageTitle('Help');
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <PageHeader
        title="Got Questions? We've Got Your Back."
        subtitle="Real people answer every message. Reach us by e-mail about your audit, your report or your account."
      />

      <div className="grid gap-6 md:grid-cols-3">
        <HelpCard
          icon={<Mail aria-hidden="true" className="size-6" />}
          title="Email Support"
          headingId="help-email"
        >
          <p>
            Questions about an upload, your report or your bill? Write to us and a member of our team will
            reply.
          </p>
          <p className="mt-3 font-medium">
            <SupportEmailLink className={LINK_CLASSES} />
          </p>
          <p className="mt-3 text-sm">Average response time: 2-4 business hours.</p>
        </HelpCard>

        <HelpCard
          icon={<CalendarClock aria-hidden="true" className="size-6" />}
          title="Monthly Support Plans"
          headingId="help-plans"
        >
          <p>Need more than a one-time audit? Our monthly plans include:</p>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            <li>Recurring audits of your statements</li>
            <li>Support when negotiating with your landlord</li>
            <li>Proactive protection against overbilling</li>
          </ul>
          <p className="mt-3">
            Plans are arranged by e-mail. Tell us about your locations and we will reply with options.
          </p>
          <SupportEmailLink subject={MONTHLY_PLAN_SUBJECT} className={`mt-4 ${buttonStyles.primary}`}>
            Ask About Monthly Plans
          </SupportEmailLink>
        </HelpCard>

        <HelpCard
          icon={<Clock aria-hidden="true" className="size-6" />}
          title="Support Hours"
          headingId="help-hours"
        >
          <dl className="space-y-3">
            <div>
              <dt className="font-medium text-slate-900">Weekdays</dt>
              <dd>Monday-Friday 9am-5pm Eastern</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-900">Weekends</dt>
              <dd>Weekend help is available for urgent issues.</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-900">Average response</dt>
              <dd>2-4 business hours</dd>
            </div>
          </dl>
        </HelpCard>
      </div>

      <section
        aria-labelledby="help-security"
        className="mt-8 flex gap-4 rounded-lg border border-blue-200 bg-blue-50 p-6 text-slate-800"
      >
        <Lock aria-hidden="true" className="mt-1 size-6 shrink-0 text-blue-700" />
        <div className="min-w-0">
          <h2 id="help-security" className="text-lg font-semibold text-slate-900">
            Your Documents Are Secure and Confidential
          </h2>
          <p className="mt-2">
            Everything you upload travels to us over an encrypted (HTTPS) connection and is kept in private
            storage that only you and the LeaseAudit team working on your audit can open. We treat your lease,
            statements and bills as confidential: we never share them with your landlord and never sell them.
            Read our{' '}
            <Link to="/terms" className={`${LINK_CLASSES} underline`}>
              Terms of Service
            </Link>{' '}
            for the details of how we handle your documents.
          </p>
        </div>
      </section>
    </div>
  );
}

function HelpCard({
  icon,
  title,
  headingId,
  children,
}: {
  icon: ReactNode;
  title: string;
  headingId: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-6 text-slate-700 shadow-sm"
    >
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-blue-50 text-blue-700">
        {icon}
      </div>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 flex-1">{children}</div>
    </section>
  );
}
