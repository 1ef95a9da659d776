import { phoneForDisplay, type Guest } from '@flame/shared';
import { ChevronRight, Mail, Phone } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { guestFigures, lastVisitText } from './guest-format';

/** The guests a search found, each a button that opens the guest's page. */
export function GuestList({
  guests,
  timeZone,
  onOpen,
}: {
  guests: Guest[];
  timeZone: string;
  onOpen: (id: string) => void;
}) {
  if (guests.length === 0) {
    return (
      <p className="rounded-card bg-white p-6 text-stone-600 shadow-card">No guest matches this search.</p>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Guests">
      {guests.map((guest) => (
        <li key={guest.id}>
          <button
            type="button"
            onClick={() => onOpen(guest.id)}
            className="flex w-full items-center gap-4 rounded-card bg-white p-4 text-left shadow-card ring-1 ring-cream-200 hover:ring-brand-300 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-display text-lg font-bold text-stone-900">{guest.name}</span>
              <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
                {guest.email && (
                  <span className="inline-flex min-w-0 items-center gap-1 break-all">
                    <Mail aria-hidden className="size-4 shrink-0" />
                    {guest.email}
                  </span>
                )}
                {guest.phone && (
                  <span className="inline-flex items-center gap-1 whitespace-nowrap">
                    <Phone aria-hidden className="size-4 shrink-0" />
                    {/* Text, not a link: the whole entry is the button that opens the guest's page, which links it. */}
                    {phoneForDisplay(guest.phone)}
                  </span>
                )}
              </span>
              <span className="mt-1 block text-sm text-stone-700">
                {[...guestFigures(guest), lastVisitText(guest, timeZone)].join(' · ')}
              </span>
              {guest.tags.length > 0 && (
                <span className="mt-2 flex flex-wrap gap-1.5">
                  {guest.tags.map((tag) => (
                    <Badge key={tag} tone="neutral">
                      {tag}
                    </Badge>
                  ))}
                </span>
              )}
            </span>
            <ChevronRight aria-hidden className="size-5 shrink-0 text-stone-400" />
          </button>
        </li>
      ))}
    </ul>
  );
}
