import { ComingSoonPage } from './ComingSoonPage';

// Stub: being written (issue 6).
export const ContactPage = () => <ComingSoonPage title="Contact Us" />;
