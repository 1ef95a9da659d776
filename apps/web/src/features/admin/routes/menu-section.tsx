import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { MenuManager } from '../menu/components/menu-manager';
import { useOwnedRestaurant } from '../shell/owned-restaurant';

export const head: HeadFunction = () => ({ title: pageTitle('Menu · Admin Dashboard') });

/** The Menu section of the dashboard. */
export default function MenuSection() {
  const restaurant = useOwnedRestaurant();
  return <MenuManager restaurantId={restaurant._id} />;
}
