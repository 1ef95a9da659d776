import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { HeroImagesForm } from '../hero-images/hero-images-form';
import { useOwnedRestaurant } from '../shell/owned-restaurant';
import { AdminSection } from '../ui/admin-section';

export const head: HeadFunction = () => ({ title: pageTitle('Hero Images · Admin Dashboard') });

/** Hero Images: the home page's two hero images, saved with `PUT /api/restaurants/{id}`. */
export default function HeroImagesSection() {
  const restaurant = useOwnedRestaurant();
  return (
    <AdminSection
      title="Hero Images"
      description="Upload photos of your food and room, or use images of this site."
      maxWidth="5xl"
    >
      <HeroImagesForm restaurant={restaurant} />
    </AdminSection>
  );
}
