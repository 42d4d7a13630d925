import { Clock, Mail, MessageSquare } from 'lucide-react';
import { Card } from '../../components/ui/Card';
import { SupportEmailLink, useSupportEmail } from '../../components/ui/support-email';

const LINK_CLASSES =
  'break-all rounded-sm font-medium text-blue-700 underline underline-offset-2 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** Support address (from the deployment's settings), hours and reply promise (spec 2.16, 9). */
export function ContactInfo({ className }: { className?: string }) {
  const supportEmail = useSupportEmail();

  return (
    <Card title="Contact Information" headingId="contact-info-heading" className={className}>
      <dl className="space-y-5 text-slate-700">
        {supportEmail ? (
          <div>
            <dt className="flex items-center gap-2 font-semibold text-slate-900">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-blue-700" />
              Email
            </dt>
            <dd className="mt-1 pl-7">
              <SupportEmailLink className={LINK_CLASSES} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="flex items-center gap-2 font-semibold text-slate-900">
            <Clock aria-hidden="true" className="size-5 shrink-0 text-blue-700" />
            Support Hours
          </dt>
          <dd className="mt-1 pl-7">Monday-Friday 9am-5pm Eastern</dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-semibold text-slate-900">
            <MessageSquare aria-hidden="true" className="size-5 shrink-0 text-blue-700" />
            Response Time
          </dt>
          <dd className="mt-1 pl-7">We reply to every message within 24 hours.</dd>
        </div>
      </dl>
    </Card>
  );
}
