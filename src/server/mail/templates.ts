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
