import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../common/constants';
import { optionalPhoneSchema } from '../common/phone';
import { isSingleLineText, NAME_CHARACTERS_MESSAGE } from '../common/single-line-text';

export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

const name = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters')
  .refine(isSingleLineText, NAME_CHARACTERS_MESSAGE('Name'));

export const loginBodySchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const signupBodySchema = z.object({
  name,
  email,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'Password is too long'),
  /** The unticked 'Email me offers and news' box: true only when the customer ticked it. */
  marketingConsent: z.boolean({ error: 'Marketing consent must be true or false' }).default(false),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

const currentPassword = z.string().max(200, 'Password is too long');

/**
 * Changing the email also takes the current password; a name change alone does not. `phone` is the number
 * checkout fills in: '' removes it, and a body without it (a client that predates it) keeps it as it is.
 */
export const profileBodySchema = z.object({
  name,
  email,
  currentPassword: currentPassword.optional(),
  phone: optionalPhoneSchema.optional(),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: currentPassword.min(1, 'Current password is required'),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'Password is too long'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password is too long');

/** `POST /api/auth/forgot-password`: where to send a reset link, if an account has that email. */
export const forgotPasswordBodySchema = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** `POST /api/auth/reset-password`: the token of the emailed link and the new password. */
export const resetPasswordBodySchema = z.object({
  token: z.string().min(1, 'The reset link is incomplete').max(300, 'The reset link is not valid'),
  password: newPassword,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** `POST /api/auth/reset-password/check`: whether the emailed link still works, asked as its page opens. */
export const resetLinkBodySchema = resetPasswordBodySchema.pick({ token: true });
export type ResetLinkBody = z.infer<typeof resetLinkBodySchema>;
export const resetLinkStateSchema = z.object({ live: z.boolean() });
export type ResetLinkState = z.infer<typeof resetLinkStateSchema>;

/** What the password-reset answers and pages say. */
export const PASSWORD_RESET_TEXTS = {
  requested:
    'If an account uses that email, a link to reset its password is on its way. It works for 30 minutes.',
  linkGone: 'This reset link has expired or was already used. Ask for a new one.',
  done: 'Your password is reset and every device is signed out. Log in with your new password.',
} as const;

/** `POST /api/auth/verify-email`: the token of the emailed link. */
export const verifyEmailBodySchema = z.object({
  token: z.string().min(1, 'The link is incomplete').max(300, 'The link is not valid'),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

/** The answer of a verification: the account's address, now verified. */
export const verifyEmailResultSchema = z.object({ email: z.string() });
export type VerifyEmailResult = z.infer<typeof verifyEmailResultSchema>;

/** How long an email-verification link works. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;

/** What the email-verification answers and pages say. */
export const EMAIL_VERIFICATION_TEXTS = {
  verified: 'Your email address is confirmed.',
  changed: (email: string) => `Your email address is now ${email}.`,
  linkGone: 'This link has expired or was already used.',
  sent: (email: string) =>
    `We sent a new link to ${email}. It works for ${EMAIL_VERIFICATION_TTL_HOURS} hours.`,
  tooSoon: 'We sent you a link less than a minute ago. Please check your inbox, or ask again in a minute.',
  alreadyVerified: 'Your email address is already confirmed.',
  changeRequested: (email: string) =>
    `Check your new address: we sent a link to ${email}. Your email changes when you open it.`,
} as const;

/** How long a password-reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

export const coordinatesSchema = z.object({
  lat: z
    .number()
    .min(-90, 'Latitude must be between -90 and 90')
    .max(90, 'Latitude must be between -90 and 90'),
  lng: z
    .number()
    .min(-180, 'Longitude must be between -180 and 180')
    .max(180, 'Longitude must be between -180 and 180'),
});

export const addressSchema = z.object({
  _id: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  isDefault: z.boolean(),
  coordinates: coordinatesSchema.nullable(),
});
export type Address = z.infer<typeof addressSchema>;

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Whether the account has proved it receives mail at `email` (a link opened, or Google vouched). */
  emailVerified: z.boolean(),
  /** An address the account asked to change to: it becomes `email` when the link sent there is opened. */
  pendingEmail: z.string().nullable(),
  /** The phone number checkout fills in (still editable there); null until the customer gives one. */
  phone: z.string().nullable(),
  addresses: z.array(addressSchema),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({ user: userSchema, token: z.string() });
export type AuthResult = z.infer<typeof authResultSchema>;

/**
 * Where to send a visitor after signing in: a path of this site only (never `//host` or a full URL, which
 * would make the sign-in pages an open redirect), else `fallback`.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/profile'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return value.slice(0, 500);
}

/** `POST /api/auth/google/exchange`: the one-time code the Google sign-in left in the address. */
export const signInCodeExchangeBodySchema = z.object({
  code: z.string().min(1, 'Code is required').max(200, 'Code is too long'),
});
export type SignInCodeExchangeBody = z.infer<typeof signInCodeExchangeBodySchema>;

/** Error codes the Google sign-in puts on `/login?error=…`, and what the login page says for them. */
export const OIDC_ERROR_MESSAGES = {
  google: 'Sign-in with Google did not complete. Please try again.',
  google_email: 'Your Google account has no verified email address, so we cannot sign you in with it.',
  google_linked: 'This email address is already linked to another Google account.',
} as const;
export type OidcErrorCode = keyof typeof OIDC_ERROR_MESSAGES;
