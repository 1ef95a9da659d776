import { z } from 'zod';

/** Settings → Email: 'Reminder before a booking' (0 for none) and 'Email each new order'. */
export const REMINDER_HOURS_MAX = 72;
export const DEFAULT_REMINDER_HOURS = 3;

export const mailSettingsSchema = z.object({
  reminderHours: z.number().int().min(0).max(REMINDER_HOURS_MAX),
  newOrderEmails: z.boolean(),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/** The customer's own choice of messages that are not about an order or booking they just made. */
export const mailPreferencesSchema = z.object({ reminderEmails: z.boolean() });
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
