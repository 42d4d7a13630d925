import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';

/** Field rules shared by the sign-in, registration, reset and account forms (spec 5). */

export const requiredEmail = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const newPassword = z
  .string()
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);

export const PASSWORD_MISMATCH_MESSAGE = 'New passwords do not match';

/** New password plus confirmation, as on the reset and account screens. */
export const passwordPairSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORD_MISMATCH_MESSAGE,
  });
