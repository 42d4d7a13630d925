import { ComingSoonPage } from '../ComingSoonPage';

// Stub: being written (issue 6).
export const TicamGuidePage = () => (
  <ComingSoonPage title="TICAM and Triple Net Lease Guide" back={{ label: 'Back to Home', to: '/' }} />
);
