import type { Database } from '../../../db/client';
import { findSiteRestaurant } from '../../../lib/site-restaurant';
import { PermanentMailError } from '../delivery-policy';
import { oneLineAddress } from './restaurant-texts';

export interface RestaurantFooter {
  name: string;
  phone: string;
  address: string;
  email: string;
  timeZone: string;
}

/** The restaurant a message about an account comes from: its name and contact for the message's foot. */
export async function loadRestaurantFooter(db: Database): Promise<RestaurantFooter> {
  const restaurant = await findSiteRestaurant(db);
  if (!restaurant) throw new PermanentMailError('There is no restaurant to send from');
  return {
    name: restaurant.name,
    phone: restaurant.phone,
    address: oneLineAddress(restaurant),
    email: restaurant.email,
    timeZone: restaurant.timeZone,
  };
}
