// No zod here: the app's shell reads these texts, and must not carry the schemas with them.

/** What this device says after 'Log out everywhere'. */
export const SIGNED_OUT_EVERYWHERE = 'Signed out on all devices';

/** Why the account's other sessions were ended, as a device signed out that way reads it on its next call. */
export const SESSION_END_REASONS = ['password', 'email', 'everywhere', 'google'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
export const SESSION_END_TEXTS: Record<SessionEndReason, string> = {
  password: "You were signed out because your account's password was changed. Log in with the new password.",
  email: "You were signed out because your account's email was changed. Log in with the new email.",
  everywhere: 'You were signed out because someone chose Log out everywhere on your account.',
  google: 'You were signed out because your account now signs in with Google.',
};
