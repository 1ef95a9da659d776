import { pickupSlots, type Food, type OpeningHour, type PickupOrderInput } from '@flame/shared';

/** Pickup orders over real HTTP, for the tests that run the API as a process. Not a test file. */

async function data<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** A valid order body: one available dish, picked up at the first slot of tomorrow (restaurant time). */
export async function pickupBody(baseUrl: string): Promise<PickupOrderInput> {
  const foods = await data<Food[]>(await fetch(`${baseUrl}/api/food`));
  const { openingHours, timeZone } = await data<{ openingHours: OpeningHour[]; timeZone: string }>(
    await fetch(`${baseUrl}/api/restaurants/opening-hours`),
  );
  const dish = foods.find((food) => food.isAvailable);
  if (!dish) throw new Error('The menu has no available dish');
  return {
    items: [{ foodId: dish._id, quantity: 2 }],
    phone: '(555) 123-4567',
    paymentMethod: 'pay at restaurant',
    pickupTime: pickupSlots(new Date(), openingHours, timeZone)[1]!.slots[0]!.value,
  };
}

export function postOrder(baseUrl: string, headers: Record<string, string>, body: PickupOrderInput) {
  return fetch(`${baseUrl}/api/orders/pickup`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export function patchStatus(baseUrl: string, headers: Record<string, string>, id: string, status: string) {
  return fetch(`${baseUrl}/api/orders/${id}/status`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
}
