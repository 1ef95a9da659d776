import type { Restaurant } from '@flame/shared';
import { useOutletContext } from 'react-router';

/** What the dashboard layout hands to every section. */
export interface AdminOutletContext {
  restaurant: Restaurant;
}

/** The owner's restaurant, inside a dashboard section. */
export function useOwnedRestaurant(): Restaurant {
  return useOutletContext<AdminOutletContext>().restaurant;
}
