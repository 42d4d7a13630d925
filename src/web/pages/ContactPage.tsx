import { Card } from '../components/ui/Card';
import { PageHeader } from '../components/ui/PageHeader';
import { usePageTitle } from '../lib/use-page-title';
import { ContactForm } from './contact/ContactForm';
import { ContactInfo } from './contact/ContactInfo';

/** Contact Us (spec 2.16): contact information and the message form. Public and pre-rendered. */
export function ContactPage() {
  usePageTitle('Contact Us');
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <PageHeader
        title="Contact Us"
        subtitle="Questions about your lease audit? Send us a message and we'll get back to you within 24 hours."
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card title="Send Us a Message" headingId="contact-form-heading" className="lg:col-span-2">
          <ContactForm />
        </Card>
        <ContactInfo />
      </div>
    </div>
  );
}
