import { ComingSoonPage } from '../ComingSoonPage';

// Stub: being written (issue 6).
export const LeaseTermsGlossaryPage = () => (
  <ComingSoonPage title="Commercial Lease Terms Glossary" back={{ label: 'Back to Home', to: '/' }} />
);
