import { whatsappHref } from '@flame/shared';
import { MessageCircle } from 'lucide-react';
import { useRestaurant } from '../../api/restaurant';

/**
 * The chat link of every page: WhatsApp at the restaurant's phone, in a new tab. It lives in
 * the fixed header, so it stays in reach at every scroll position and never lies over what a page shows.
 */
export function ChatLink() {
  const phone = useRestaurant().data?.phone;
  return (
    <a
      href={phone ? whatsappHref(phone) : 'https://wa.me/'}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      title="Chat with us on WhatsApp"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-emerald-700 text-white transition-colors hover:bg-emerald-800"
    >
      <MessageCircle aria-hidden="true" className="size-5" />
    </a>
  );
}
