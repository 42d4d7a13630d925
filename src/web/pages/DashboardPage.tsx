import { Navigate } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { CustomerDashboard } from './dashboard/CustomerDashboard';
import { AdminDashboard, AssistantDashboard } from './dashboard/StaffDashboards';

/** One route, three dashboards chosen by role; any unknown role is a customer (spec 2.1). */
export function DashboardPage() {
  const { profile } = useAuth();
  if (!profile) return <Navigate to="/login" replace />;
  if (profile.role === 'admin') return <AdminDashboard />;
  if (profile.role === 'assistant') return <AssistantDashboard />;
  return <CustomerDashboard profile={profile} />;
}
