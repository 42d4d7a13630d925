/** The staff dashboards chosen by role (spec 2.1); each workspace lives in its own folder. */
export { AdminDashboard } from '../admin/AdminDashboard';
export { AssistantDashboard } from '../assistant/AssistantDashboard';
