import { ComingSoonPage } from '../ComingSoonPage';

// Stub: being written (issue 6).
export const CareersPage = () => <ComingSoonPage title="Careers" />;
