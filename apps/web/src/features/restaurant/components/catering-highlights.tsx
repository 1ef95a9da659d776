import type { Restaurant } from '@flame/shared';
import { Briefcase, Cake, Gem, Heart, Mail, Phone, type LucideIcon } from 'lucide-react';
import { mailtoHref, telHref } from './restaurant-links';

const EVENTS: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Weddings', text: 'Sangeet to reception, buffets or plated.', icon: Gem },
  { title: 'Corporate', text: 'Team lunches, launches and conferences.', icon: Briefcase },
  { title: 'Birthdays', text: 'Momo platters and party trays for every age.', icon: Cake },
  { title: 'Anniversaries', text: 'An intimate dinner, cooked just for you.', icon: Heart },
];

const linkClass = 'font-semibold break-words text-brand-700 underline-offset-4 hover:underline';

/** Beside the catering form: the events we cater, and a phone number and email for those who prefer them. */
export function CateringHighlights({ restaurant }: { restaurant: Restaurant | null | undefined }) {
  return (
    <aside aria-labelledby="catering-events" className="flex flex-col gap-6">
      <div className="rounded-card bg-stone-900 p-6 text-white shadow-card sm:p-8">
        <h2 id="catering-events" className="font-display text-2xl font-bold">
          Events we cater
        </h2>
        <ul className="mt-6 flex flex-col gap-5">
          {EVENTS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex gap-4">
              <Icon
                aria-hidden="true"
                className="size-11 shrink-0 rounded-full bg-white/10 p-2.5 text-saffron-400"
              />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-stone-300">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      {restaurant && (
        <div className="rounded-card bg-white p-6 shadow-card sm:p-8">
          <h2 className="font-display text-xl font-bold text-stone-900">Prefer to talk?</h2>
          <p className="mt-2 text-stone-700">Our events team is happy to plan the menu with you.</p>
          <ul className="mt-4 flex flex-col gap-3">
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
              <a href={telHref(restaurant.phone)} className={linkClass}>
                {restaurant.phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
              <a href={mailtoHref(restaurant.email)} className={linkClass}>
                {restaurant.email}
              </a>
            </li>
          </ul>
        </div>
      )}
    </aside>
  );
}
