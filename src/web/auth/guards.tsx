import { Navigate, Outlet, useLocation } from 'react-router';
import { HOME_FOR_SIGNED_IN, loginPathFor, redirectTargetFrom } from '../lib/redirect';
import { useAuth } from './auth-context';

/** Protected routes: visitors go to /login, which remembers where they were heading. */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}

/**
 * Landing, sign-in, registration and forgot-password are for visitors. A signed-in user
 * goes to the page remembered in ?redirect= (which is how a fresh sign-in lands where
 * it was heading) or else to the dashboard.
 */
export function SignedOutOnly() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (isAuthenticated)
    return <Navigate to={redirectTargetFrom(location.search) ?? HOME_FOR_SIGNED_IN} replace />;
  return <Outlet />;
}

/** Unknown paths: visitors to the landing page, signed-in users to their dashboard (spec 2.1). */
export function UnknownRouteRedirect() {
  const { isAuthenticated } = useAuth();
  return <Navigate to={isAuthenticated ? HOME_FOR_SIGNED_IN : '/'} replace />;
}
