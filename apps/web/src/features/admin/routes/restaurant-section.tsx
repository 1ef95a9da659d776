import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { RestaurantInfoForm } from '../restaurant-info/restaurant-info-form';
import { useOwnedRestaurant } from '../shell/owned-restaurant';
import { AdminSection } from '../ui/admin-section';

export const head: HeadFunction = () => ({ title: pageTitle('Restaurant Info · Admin Dashboard') });

/** Restaurant Info: the restaurant's details, saved with `PUT /api/restaurants/{id}`. */
export default function RestaurantSection() {
  const restaurant = useOwnedRestaurant();
  return (
    <AdminSection
      title="Restaurant Info"
      description="Your restaurant's name, contact details and cuisines."
      maxWidth="3xl"
    >
      <RestaurantInfoForm restaurant={restaurant} />
    </AdminSection>
  );
}
