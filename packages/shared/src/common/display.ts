// Small display rules used by every page's layout. Kept apart from the zod schemas, so the first JavaScript
// a page loads does not carry the validation library.

/** The first letter of the user's name in upper case, shown in the header's round avatar. */
export function avatarInitial(userName: string): string {
  return userName.trim().charAt(0).toUpperCase() || '?';
}

/** 'Asha Gurung' → 'AG': the avatar of a person without a photo (team members, reviewers). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** The digits of a phone number, for the WhatsApp chat link. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
