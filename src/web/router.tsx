import { createBrowserRouter } from 'react-router';
import { RequireAuth, SignedOutOnly, UnknownRouteRedirect } from './auth/guards';
import { AppLayout } from './components/layout/AppLayout';
import { AccountPage } from './pages/AccountPage';
import { AnalysisRequestsPage } from './pages/AnalysisRequestsPage';
import { ContactPage } from './pages/ContactPage';
import { CareersPage } from './pages/content/CareersPage';
import { HelpPage } from './pages/content/HelpPage';
import { LeaseTermsGlossaryPage } from './pages/content/LeaseTermsGlossaryPage';
import { NegotiationTipsPage } from './pages/content/NegotiationTipsPage';
import { PrivacyPage } from './pages/content/PrivacyPage';
import { TermsPage } from './pages/content/TermsPage';
import { TicamGuidePage } from './pages/content/TicamGuidePage';
import { DashboardPage } from './pages/DashboardPage';
import { DocumentsPage } from './pages/DocumentsPage';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { LandingPage } from './pages/LandingPage';
import { LoginPage } from './pages/LoginPage';
import { NewProjectPage } from './pages/NewProjectPage';
import { AffiliatesPage, BillingPage, OrdersPage, PurchaseSuccessPage } from './pages/placeholder-pages';
import { RegisterPage } from './pages/RegisterPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { RouterErrorPage } from './pages/RouterErrorPage';
import { SubmissionSuccessPage } from './pages/SubmissionSuccessPage';

/** Route table of spec 2.1, grouped by who may see each screen. */
export const router = createBrowserRouter([
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
              { path: '/', element: <LandingPage /> },
              { path: '/login', element: <LoginPage /> },
              { path: '/register', element: <RegisterPage /> },
              { path: '/forgot-password', element: <ForgotPasswordPage /> },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: '/dashboard', element: <DashboardPage /> },
              { path: '/documents', element: <DocumentsPage /> },
              { path: '/analysis-requests', element: <AnalysisRequestsPage /> },
              { path: '/orders', element: <OrdersPage /> },
              { path: '/new-project', element: <NewProjectPage /> },
              { path: '/success', element: <SubmissionSuccessPage /> },
              { path: '/purchase-success', element: <PurchaseSuccessPage /> },
              { path: '/affiliates', element: <AffiliatesPage /> },
              { path: '/billing', element: <BillingPage /> },
              { path: '/account', element: <AccountPage /> },
            ],
          },
          // Public in both states.
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/help', element: <HelpPage /> },
          { path: '/careers', element: <CareersPage /> },
          { path: '/terms', element: <TermsPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/contact', element: <ContactPage /> },
          { path: '/ticam-guide', element: <TicamGuidePage /> },
          { path: '/lease-terms-glossary', element: <LeaseTermsGlossaryPage /> },
          { path: '/negotiation-tips', element: <NegotiationTipsPage /> },
          { path: '*', element: <UnknownRouteRedirect /> },
        ],
      },
    ],
  },
]);
