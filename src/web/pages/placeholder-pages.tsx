import { ComingSoonPage } from './ComingSoonPage';

/*
 * Screens owned by later issues. Each keeps its real heading and subtitle from the
 * spec so navigation, titles and tests are stable while the content is built.
 */

const DASHBOARD_BACK = { label: 'Back to Dashboard', to: '/dashboard' };

export const OrdersPage = () => (
  <ComingSoonPage
    title="Order History"
    subtitle="View all your past orders and their status"
    back={DASHBOARD_BACK}
  />
);
export const PurchaseSuccessPage = () => (
  <ComingSoonPage title="Purchase Successful!" back={DASHBOARD_BACK} />
);
export const AffiliatesPage = () => (
  <ComingSoonPage
    title="Affiliate Center"
    subtitle="Generate and share your unique referral links to earn commissions"
  />
);
export const BillingPage = () => (
  <ComingSoonPage title="Choose Your Plan" subtitle="Select the plan that best fits your needs" />
);
