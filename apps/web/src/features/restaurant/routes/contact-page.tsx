import { pageTitle } from '../../../lib/head';
import type { RouteDeps } from '../../../lib/route-deps';
import { restaurantQueryOptions, useRestaurant } from '../../../api/restaurant';
import { restaurantPageHead } from '../restaurant-page-json-ld';
import { ContactCards } from '../components/contact-cards';
import { ContactForm } from '../components/contact-form';
import { Faq } from '../components/faq';
import { PageHero } from '../components/page-hero';
import { SECOND_HERO_IMAGE } from '../components/restaurant-links';

export const loader = (deps: RouteDeps) => async () => {
  await deps.queryClient.prefetchQuery(restaurantQueryOptions(deps.api));
  return null;
};

export const head = restaurantPageHead('ContactPage', { name: 'Contact Us', path: '/contact' }, () => ({
  title: pageTitle('Contact Us'),
  description:
    'Send Flame-kissed a message, find our address, phone and email, and read answers about reservations, catering, payment and dietary needs.',
  indexable: true,
  preloadImages: [SECOND_HERO_IMAGE],
}));

/** Contact: the message form, the ways to reach us, and the FAQ. */
export default function ContactPage() {
  const { data: restaurant } = useRestaurant();
  return (
    <>
      <PageHero image={SECOND_HERO_IMAGE} eyebrow="Contact Us" title="We'd love to hear from you" size="md">
        <p>Questions, feedback or a special request? Send us a message or reach us directly.</p>
      </PageHero>
      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <ContactForm />
        <section aria-labelledby="reach-us">
          <h2 id="reach-us" className="mb-4 font-display text-2xl font-bold text-stone-900">
            Reach us directly
          </h2>
          <ContactCards restaurant={restaurant} />
        </section>
      </div>
      <Faq />
    </>
  );
}
