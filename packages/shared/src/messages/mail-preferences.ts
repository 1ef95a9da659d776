import { z } from 'zod';

/** Settings → Email: 'Reminder before a booking' (0 for none) and 'Email each new order'. */
export const REMINDER_HOURS_MAX = 72;
export const DEFAULT_REMINDER_HOURS = 3;

export const mailSettingsSchema = z.object({
  reminderHours: z.number().int().min(0).max(REMINDER_HOURS_MAX),
  newOrderEmails: z.boolean(),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/**
 * The customer's own choice of messages that are not about an order or booking they just made: booking
 * reminders, and marketing email ('offers and news', off until the customer agrees). A body without
 * `marketingEmails` (a client that predates it) keeps the consent as it is.
 */
export const mailPreferencesBodySchema = z.object({
  reminderEmails: z.boolean({ error: 'Booking reminders must be true or false' }),
  marketingEmails: z.boolean({ error: 'Offers and news must be true or false' }).optional(),
});
export type MailPreferencesBody = z.infer<typeof mailPreferencesBodySchema>;

/** The preferences as saved, with when the customer agreed to marketing email (null: not agreed). */
export const mailPreferencesSchema = z.object({
  reminderEmails: z.boolean(),
  marketingEmails: z.boolean(),
  marketingConsentAt: z.string().nullable(),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** The signed token of a reminder's 'Turn off booking reminders' link. */
export const unsubscribeTokenSchema = z.object({ token: z.string().min(1).max(300) });

/** What the unsubscribe page shows: whose reminders, and whether they are on. */
export const unsubscribeViewSchema = z.object({ email: z.string(), reminderEmails: z.boolean() });
export type UnsubscribeView = z.infer<typeof unsubscribeViewSchema>;

export const MAIL_PREFERENCE_TEXTS = {
  saved: 'Email preferences saved',
  settingsSaved: 'Email settings saved',
  unsubscribed: 'Booking reminders are off',
  invalidLink: 'This link is not valid. Turn reminders off in your profile instead.',
} as const;

/** The signed token of the 'Stop offers and news' link in an email's footer (it names the address). */
export const marketingOptOutTokenSchema = z.object({ token: z.string().min(1).max(400) });

/** What the footer link's page shows: the address, and whether it still gets offers and news. */
export const marketingOptOutViewSchema = z.object({ email: z.string(), marketingConsent: z.boolean() });
export type MarketingOptOutView = z.infer<typeof marketingOptOutViewSchema>;

export const MARKETING_CONSENT_TEXTS = {
  /** The unticked box at sign-up and checkout. */
  checkbox: 'Email me offers and news from Flame-kissed',
  checkboxHint: 'Stop any time from your profile or from the link in any of our emails.',
  footerLink: 'Stop offers and news',
  withdrawn: 'You will get no more offers and news',
  invalidLink: 'This link is not valid. Turn offers and news off in your profile instead.',
} as const;
