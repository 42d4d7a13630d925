import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { DomainError } from '../../../src/server/domain/errors';
import { statusOf } from '../../../src/server/http/errors';
import { purchaseReceiptMail } from '../../../src/server/mail/templates';
import { paymentError } from '../../../src/server/modules/billing/checkout-routes';
import { PaymentProviderError } from '../../../src/server/modules/billing/payment-gateway';
import { apiAddress, toProviderError } from '../../../src/server/modules/billing/stripe-gateway';
import { BILLING_MESSAGES } from '../../../src/shared/contracts/billing';

describe('apiAddress (STRIPE_API_BASE)', () => {
  it('is empty without a base, so the SDK talks to api.stripe.com', () => {
    expect(apiAddress(undefined)).toEqual({});
  });
  it('splits a local fake address into host, port and protocol', () => {
    expect(apiAddress('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(apiAddress('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
  });
});

describe('toProviderError', () => {
  const invalid = (message: string, param?: string) =>
    new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', message, param });

  it('a connection failure is a network error', () => {
    const err = new Stripe.errors.StripeConnectionError({
      message: 'An error occurred with our connection to Stripe.',
    });
    expect(toProviderError(err).kind).toBe('network');
  });
  it('an invalid request about a price is a price error (by param or by message)', () => {
    expect(toProviderError(invalid("No such price: 'price_x'", 'line_items[0][price]')).kind).toBe('price');
    expect(toProviderError(invalid('The price specified is inactive.')).kind).toBe('price');
  });
  it("anything else keeps Stripe's message", () => {
    const mapped = toProviderError(invalid('Invalid email address: x', 'customer_email'));
    expect(mapped.kind).toBe('provider');
    expect(mapped.message).toBe('Invalid email address: x');
    expect(toProviderError(new Error('boom')).kind).toBe('provider');
  });
});

describe('paymentError (spec 8)', () => {
  const messageOf = (err: PaymentProviderError) => (paymentError(err) as Error).message;
  it('maps each kind to its customer message as a 502', () => {
    expect(messageOf(new PaymentProviderError('price', 'x'))).toBe(BILLING_MESSAGES.planUnavailable);
    expect(messageOf(new PaymentProviderError('network', 'x'))).toBe(BILLING_MESSAGES.network);
    expect(messageOf(new PaymentProviderError('provider', 'Card declined'))).toBe(
      'Stripe checkout failed: Card declined',
    );
    expect(messageOf(new PaymentProviderError('provider', ''))).toBe(
      'Stripe checkout failed: Failed to create checkout session',
    );
    expect(statusOf(paymentError(new PaymentProviderError('network', 'x')) as DomainError)).toBe(502);
  });
  it('leaves other errors alone', () => {
    const err = new Error('not a payment error');
    expect(paymentError(err)).toBe(err);
  });
});

describe('purchaseReceiptMail', () => {
  it('names the plan, the amount, the short order id, the credits and the wizard link', () => {
    const mail = purchaseReceiptMail({
      firstName: 'Ada',
      planTitle: 'Premium Plan',
      amount: '$397.00',
      orderId: '0123456789abcdef',
      credits: 2,
      url: 'http://localhost:3000/new-project',
    });
    expect(mail.text).toContain('Plan: Premium Plan');
    expect(mail.text).toContain('Amount paid: $397.00');
    expect(mail.text).toContain('Order ID: 01234567\n');
    expect(mail.text).toContain('2 credits available');
    expect(mail.html).toContain('href="http://localhost:3000/new-project"');
  });
});
