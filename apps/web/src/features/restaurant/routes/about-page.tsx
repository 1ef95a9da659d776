import type { Restaurant } from '@flame/shared';
import { pageTitle, SITE_NAME } from '../../../lib/head';
import type { RouteDeps } from '../../../lib/route-deps';
import { restaurantQueryOptions, useRestaurant } from '../../../api/restaurant';
import { restaurantPageHead } from '../restaurant-page-json-ld';
import { ChefQuote } from '../components/chef-quote';
import { FoodHighlights } from '../components/food-highlights';
import { OurStory } from '../components/our-story';
import { OurValues } from '../components/our-values';
import { PageHero } from '../components/page-hero';
import { FALLBACK_HERO_IMAGE } from '../components/restaurant-links';
import { StatTiles } from '../components/stat-tiles';
import { TeamGrid } from '../components/team-grid';
import { VisitUs } from '../components/visit-us';

export const FALLBACK_DESCRIPTION = 'Experience culinary excellence in every bite';

const heroImage = (restaurant: Restaurant | null | undefined) => restaurant?.images[0] ?? FALLBACK_HERO_IMAGE;

export const loader = (deps: RouteDeps) => async () => {
  // A failed load is only logged by the query; the page shows its fallbacks.
  await deps.queryClient.prefetchQuery(restaurantQueryOptions(deps.api));
  return null;
};

export const head = restaurantPageHead('AboutPage', { name: 'About Us', path: '/about' }, (restaurant) => ({
  title: pageTitle('About Us'),
  description: `The story, food, values and team behind ${restaurant?.name ?? SITE_NAME}, an Indian and Nepali kitchen, and how to visit us.`,
  indexable: true,
  preloadImages: [heroImage(restaurant)],
}));

/** About: hero, stats, story, food, the head chef's word, values, team and how to visit. */
export default function AboutPage() {
  const { data: restaurant } = useRestaurant();
  const members = restaurant?.members ?? [];
  return (
    <>
      <PageHero image={heroImage(restaurant)} eyebrow="About Us" title={restaurant?.name || SITE_NAME}>
        <p>{restaurant?.description || FALLBACK_DESCRIPTION}</p>
      </PageHero>
      <StatTiles restaurant={restaurant} />
      <OurStory restaurant={restaurant} />
      <FoodHighlights />
      <ChefQuote members={members} />
      <OurValues />
      <TeamGrid members={members} />
      <VisitUs restaurant={restaurant} />
    </>
  );
}
