import { ComingSoonPage } from './ComingSoonPage';

/*
 * Screens owned by later issues. Each keeps its real heading and subtitle from the
 * spec so navigation, titles and tests are stable while the content is built.
 */

export const AffiliatesPage = () => (
  <ComingSoonPage
    title="Affiliate Center"
    subtitle="Generate and share your unique referral links to earn commissions"
  />
);
