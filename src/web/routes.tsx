import type { RouteObject } from 'react-router';
import { RequireAuth, SignedOutOnly, UnknownRouteRedirect } from './auth/guards';
import { AppLayout } from './components/layout/AppLayout';
import { RouterErrorPage } from './pages/RouterErrorPage';

/*
 * Route table of spec 2.1, grouped by who may see each screen. Every page is its own
 * chunk (`lazy`), so the landing page loads only the shell and itself; the browser entry
 * (main.tsx) and the build-time renderer (entry-server.tsx) resolve the matched pages
 * before they render, which keeps pre-rendered HTML and hydration identical.
 */

const page =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  async () => ({ Component: (await load())[name] as React.ComponentType });

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Outermost boundary: the shell itself failed, so the page brings its own <main>.
    errorElement: <RouterErrorPage standalone />,
    children: [
      {
        // Inner boundary: a failing page keeps the header and footer around the message.
        errorElement: <RouterErrorPage />,
        children: [
          {
            element: <SignedOutOnly />,
            children: [
              { path: '/', lazy: page(() => import('./pages/LandingPage'), 'LandingPage') },
              { path: '/login', lazy: page(() => import('./pages/LoginPage'), 'LoginPage') },
              { path: '/register', lazy: page(() => import('./pages/RegisterPage'), 'RegisterPage') },
              {
                path: '/forgot-password',
                lazy: page(() => import('./pages/ForgotPasswordPage'), 'ForgotPasswordPage'),
              },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: '/dashboard', lazy: page(() => import('./pages/DashboardPage'), 'DashboardPage') },
              { path: '/documents', lazy: page(() => import('./pages/DocumentsPage'), 'DocumentsPage') },
              {
                path: '/analysis-requests',
                lazy: page(() => import('./pages/AnalysisRequestsPage'), 'AnalysisRequestsPage'),
              },
              {
                path: '/analysis-requests/:requestId',
                lazy: page(() => import('./pages/requests/RequestPage'), 'RequestPage'),
              },
              { path: '/orders', lazy: page(() => import('./pages/billing/OrdersPage'), 'OrdersPage') },
              { path: '/new-project', lazy: page(() => import('./pages/NewProjectPage'), 'NewProjectPage') },
              {
                path: '/success',
                lazy: page(() => import('./pages/SubmissionSuccessPage'), 'SubmissionSuccessPage'),
              },
              {
                path: '/purchase-success',
                lazy: page(() => import('./pages/billing/PurchaseSuccessPage'), 'PurchaseSuccessPage'),
              },
              {
                path: '/checkout/test',
                lazy: page(() => import('./pages/billing/TestCheckoutPage'), 'TestCheckoutPage'),
              },
              {
                path: '/affiliates',
                lazy: page(() => import('./pages/placeholder-pages'), 'AffiliatesPage'),
              },
              { path: '/billing', lazy: page(() => import('./pages/billing/BillingPage'), 'BillingPage') },
              { path: '/account', lazy: page(() => import('./pages/AccountPage'), 'AccountPage') },
            ],
          },
          // Public in both states.
          {
            path: '/reset-password',
            lazy: page(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage'),
          },
          { path: '/help', lazy: page(() => import('./pages/content/HelpPage'), 'HelpPage') },
          { path: '/careers', lazy: page(() => import('./pages/content/CareersPage'), 'CareersPage') },
          { path: '/terms', lazy: page(() => import('./pages/content/TermsPage'), 'TermsPage') },
          { path: '/privacy', lazy: page(() => import('./pages/content/PrivacyPage'), 'PrivacyPage') },
          { path: '/contact', lazy: page(() => import('./pages/ContactPage'), 'ContactPage') },
          {
            path: '/ticam-guide',
            lazy: page(() => import('./pages/content/TicamGuidePage'), 'TicamGuidePage'),
          },
          {
            path: '/lease-terms-glossary',
            lazy: page(() => import('./pages/content/LeaseTermsGlossaryPage'), 'LeaseTermsGlossaryPage'),
          },
          {
            path: '/negotiation-tips',
            lazy: page(() => import('./pages/content/NegotiationTipsPage'), 'NegotiationTipsPage'),
          },
          { path: '*', element: <UnknownRouteRedirect /> },
        ],
      },
    ],
  },
];
