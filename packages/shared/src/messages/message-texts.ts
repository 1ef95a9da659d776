// The catering and contact forms' choices and answers, without zod: a page can show its form from these and
// load the schemas (`./messages`) only when it first validates.
export const EVENT_TYPES = ['wedding', 'corporate', 'birthday', 'anniversary', 'other'] as const;
export const CONTACT_SUBJECTS = ['reservation', 'catering', 'feedback', 'general', 'other'] as const;

export type EventType = (typeof EVENT_TYPES)[number];
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** How a person reads each event type, on the form and in the restaurant's email. */
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  wedding: 'Wedding',
  corporate: 'Corporate',
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  other: 'Other',
};

/** How the restaurant's email names each contact subject ('general' reads as 'General question'). */
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  reservation: 'Reservation',
  catering: 'Catering',
  feedback: 'Feedback',
  general: 'General question',
  other: 'Other',
};

/** A stored value's label; a value no longer in the list reads as itself. */
export function labelOf<T extends string>(labels: Record<T, string>, value: string): string {
  return (labels as Record<string, string>)[value] ?? value;
}

export const CATERING_SUCCESS_MESSAGE = 'Form submitted, we will contact you as soon as possible';
export const CONTACT_SUCCESS_MESSAGE = "Message sent successfully! We'll get back to you soon.";
