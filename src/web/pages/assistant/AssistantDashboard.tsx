import { ComingSoonPage } from '../ComingSoonPage';

/** The assistant workspace (spec 2.7, issue 12). */
export const AssistantDashboard = () => <ComingSoonPage title="Assistant Dashboard" />;
