import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { useAuth } from '../../auth/auth-context';
import { FullScreenSpinner } from '../ui/FullScreenSpinner';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/**
 * Shell of every page: skip link, header, one <main>, footer. Until the session is
 * known no route can decide where the user belongs, so only a spinner shows.
 */
export function AppLayout() {
  const { isLoading } = useAuth();
  if (isLoading) return <FullScreenSpinner />;
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
