import type { Restaurant } from '@flame/shared';
import { SITE_NAME } from '../../../lib/head';
import { joinWords, SECOND_HERO_IMAGE } from './restaurant-links';
import { SectionHeading } from './section-heading';

const FALLBACK_STORY =
  'What started as a small family kitchen has grown into a place where neighbours gather over fire-kissed food, ' +
  'generous portions and warm hospitality. Every dish is cooked to order from recipes handed down and refined over the years.';

/** 'Our Story': the restaurant's own text in paragraphs, and the cuisines it cooks. */
export function OurStory({ restaurant }: { restaurant: Restaurant | null | undefined }) {
  const paragraphs = (restaurant?.about.trim() || FALLBACK_STORY).split(/\n\s*\n/).filter(Boolean);
  const cuisines = restaurant?.cuisineType.filter(Boolean) ?? [];
  const image = restaurant?.images[1] ?? SECOND_HERO_IMAGE;
  return (
    <section aria-labelledby="our-story" className="container-page py-16 sm:py-24">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading id="our-story" eyebrow="Who we are" title="Our Story" />
          <div className="mt-6 flex flex-col gap-4 text-base leading-relaxed text-stone-700 sm:text-lg">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            {cuisines.length > 0 && (
              <p>
                At {restaurant?.name || SITE_NAME} we proudly cook {joinWords(cuisines)} cuisine, side by side
                in one kitchen.
              </p>
            )}
          </div>
          {cuisines.length > 0 && (
            <ul aria-label="Cuisines" className="mt-6 flex flex-wrap gap-2">
              {cuisines.map((cuisine) => (
                <li
                  key={cuisine}
                  className="rounded-full bg-brand-50 px-3.5 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset"
                >
                  {cuisine}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-2 -z-10 rotate-2 rounded-card bg-cream-200 sm:-inset-3"
          />
          <img
            src={image}
            alt=""
            width={1920}
            height={1080}
            loading="lazy"
            className="aspect-4/3 w-full rounded-card object-cover shadow-card"
          />
        </div>
      </div>
    </section>
  );
}
