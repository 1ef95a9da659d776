export { getRestaurant, restaurantQueryOptions, useRestaurant } from '../../../lib/restaurant';
