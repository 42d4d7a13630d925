import { ComingSoonPage } from '../ComingSoonPage';

// Stub: being written (issue 6).
export const PrivacyPage = () => <ComingSoonPage title="Privacy Policy" />;
