import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { publicPageFor } from '../../../shared/public-pages';
import { useAuth } from '../../auth/auth-context';
import { FullScreenSpinner } from '../ui/FullScreenSpinner';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/**
 * Shell of every page: skip link, header, one <main>, footer. Until the session is
 * known no route can decide where the user belongs, so only a spinner shows; except on
 * the pre-rendered public pages, which render for a visitor straight away (that is the
 * HTML they were built with) and update if the session turns out to be signed in.
 */
export function AppLayout() {
  const { isLoading } = useAuth();
  const { pathname } = useLocation();
  if (isLoading && !publicPageFor(pathname)) return <FullScreenSpinner />;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <Toaster position="top-center" richColors closeButton />
      <ScrollRestoration />
    </div>
  );
}
