import type { Restaurant } from '@flame/shared';
import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { addressLines, mailtoHref, telHref } from './restaurant-links';

const linkClass =
  'font-semibold text-brand-700 underline-offset-4 break-words hover:underline after:absolute after:inset-0 after:content-[""]';

function Card({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="relative flex gap-4 rounded-card bg-white p-5 shadow-card transition-shadow has-[a:hover]:shadow-raised">
      <Icon aria-hidden="true" className="size-12 shrink-0 rounded-2xl bg-brand-600 p-3 text-white" />
      <div className="min-w-0">
        <h3 className="font-display text-lg font-semibold text-stone-900">{title}</h3>
        <div className="mt-1 text-stone-700 [overflow-wrap:anywhere]">{children}</div>
      </div>
    </li>
  );
}

/** The contact page's cards: address, phone (tel: link) and email (mailto: link). */
export function ContactCards({ restaurant }: { restaurant: Restaurant | null | undefined }) {
  const unavailable = <span className="text-stone-500">Not available</span>;
  const [street, city] = restaurant ? addressLines(restaurant.address) : ['', ''];
  return (
    <ul aria-label="Ways to reach us" className="flex flex-col gap-4">
      <Card icon={MapPin} title="Address">
        {restaurant ? (
          <address className="not-italic">
            {street}
            <br />
            {city}
          </address>
        ) : (
          unavailable
        )}
      </Card>
      <Card icon={Phone} title="Phone">
        {restaurant ? (
          <a href={telHref(restaurant.phone)} className={linkClass}>
            {restaurant.phone}
          </a>
        ) : (
          unavailable
        )}
      </Card>
      <Card icon={Mail} title="Email">
        {restaurant ? (
          <a href={mailtoHref(restaurant.email)} className={linkClass}>
            {restaurant.email}
          </a>
        ) : (
          unavailable
        )}
      </Card>
    </ul>
  );
}
