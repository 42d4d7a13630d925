import { ComingSoonPage } from './ComingSoonPage';

/*
 * Screens owned by later issues. Each keeps its real heading and subtitle from the
 * spec so navigation, titles and tests are stable while the content is built.
 */

const DASHBOARD_BACK = { label: 'Back to Dashboard', to: '/dashboard' };
const HOME_BACK = { label: 'Back to Home', to: '/' };

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

export const HelpPage = () => <ComingSoonPage title="Got Questions? We've Got Your Back." />;
export const CareersPage = () => (
  <ComingSoonPage title="Careers" subtitle="Join the team helping tenants stop overpaying" />
);
export const TermsPage = () => <ComingSoonPage title="Terms of Service" />;
export const PrivacyPage = () => <ComingSoonPage title="Privacy Policy" />;
export const ContactPage = () => <ComingSoonPage title="Contact Us" />;
export const TicamGuidePage = () => (
  <ComingSoonPage title="TICAM and Triple Net Lease Guide" back={HOME_BACK} />
);
export const LeaseTermsGlossaryPage = () => (
  <ComingSoonPage title="Commercial Lease Terms Glossary" back={HOME_BACK} />
);
export const NegotiationTipsPage = () => (
  <ComingSoonPage title="Commercial Lease Negotiation Tips" back={HOME_BACK} />
);
