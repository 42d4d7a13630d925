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
