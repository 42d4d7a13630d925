import { ComingSoonPage } from '../ComingSoonPage';

// Stub: being written (issue 6).
export const NegotiationTipsPage = () => (
  <ComingSoonPage title="Commercial Lease Negotiation Tips" back={{ label: 'Back to Home', to: '/' }} />
);
