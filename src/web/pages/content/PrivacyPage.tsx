import { SupportEmailLink } from '../../components/ui/support-email';
import { LegalPage } from './LegalPage';

/**
 * Privacy Policy (spec 2.16). Describes the product as it is built: we run our own
 * database and sign-in (PostgreSQL and our own file storage), not a hosted backend;
 * payments, web analytics and the advertising pixel are the outside services.
 */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      dates={['Effective date: January 6, 2025', 'Last updated: January 6, 2025']}
    >
      <p>
        This Privacy Policy explains what information LeaseAudit ("we", "us") collects when you use our
        website and lease audit service, how we use and protect it, who we share it with and the choices you
        have.
      </p>

      <h2>Information We Collect</h2>
      <ul>
        <li>
          <strong>Account information:</strong> your name, e-mail address and password when you register. We
          store passwords only as salted hashes, never in readable form.
        </li>
        <li>
          <strong>Documents you upload:</strong> your lease and amendments, reconciliation statements, bills,
          letters and any other files you send for your audit, plus the comments you add. These often contain
          business names, addresses, rent amounts and other financial details.
        </li>
        <li>
          <strong>Reports we produce:</strong> the analysis and report for each audit request.
        </li>
        <li>
          <strong>Purchase information:</strong> the plan you bought, the amount and the date. Card details
          are entered directly with our payment processor; we never see or store your full card number.
        </li>
        <li>
          <strong>Messages:</strong> what you write to us through the contact form or by e-mail.
        </li>
        <li>
          <strong>Referral information:</strong> if you use our affiliate program, your referral codes and the
          sign-ups and purchases attributed to them.
        </li>
        <li>
          <strong>Usage and device information:</strong> pages visited, links clicked, browser type, device
          type, IP address and approximate location derived from it, collected through server logs, cookies
          and similar technologies.
        </li>
      </ul>

      <h2>How We Use Your Information</h2>
      <ul>
        <li>To create and secure your account and keep you signed in.</li>
        <li>To perform the audits you request, prepare your reports and tell you when a report is ready.</li>
        <li>To process payments, add credits to your account and keep records of your orders.</li>
        <li>To answer your questions and provide support.</li>
        <li>To run the affiliate program and pay commissions.</li>
        <li>To understand how our website is used, fix problems and improve the service.</li>
        <li>To measure our advertising and, where the law allows, show you relevant ads.</li>
        <li>To prevent fraud and abuse and to meet our legal obligations.</li>
      </ul>
      <p>We do not sell your personal information, and we never share your documents with your landlord.</p>

      <h2>How We Share Information</h2>
      <p>We share personal information only in these cases:</p>
      <ul>
        <li>
          <strong>Service providers</strong> who work on our behalf, such as our payment processor, e-mail
          delivery, hosting, web analytics and advertising services (see Third-Party Services below). They may
          use the information only to provide their service to us or as their own privacy policies describe.
        </li>
        <li>
          <strong>Our team:</strong> the LeaseAudit staff and reviewers working on your audit can see the
          documents for that audit.
        </li>
        <li>
          <strong>Legal reasons:</strong> when the law, a court order or a valid government request requires
          it, or to protect the rights, property and safety of our users, the public or LeaseAudit.
        </li>
        <li>
          <strong>Business transfers:</strong> if LeaseAudit is involved in a merger, acquisition or sale of
          assets, information may be transferred as part of that transaction, subject to this policy.
        </li>
        <li>
          <strong>With your consent</strong> in any other case.
        </li>
      </ul>

      <h2>Data Security</h2>
      <p>
        All traffic between your browser and LeaseAudit is encrypted with HTTPS. Uploaded documents are kept
        in private storage that is not publicly reachable, and every download is checked against the signed-in
        account and its role. Sign-in uses secure, HTTP-only session cookies and passwords are stored as
        salted hashes. Access by our staff is limited to the people who need it to perform and review audits.
        No system is perfectly secure, so we cannot guarantee absolute security, but we work to protect your
        information and will notify you of a breach where the law requires.
      </p>

      <h2>Data Retention</h2>
      <p>
        We keep your account information, documents and reports for as long as your account is active, so that
        you can return to your reports and documents. You can ask us to delete your account and documents at
        any time (see Your Rights). We keep order and payment records for as long as tax and accounting laws
        require, and server logs only for as long as needed to run and secure the service. When information is
        no longer needed, we delete or anonymize it.
      </p>

      <h2>Cookies</h2>
      <p>We use a small number of cookies and similar technologies:</p>
      <ul>
        <li>
          <strong>Essential cookies</strong> keep you signed in and protect your session. The service does not
          work without them.
        </li>
        <li>
          <strong>Analytics cookies</strong> tell us how visitors use the website, such as which pages are
          visited most.
        </li>
        <li>
          <strong>Advertising cookies and pixels</strong> tell us when a visit or purchase came from one of
          our ads.
        </li>
      </ul>
      <p>
        You can block or delete cookies in your browser settings. Blocking analytics and advertising cookies
        does not affect the service; blocking essential cookies prevents you from signing in.
      </p>

      <h2>Third-Party Services</h2>
      <ul>
        <li>
          <strong>Payment processor (Stripe):</strong> payments are handled on Stripe's secure checkout.
          Stripe receives your card details and billing information directly and processes them under its own
          privacy policy. We receive only the result of the payment and limited details such as the amount.
        </li>
        <li>
          <strong>Web analytics:</strong> a web analytics service collects usage information through cookies
          and similar technologies to help us understand and improve the website.
        </li>
        <li>
          <strong>Advertising pixel:</strong> an advertising platform's pixel records page visits and
          completed purchases (including the purchase amount in US dollars) so we can measure our ads.
        </li>
        <li>
          <strong>Backend data and authentication:</strong> we do not use an outside backend provider for
          this. We run our own sign-in system, and your account, session and order data are stored in our own
          PostgreSQL database. Uploaded documents and reports are kept in our own file storage, which may run
          on infrastructure rented from a hosting or cloud storage provider that stores the files for us under
          our instructions and does not use them for its own purposes.
        </li>
        <li>
          <strong>E-mail delivery:</strong> an e-mail delivery service sends our account and report
          notification e-mails.
        </li>
      </ul>

      <h2>Your Rights</h2>
      <p>Depending on where you live, you may have the right to:</p>
      <ul>
        <li>ask for a copy of the personal information we hold about you;</li>
        <li>
          correct information that is wrong (you can also update your name and e-mail in Account Settings);
        </li>
        <li>ask us to delete your account, documents and reports;</li>
        <li>receive your information in a portable format;</li>
        <li>object to or limit certain uses, and opt out of marketing e-mails at any time;</li>
        <li>withdraw consent you have given.</li>
      </ul>
      <p>
        To use any of these rights, e-mail us at <SupportEmailLink />. We may need to confirm your identity
        before acting on a request, and we will not treat you differently for making one.
      </p>

      <h2>Children Under 13</h2>
      <p>
        LeaseAudit is a service for businesses and is not directed at children. We do not knowingly collect
        personal information from children under 13. If you believe a child has given us personal information,
        contact us and we will delete it.
      </p>

      <h2>Your California Privacy Rights</h2>
      <p>
        If you are a California resident, the California Consumer Privacy Act (as amended by the California
        Privacy Rights Act) gives you the right to know what personal information we collect, use and
        disclose; to delete it; to correct it; and to opt out of its "sale" or "sharing". We do not sell
        personal information for money. Our use of an advertising pixel may count as "sharing" for
        cross-context behavioral advertising under California law; you can opt out of it by e-mailing us or by
        blocking advertising cookies in your browser. We do not use or disclose sensitive personal information
        for purposes that would give you a right to limit it, and we will not discriminate against you for
        exercising your rights. Under California's "Shine the Light" law you may also ask whether we have
        disclosed personal information to third parties for their own direct marketing; we have not.
      </p>

      <h2>International Data Transfers</h2>
      <p>
        LeaseAudit is based in the United States and our service is intended for businesses with US commercial
        leases. Your information is processed and stored in the United States. If you use the service from
        outside the United States, your information will be transferred to the United States, where data
        protection laws may differ from those of your country.
      </p>

      <h2>Changes to This Policy</h2>
      <p>
        We may update this policy from time to time. When we do, we will change the "Last updated" date above
        and, for significant changes, let registered users know by e-mail.
      </p>

      <h2>Contact Us</h2>
      <p>
        Questions or requests about your privacy? E-mail us at <SupportEmailLink />.
      </p>
    </LegalPage>
  );
}
