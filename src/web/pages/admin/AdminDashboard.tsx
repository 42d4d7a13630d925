import { ComingSoonPage } from '../ComingSoonPage';

/** The admin workspace (spec 2.6, issue 12). */
export const AdminDashboard = () => <ComingSoonPage title="Admin Dashboard" />;
