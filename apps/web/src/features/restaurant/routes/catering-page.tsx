import { ArrowDown } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction, RouteDeps } from '../../../lib/route-deps';
import { restaurantQueryOptions, useRestaurant } from '../../../api/restaurant';
import { CateringForm } from '../components/catering-form';
import { CateringHighlights } from '../components/catering-highlights';
import { PageHero } from '../components/page-hero';
import { FALLBACK_HERO_IMAGE } from '../components/restaurant-links';

export const loader = (deps: RouteDeps) => async () => {
  await deps.queryClient.prefetchQuery(restaurantQueryOptions(deps.api));
  return null;
};

export const head: HeadFunction = () => ({
  title: pageTitle('Catering'),
  description:
    'Book Flame-kissed to cater your wedding, corporate event, birthday or anniversary. Send a request and we answer within 24 hours.',
  indexable: true,
  preloadImages: [FALLBACK_HERO_IMAGE],
});

/** Catering: a hero banner and the 'Book Your Catering' form. */
export default function CateringPage() {
  const { data: restaurant } = useRestaurant();
  return (
    <>
      <PageHero
        image={FALLBACK_HERO_IMAGE}
        eyebrow="Catering"
        title="Flame-kissed food for your celebration"
        size="md"
      >
        <p>
          From intimate anniversaries to grand weddings, we bring the tandoor, the momos and the warmth of our
          kitchen to your event.
        </p>
        <a href="#catering-form" className={buttonClasses({ size: 'lg' }, 'mt-8')}>
          Book Your Catering
          <ArrowDown aria-hidden="true" className="size-5" />
        </a>
      </PageHero>
      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <CateringForm timeZone={restaurant?.timeZone} />
        <CateringHighlights restaurant={restaurant} />
      </div>
    </>
  );
}
