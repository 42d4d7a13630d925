import { ComingSoonPage } from '../ComingSoonPage';

/** Built in later issues (spec 2.6, 2.7); the role routing already lands here. */
export const AdminDashboard = () => <ComingSoonPage title="Admin Dashboard" />;
export const AssistantDashboard = () => <ComingSoonPage title="Assistant Dashboard" />;
