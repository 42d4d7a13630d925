import { ComingSoonPage } from '../ComingSoonPage';

// Stub: being written (issue 6).
export const HelpPage = () => <ComingSoonPage title="Got Questions? We've Got Your Back." />;
