import { Link } from 'react-router';
import { SupportEmailLink } from '../../components/ui/support-email';
import { LegalPage } from './LegalPage';

/**
 * Terms of Service (spec 2.16). The headings follow the spec's list of points; the
 * money-back guarantee is worded as on the pricing (full refund when no billing errors
 * are found) so the two never contradict each other.
 */
export function TermsPage() {
  return (
    <LegalPage title="Terms of Service" dates={['Effective date: 6/4/25']}>
      <h2>1. About These Terms</h2>
      <p>
        These Terms of Service ("Terms") govern your use of LeaseAudit and the lease audit you purchase from
        us. By creating an account, uploading documents or paying for an audit, you agree to these Terms. If
        you do not agree, please do not use the service. In these Terms, "LeaseAudit", "we" and "us" mean the
        company that operates this website, and "you" or "the client" means the person or business using it.
      </p>

      <h2>2. A One-Time Audit, for Information Only</h2>
      <p>
        LeaseAudit reviews the commercial lease, reconciliation statements, bills and other documents you
        upload and gives you a written report that points out possible billing errors, hidden fees and
        common-area (TICAM) overcharges. The report combines automated analysis with review by our team.
      </p>
      <p>
        The report is provided for information only. It describes what we found in the documents you gave us
        and what we believe is worth raising with your landlord. What you do with it, including whether and
        how you contact your landlord, is your decision.
      </p>

      <h2>3. Not Professional Advice</h2>
      <p>
        LeaseAudit is not a law firm, an accounting firm or a financial adviser, and nothing we provide is
        legal, accounting, tax or financial advice. Our report, our e-mails, our website articles and any
        templates or suggested letters are general information. Using the service does not create an
        attorney-client, accountant-client or fiduciary relationship. For advice about your own situation,
        especially before taking legal action, withholding rent or signing a settlement, consult a licensed
        attorney or accountant.
      </p>

      <h2>4. Accuracy of the Information You Provide</h2>
      <p>
        Our findings depend entirely on the documents and information you give us. You are responsible for
        making sure they are complete, current, accurate and legible, and that you have the right to share
        them with us. We do not verify the data or documents you submit and we are not responsible for errors
        in our report that come from missing, outdated, illegible or inaccurate material.
      </p>

      <h2>5. No Guarantee of Outcome</h2>
      <p>
        We do not guarantee any particular result. In particular, we do not guarantee that billing errors
        exist in your charges, that your landlord will agree with any finding, or that you will recover or
        save any amount of money. Savings and recovery figures shown on our website are averages or examples,
        not a promise about your lease.
      </p>

      <h2>6. Money-Back Guarantee</h2>
      <p>
        If our audit finds no billing errors (no potential savings) in the documents you submitted, your audit
        is free: we refund the full amount you paid for that audit. To ask for a refund, e-mail us at{' '}
        <SupportEmailLink /> from the address on your account and tell us which audit it concerns. Refunds are
        returned to the original payment method. This guarantee is about whether our audit finds potential
        billing errors; it is not a promise that your landlord will repay anything (see section 5).
      </p>

      <h2>7. One-Time Engagement Only</h2>
      <p>
        Each purchase covers one analysis of the documents submitted for it (one credit is used per analysis).
        Buying an audit is a one-time engagement: it does not create an ongoing service relationship, and we
        have no obligation to monitor your lease, review later statements or represent you with your landlord.
        Recurring audits and negotiation support are available only under a separate monthly support plan,
        which you can ask about from our <Link to="/help">Help page</Link>.
      </p>

      <h2>8. Payment</h2>
      <p>
        Prices are shown in US dollars and are charged once, at checkout, through our card payment processor.
        We do not see or store your full card number. Credits you buy are added to your account after the
        payment succeeds.
      </p>

      <h2>9. Your Documents and Confidentiality</h2>
      <p>
        Documents are uploaded over an encrypted (HTTPS) connection and kept in private storage. Only you and
        the LeaseAudit team members working on your audit can open them. We use your documents only to perform
        your audit and to support you afterwards; we never share them with your landlord and never sell them.
        Our <Link to="/privacy">Privacy Policy</Link> explains what we collect, how long we keep it and your
        choices.
      </p>

      <h2>10. Acceptable Use</h2>
      <p>
        Please upload only documents you are entitled to share, only in PDF format, and only for the purpose
        of having them audited. Do not try to access other people's accounts or documents, interfere with the
        service, or use it for any unlawful purpose. We may suspend accounts that break these rules.
      </p>

      <h2>11. Service Provided "As Is"</h2>
      <p>
        Apart from the money-back guarantee in section 6, the service and the report are provided "as is" and
        "as available", without warranties of any kind, whether express or implied, including warranties of
        accuracy, completeness, merchantability or fitness for a particular purpose, to the fullest extent the
        law allows.
      </p>

      <h2>12. Limitation of Liability</h2>
      <p>
        To the fullest extent the law allows, LeaseAudit's total liability to you for any claim arising out of
        or relating to the service or these Terms is limited to the amount you paid us for the audit that gave
        rise to the claim. We are not liable for indirect, incidental, special, consequential or punitive
        damages, or for lost profits, lost savings or lost business opportunities, even if we were told they
        were possible.
      </p>

      <h2>13. Changes to These Terms</h2>
      <p>
        We may update these Terms from time to time. The version in force when you purchase an audit applies
        to that audit. When we make changes, we will update the effective date at the top of this page.
      </p>

      <h2>14. Contact</h2>
      <p>
        Questions about these Terms? E-mail us at <SupportEmailLink />.
      </p>
    </LegalPage>
  );
}
