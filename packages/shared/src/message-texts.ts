// The catering and contact forms' choices and answers, without zod: a page can show its form from these and
// load the schemas (`./messages`) only when it first validates.
export const EVENT_TYPES = ['wedding', 'corporate', 'birthday', 'anniversary', 'other'] as const;
export const CONTACT_SUBJECTS = ['reservation', 'catering', 'feedback', 'general', 'other'] as const;

export const CATERING_SUCCESS_MESSAGE = 'Form submitted, we will contact you as soon as possible';
export const CONTACT_SUCCESS_MESSAGE = "Message sent successfully! We'll get back to you soon.";
