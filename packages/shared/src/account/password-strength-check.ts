import { z } from 'zod';
import type { PasswordStrength } from './password-rule';

/**
 * `POST /api/password-strength`: how the server's rule rates a password being typed, so the meter says what the
 * server will say at submit. The password goes in the body, never in the address. `name` and `email` are what
 * the person typed or the account holds: they count against the password, as they do at submit. On the reset
 * page, `resetToken` (the link's) stands for the account's name and email, which the page does not know.
 */
export const passwordStrengthBodySchema = z.object({
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
  name: z.string().max(100, 'Name must be at most 100 characters').optional(),
  email: z.string().max(254, 'Email is too long').optional(),
  resetToken: z.string().max(300, 'The reset link is not valid').optional(),
});
export type PasswordStrengthBody = z.infer<typeof passwordStrengthBodySchema>;

/** The answer: the rule's score, whether a new password may be that one, and the estimator's reason. */
export const passwordStrengthSchema = z.object({
  score: z.literal([0, 1, 2, 3, 4]),
  acceptable: z.boolean(),
  feedback: z.string(),
}) satisfies z.ZodType<PasswordStrength>;
