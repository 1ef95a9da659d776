import type { Restaurant } from '@flame/shared';
import { ExternalLink, Mail, MapPin, Navigation, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { addressLines, directionsHref, mailtoHref, telHref } from './restaurant-links';

const linkClass = 'font-medium text-brand-700 underline-offset-4 hover:underline break-words';

function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <Icon aria-hidden="true" className="size-11 shrink-0 rounded-full bg-brand-50 p-2.5 text-brand-600" />
      <div className="min-w-0">
        <h3 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">{label}</h3>
        <div className="mt-1 text-stone-800">{children}</div>
      </div>
    </li>
  );
}

/** 'Visit Us': address, phone and email links, and 'Get Directions' to a map in a new tab. */
export function VisitUs({ restaurant }: { restaurant: Restaurant | null | undefined }) {
  const [street, city] = restaurant ? addressLines(restaurant.address) : ['Address not available', ''];
  return (
    <section aria-labelledby="visit-us" className="container-page py-16 sm:py-24">
      <div className="grid gap-8 overflow-hidden rounded-card bg-white shadow-card lg:grid-cols-[1fr_1.2fr]">
        <div className="bg-stone-900 p-8 text-white sm:p-10">
          <p className="text-sm font-semibold tracking-wider text-saffron-400 uppercase">Come hungry</p>
          <h2 id="visit-us" className="mt-2 font-display text-3xl font-bold sm:text-4xl">
            Visit Us
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-stone-300">
            Pick up your order, take a seat by the tandoor, or just stop by to say hello. We would love to
            cook for you.
          </p>
          {restaurant && (
            <a
              href={directionsHref(restaurant.address.coordinates)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ size: 'lg' }, 'mt-8 w-full sm:w-auto')}
            >
              <Navigation aria-hidden="true" className="size-5" />
              Get Directions
              <ExternalLink aria-hidden="true" className="size-4 opacity-80" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
        <ul className="flex flex-col justify-center gap-6 px-6 pb-8 sm:px-10 lg:py-10 lg:pl-0">
          <Detail icon={MapPin} label="Address">
            <address className="not-italic">
              {street}
              {city && (
                <>
                  <br />
                  {city}
                </>
              )}
            </address>
          </Detail>
          <Detail icon={Phone} label="Phone">
            {restaurant ? (
              <a href={telHref(restaurant.phone)} className={linkClass}>
                {restaurant.phone}
              </a>
            ) : (
              'Not available'
            )}
          </Detail>
          <Detail icon={Mail} label="Email">
            {restaurant ? (
              <a href={mailtoHref(restaurant.email)} className={linkClass}>
                {restaurant.email}
              </a>
            ) : (
              'Not available'
            )}
          </Detail>
        </ul>
      </div>
    </section>
  );
}
