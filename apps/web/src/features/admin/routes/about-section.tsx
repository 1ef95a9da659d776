import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { AboutForm } from '../about/about-form';
import { useOwnedRestaurant } from '../shell/owned-restaurant';
import { AdminSection } from '../ui/admin-section';

export const head: HeadFunction = () => ({ title: pageTitle('About Us · Admin Dashboard') });

/** About Us: the about page's text, saved with `PUT /api/restaurants/{id}`. */
export default function AboutSection() {
  const restaurant = useOwnedRestaurant();
  return (
    <AdminSection title="About Us" description="Tell guests who you are and how you cook." maxWidth="3xl">
      <AboutForm restaurant={restaurant} />
    </AdminSection>
  );
}
