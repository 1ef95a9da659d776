import { whatsappHref } from '@flame/shared';
import { MessageCircle } from 'lucide-react';
import { useRestaurant } from '../../features/restaurant/api/get-restaurant';

/** The floating chat link of every page (DESIGN.md 4.14): WhatsApp at the restaurant's phone, in a new tab. */
export function ChatLink() {
  const phone = useRestaurant().data?.phone;
  return (
    <a
      href={phone ? whatsappHref(phone) : 'https://wa.me/'}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      title="Chat with us on WhatsApp"
      className="fixed right-4 bottom-4 z-30 grid size-14 place-items-center rounded-full bg-emerald-700 text-white shadow-raised transition-[background-color,transform] hover:scale-105 hover:bg-emerald-800 motion-reduce:transition-none motion-reduce:hover:scale-100 sm:right-6 sm:bottom-6"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </a>
  );
}
