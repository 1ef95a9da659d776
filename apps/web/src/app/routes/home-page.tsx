import type { Restaurant, SpecialDay } from '@flame/shared';
import { ArrowRight, CalendarCheck, LogIn, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { AboutBlock } from '../../features/home/components/about-block';
import { HomeHero } from '../../features/home/components/home-hero';
import { LogoPlate } from '../../features/home/components/logo-plate';
import { FeaturedDishes, FeaturedDishesSkeleton } from '../../features/menu/components/featured-dishes';
import { LoadFailedMessage } from '../../features/menu/components/load-failed-message';
import { TrendingDishes } from '../../features/menu/components/trending-dishes';
import { homePicksQueryKey, homePicksQueryOptions, useHomePicks, type HomePicks } from '../../api/home-picks';
import type { MenuCard } from '../../api/menu-cards';
import { reviewsQueryOptions } from '../../api/reviews';
import { restaurantQueryKey, useRestaurant } from '../../api/restaurant';
import { OpeningHoursSection } from '../../features/restaurant/components/opening-hours-section';
import {
  FALLBACK_HERO_IMAGE,
  SECOND_HERO_IMAGE,
} from '../../features/restaurant/components/restaurant-links';
import { ReviewsSection } from '../../features/restaurant/components/reviews-section';
import { SectionHeading } from '../../features/restaurant/components/section-heading';
import { TeamGrid } from '../../features/restaurant/components/team-grid';
import { restaurantJsonLd } from '../../features/restaurant/restaurant-json-ld';
import { DEFAULT_DESCRIPTION, DEFAULT_HEAD, SITE_NAME } from '../../lib/head';
import { specialDaysQueryKey, specialDaysQueryOptions, useSpecialDays } from '../../api/special-days';
import type { HeadFunction, RouteDeps } from '../../lib/route-deps';

/** The two hero images: the restaurant's first two, or the house artwork. */
function heroImages(restaurant: Restaurant | null | undefined): string[] {
  const own = restaurant?.images.slice(0, 2) ?? [];
  return [...own, FALLBACK_HERO_IMAGE, SECOND_HERO_IMAGE]
    .filter((image, index, all) => all.indexOf(image) === index)
    .slice(0, 2);
}

/**
 * The dishes the page shows, the reviews and the special days join the restaurant (which the layout loads) in the
 * first HTML; the whole menu stays out of it.
 */
export const loader = (deps: RouteDeps) => async () => {
  await Promise.all([
    deps.queryClient.prefetchQuery(homePicksQueryOptions(deps.api, deps.queryClient)),
    deps.queryClient.prefetchQuery(reviewsQueryOptions(deps.api)),
    deps.queryClient.prefetchQuery(specialDaysQueryOptions(deps.api)),
  ]);
  return null;
};

export const head: HeadFunction = ({ queryClient, origin }) => {
  const restaurant = queryClient.getQueryData<Restaurant | null>(restaurantQueryKey);
  const prices = queryClient.getQueryData<HomePicks<MenuCard>>(homePicksQueryKey)?.priceBounds;
  const specialDays = queryClient.getQueryData<SpecialDay[]>(specialDaysQueryKey);
  return {
    ...DEFAULT_HEAD,
    indexable: true,
    preloadImages: [heroImages(restaurant)[0]!],
    ...(restaurant ? { jsonLd: restaurantJsonLd(restaurant, { origin, prices, specialDays }) } : {}),
  };
};

/**
 * Home: the hero with the main links, the about block beside the featured dishes, 'Popular
 * & Trending', the team, the opening hours with the logo plate, and the reviews.
 */
export default function HomePage() {
  const { data: restaurant, isError: restaurantFailed } = useRestaurant();
  const picks = useHomePicks();
  const specialDays = useSpecialDays();
  const { status } = useAuth();
  const name = restaurant?.name || SITE_NAME;

  return (
    <>
      <HomeHero
        images={heroImages(restaurant)}
        eyebrow={`${name} · Indian & Nepali kitchen`}
        title="Where the tandoor meets the Himalayas"
        tagline={restaurant?.description || DEFAULT_DESCRIPTION}
      >
        <ButtonLink to={paths.menu.href()} size="lg">
          Explore menu <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
        <ButtonLink to={paths.tables.href()} size="lg" variant="secondary">
          <CalendarCheck aria-hidden="true" className="size-4" /> Reserve Table
        </ButtonLink>
        <ButtonLink
          to={paths.catering.href()}
          size="lg"
          variant="ghost"
          className="text-white ring-1 ring-white/40 hover:bg-white/10 hover:text-white"
        >
          <PartyPopper aria-hidden="true" className="size-4" /> Catering
        </ButtonLink>
        {status !== 'signed-in' && (
          <Link
            to={paths.login.href()}
            className="inline-flex h-12 items-center gap-2 px-2 font-semibold text-white underline-offset-4 hover:underline"
          >
            <LogIn aria-hidden="true" className="size-4" /> Log in
          </Link>
        )}
      </HomeHero>

      <AboutBlock
        aside={
          picks.isError ? null : picks.data ? (
            <FeaturedDishes foods={picks.data.featured} />
          ) : (
            <FeaturedDishesSkeleton />
          )
        }
      />

      <section aria-labelledby="trending" className="bg-cream-100 py-16 sm:py-24">
        <div className="container-page">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SectionHeading id="trending" eyebrow="Most loved" title="Popular & Trending" />
            <Link
              to={paths.menu.href()}
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              View full menu <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <div className="mt-10">
            {picks.isError ? (
              <LoadFailedMessage
                title="Failed to load menu"
                message={picks.error.message}
                onRetry={() => void picks.refetch()}
                retrying={picks.isFetching}
              />
            ) : (
              <TrendingDishes foods={picks.data?.trending} />
            )}
          </div>
        </div>
      </section>

      <TeamGrid members={restaurant?.members ?? []} />

      {restaurant && !restaurantFailed && (
        <OpeningHoursSection
          hours={restaurant.openingHours}
          specialDays={specialDays.data ?? []}
          timeZone={restaurant.timeZone}
          aside={<LogoPlate name={name} />}
        />
      )}

      <ReviewsSection />
    </>
  );
}
