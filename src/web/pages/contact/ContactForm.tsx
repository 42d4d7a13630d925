import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CONTACT_MESSAGE_LIMITS } from '../../../shared/constants';
import { ErrorAlert } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { TextAreaField, TextField } from '../../components/ui/TextField';
import { ApiError, apiPost, GENERIC_ERROR_MESSAGE } from '../../lib/api';
import type { OkResponse } from '../../lib/api-types';
import { requiredEmail } from '../auth/validation';

/** The server's bounds, so the fields cannot take more than it accepts. */
const MAX_LENGTH = CONTACT_MESSAGE_LIMITS;

/** Spec 8: shown when the server gives no message of its own. */
export const CONTACT_FAILED_MESSAGE = 'Failed to send message';

const schema = z.object({
  name: z.string().trim().min(1, 'Full name is required'),
  email: requiredEmail,
  message: z.string().trim().min(1, 'Message is required'),
});
type ContactValues = z.infer<typeof schema>;
const EMPTY: ContactValues = { name: '', email: '', message: '' };

/** The server's message, or the spec's fallback; a network failure keeps its own message. */
function sendErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const noServerMessage = error.code === 'UNKNOWN' && error.message === GENERIC_ERROR_MESSAGE;
    return error.status !== 0 && noServerMessage ? CONTACT_FAILED_MESSAGE : error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return CONTACT_FAILED_MESSAGE;
}

/**
 * The contact form (spec 2.16, 4): idle, then sending (button disabled, 'Sending...'), then
 * sent (confirmation replaces the form, which is cleared) or error (message shown, values
 * kept). 'Send Another Message' returns to the empty form.
 */
export function ContactForm() {
  const form = useForm<ContactValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  // Set synchronously on submit, so a double click sends once even before React re-renders.
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (values: ContactValues) => apiPost<OkResponse>('/api/contact', values),
    onSuccess: () => form.reset(EMPTY),
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const backToForm = useRef(false);
  const { status } = mutation;
  useEffect(() => {
    // Move focus to what changed, so keyboard and screen-reader users land on the outcome.
    if (status === 'success') headingRef.current?.focus();
    else if (status === 'error') alertRef.current?.focus();
    else if (status === 'idle' && backToForm.current) {
      backToForm.current = false;
      form.setFocus('name');
    }
  }, [status, form]);

  const submit = form.handleSubmit((values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(values);
  });

  if (status === 'success') {
    return (
      <div className="flex flex-col items-center py-6 text-center">
        <CircleCheck aria-hidden="true" className="size-12 text-green-700" />
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 rounded-sm text-xl font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          Message Sent Successfully!
        </h3>
        <p className="mt-2 text-slate-700">
          Thank you for contacting us. We'll get back to you within 24 hours.
        </p>
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-6`}
          onClick={() => {
            backToForm.current = true;
            form.reset(EMPTY);
            mutation.reset();
          }}
        >
          Send Another Message
        </button>
      </div>
    );
  }

  const sending = status === 'pending';
  const { errors } = form.formState;
  return (
    <form className="space-y-4" onSubmit={submit} aria-busy={sending || undefined}>
      {status === 'error' ? (
        <div
          ref={alertRef}
          tabIndex={-1}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          <ErrorAlert message={sendErrorMessage(mutation.error)} />
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full Name"
          type="text"
          autoComplete="name"
          required
          maxLength={MAX_LENGTH.name}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={MAX_LENGTH.email}
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <TextAreaField
        label="Message"
        rows={6}
        required
        maxLength={MAX_LENGTH.message}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <button type="submit" disabled={sending} className={`${buttonStyles.primary} w-full sm:w-auto`}>
        <Send aria-hidden="true" className="size-4" />
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
