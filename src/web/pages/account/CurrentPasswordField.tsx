import type { ComponentProps } from 'react';
import { z } from 'zod';
import { TextField } from '../../components/ui/TextField';

/** Same words as the server's answer when the field is left empty. */
export const currentPasswordRule = z.string().min(1, 'Please enter your current password');

/**
 * The spec's current-password field, now shown (decision 0026): changing the password or
 * the e-mail needs it, so a stolen session alone cannot take the account over.
 */
export function CurrentPasswordField({ error, ...inputProps }: { error?: string } & ComponentProps<'input'>) {
  return (
    <TextField
      label="Current Password"
      type="password"
      autoComplete="current-password"
      required
      hint="To keep your account safe, enter the password you sign in with now."
      error={error}
      {...inputProps}
    />
  );
}
