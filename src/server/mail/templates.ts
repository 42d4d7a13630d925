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

/**
 * A refund went through (issue 13, decision 0044): the amount and, when the order's credit
 * had not been used, that it was removed from the account. No secret in it.
 */
export function refundIssuedMail(input: {
  firstName: string;
  amountUsd: string;
  planTitle: string;
  creditRemoved: boolean;
  url: string;
}) {
  const name = input.firstName || 'there';
  const refunded = `We have refunded ${input.amountUsd} for your LeaseAudit ${input.planTitle} purchase. It goes back to the card you paid with; your bank may take 5 to 10 business days to show it.`;
  const credit = 'The unused analysis credit from this purchase has been removed from your account.';
  const lines = [
    `Hi ${name},`,
    '',
    refunded,
    ...(input.creditRemoved ? ['', credit] : []),
    '',
    'Your orders:',
    '',
    input.url,
    '',
    'LeaseAudit',
  ];
  return {
    subject: 'Your LeaseAudit refund',
    text: lines.join('\n'),
    html: [
      `<p>Hi ${html(name)},</p>`,
      `<p>${html(refunded)}</p>`,
      ...(input.creditRemoved ? [`<p>${html(credit)}</p>`] : []),
      `<p><a href="${html(input.url)}">Your orders</a></p>`,
      '<p>LeaseAudit</p>',
    ].join('\n'),
  };
}

/**
 * The purchase receipt (issue 13): sent once per order, queued in the webhook's transaction
 * that granted the credit. Amount as "$197.00"; the order id as the customer sees it (8 characters).
 */
export function purchaseReceiptMail(input: {
  firstName: string;
  planTitle: string;
  amount: string;
  orderId: string;
  credits: number;
  url: string;
}) {
  const name = input.firstName || 'there';
  const shortOrder = input.orderId.slice(0, 8);
  const creditsLine = `${input.credits} credit${input.credits === 1 ? '' : 's'}`;
  const lines = [
    `Hi ${name},`,
    '',
    `Thank you for your purchase. Here is your receipt.`,
    '',
    `Plan: ${input.planTitle}`,
    `Amount paid: ${input.amount}`,
    `Order ID: ${shortOrder}`,
    '',
    `You now have ${creditsLine} available. Start your lease analysis here:`,
    '',
    input.url,
    '',
    "If we don't find potential savings, your audit is free.",
    '',
    'LeaseAudit',
  ];
  return {
    subject: `Your LeaseAudit receipt: ${input.planTitle}`,
    text: lines.join('\n'),
    html: [
      `<p>Hi ${html(name)},</p>`,
      '<p>Thank you for your purchase. Here is your receipt.</p>',
      `<p>Plan: ${html(input.planTitle)}<br>Amount paid: <strong>${html(input.amount)}</strong><br>Order ID: ${html(shortOrder)}</p>`,
      `<p>You now have ${html(creditsLine)} available. <a href="${html(input.url)}">Start your lease analysis</a>.</p>`,
      '<p>If we don&#39;t find potential savings, your audit is free.</p>',
      '<p>LeaseAudit</p>',
    ].join('\n'),
  };
}
