import { ComingSoonPage } from '../ComingSoonPage';

// Stub: being written (issue 6).
export const TermsPage = () => <ComingSoonPage title="Terms of Service" />;
