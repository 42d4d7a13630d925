/** Plain, short transactional mails. Links are absolute so they work from any mail client. */

export function passwordResetMail(firstName: string, url: string) {
  return {
    subject: 'Reset your LeaseAudit password',
    text: `Hi ${firstName || 'there'},\n\nSomeone (hopefully you) asked to reset the password of your LeaseAudit account.\nOpen this link within one hour to choose a new password:\n\n${url}\n\nIf you did not ask for this, you can ignore this e-mail; your password stays the same.\n\nLeaseAudit`,
  };
}

export function emailChangeMail(firstName: string, newEmail: string, url: string) {
  return {
    subject: 'Confirm your new LeaseAudit e-mail address',
    text: `Hi ${firstName || 'there'},\n\nPlease confirm that ${newEmail} should become the e-mail address of your LeaseAudit account:\n\n${url}\n\nUntil you confirm, you keep signing in with your current address.\n\nLeaseAudit`,
  };
}

/**
 * Tells the OLD address that the account's e-mail changed. No link: anything that could
 * undo the change could also be used to take the account over (decision 0026).
 */
export function emailChangedNoticeMail(input: {
  firstName: string;
  oldEmail: string;
  newEmail: string;
  supportEmail: string;
}) {
  return {
    subject: 'Your LeaseAudit e-mail address was changed',
    text: `Hi ${input.firstName || 'there'},\n\nThe e-mail address of your LeaseAudit account was changed from ${input.oldEmail} to ${input.newEmail}. From now on you sign in with ${input.newEmail}, and our e-mails go there.\n\nIf you made this change, there is nothing to do.\n\nIf you did not, someone who knew your password changed it. Reply to this e-mail or write to ${input.supportEmail} right away, from this address, and we will help you get your account back.\n\nLeaseAudit`,
  };
}

/**
 * Someone tried to sign up with an address that already has an account. The sign-up
 * answered as usual without revealing that (decision 0026); the owner learns it here.
 */
export function signUpAttemptMail(firstName: string, appUrl: string) {
  return {
    subject: 'Someone tried to create a LeaseAudit account with your e-mail address',
    text: `Hi ${firstName || 'there'},\n\nSomeone (perhaps you) just tried to create a new LeaseAudit account with this e-mail address. You already have an account, so no new one was created and nothing about your account changed.\n\nIf it was you, sign in at ${appUrl}/login. Forgot your password? Choose a new one at ${appUrl}/forgot-password.\n\nIf it was not you, you can ignore this e-mail: your password and your account stay as they are.\n\nLeaseAudit`,
  };
}

/** A contact-form message for support; replies go to the sender (Reply-To). */
export function contactMessageMail(input: {
  id: string;
  name: string;
  email: string;
  message: string;
  userId: string | null;
}) {
  // One line in the subject whatever the name holds.
  const subjectName = input.name.replace(/\s+/g, ' ').slice(0, 100);
  return {
    subject: `Contact form: message from ${subjectName}`,
    text: [
      'A message was sent through the LeaseAudit contact form.',
      '',
      `Name: ${input.name}`,
      `Email: ${input.email}`,
      `Account: ${input.userId ? `signed in (user id ${input.userId})` : 'not signed in'}`,
      `Reference: ${input.id}`,
      '',
      'Message:',
      '',
      input.message,
      '',
      `The sender was told to expect a reply within 24 hours. Replying to this e-mail answers ${input.email}.`,
    ].join('\n'),
  };
}

/** Escapes text for the HTML body of a mail. */
function html(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

/**
 * The customer's report is ready (issue 12): the expert-reviewed total and the request page
 * link, in text and HTML. No secret in it (the page needs the customer's sign-in).
 */
export function reportReadyMail(input: { firstName: string; title: string; totalUsd: string; url: string }) {
  const name = input.firstName || 'there';
  const lines = [
    `Hi ${name},`,
    '',
    `Your LeaseAudit report for "${input.title}" is ready. Our expert reviewed the automated audit finding by finding; the total potential recovery is ${input.totalUsd}.`,
    '',
    'Read the report, its deadline and what to ask your landlord for, and download the PDF here:',
    '',
    input.url,
    '',
    'LeaseAudit',
  ];
  return {
    subject: 'Your LeaseAudit report is ready',
    text: lines.join('\n'),
    html: [
      `<p>Hi ${html(name)},</p>`,
      `<p>Your LeaseAudit report for &quot;${html(input.title)}&quot; is ready. Our expert reviewed the automated audit finding by finding; the total potential recovery is <strong>${html(input.totalUsd)}</strong>.</p>`,
      `<p><a href="${html(input.url)}">Read your report</a>: its deadline, what to ask your landlord for, and the PDF to download.</p>`,
      '<p>LeaseAudit</p>',
    ].join('\n'),
  };
}
