import {
  CART_STORAGE_KEY,
  needsChoices,
  pickupSlots,
  type Food,
  type OpeningHour,
  type Order,
} from '@flame/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Customer } from './customers';
import { expect } from '@playwright/test';
import { DEMO } from './sign-in';

/** Helpers of the ordering journeys (checkout, orders, tracking). */

/** The owner's token on each server, by its base URL. */
const ownerTokens = new Map<string, Promise<string>>();

/**
 * The owner's bearer header on the worker's server (`E2E_BASE_URL`, which a journey on a server of its own
 * points at that one); one sign-in per worker and server (password hashing is slow on a busy machine).
 */
export async function ownerHeaders(request: APIRequestContext) {
  const server = process.env.E2E_BASE_URL ?? '';
  let token = ownerTokens.get(server);
  if (!token) {
    token = (async () => {
      const response = await request.post('/api/auth/login', { data: DEMO.admin });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { data: { token: string } }).data.token;
    })();
    ownerTokens.set(server, token);
  }
  try {
    return { authorization: `Bearer ${await token}` };
  } catch (error) {
    ownerTokens.delete(server);
    throw error;
  }
}

export async function menuFoods(request: APIRequestContext): Promise<Food[]> {
  return ((await (await request.get('/api/food')).json()) as { data: Food[] }).data;
}

/** An available dish with a discount and one without, neither needing a choice of options. */
export async function twoDishes(request: APIRequestContext) {
  const foods = (await menuFoods(request)).filter((food) => food.isAvailable && !needsChoices(food));
  const discounted = foods.find((food) => food.discount > 0 && food.discount < 100)!;
  const plain = foods.find((food) => food.discount === 0)!;
  return { discounted, plain };
}

/** A cart line as the cart keeps it in localStorage. */
export function cartLine(food: Pick<Food, '_id' | 'name' | 'images' | 'discountedPrice'>, quantity = 1) {
  return {
    food: { _id: food._id, name: food.name, image: food.images[0] ?? null, price: food.discountedPrice },
    quantity,
  };
}

/** Puts lines into the stored cart once, before the first page of the test loads (a reload keeps them). */
export async function seedCart(page: Page, lines: unknown[]) {
  await page.addInitScript(
    ({ key, cart }) => {
      if (window.sessionStorage.getItem('e2e-cart-seeded')) return;
      window.sessionStorage.setItem('e2e-cart-seeded', '1');
      window.localStorage.setItem(key, cart);
    },
    { key: CART_STORAGE_KEY, cart: JSON.stringify(lines) },
  );
}

/** The cart as the app keeps it now. */
export async function storedCart(page: Page): Promise<unknown> {
  return page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? '[]') as unknown,
    CART_STORAGE_KEY,
  );
}

/** The restaurant's weekly hours and its time zone. */
export async function restaurantClock(request: APIRequestContext) {
  const { data } = (await (await request.get('/api/restaurants/opening-hours')).json()) as {
    data: { openingHours: OpeningHour[]; timeZone: string };
  };
  return data;
}

/** The first pickup time the restaurant offers on its second open day (tomorrow when it opens then). */
export async function pickupTime(request: APIRequestContext): Promise<string> {
  const data = await restaurantClock(request);
  return pickupSlots(new Date(), data.openingHours, data.timeZone)[1]!.slots[0]!.value;
}

/** The usual basket, for tomorrow's first pickup time unless another is given, with 'Extra achar' on its first line unless other instructions are. */
export async function placeOrder(
  request: APIRequestContext,
  customer: Customer,
  { at, specialInstructions = 'Extra achar' }: { at?: string; specialInstructions?: string } = {},
): Promise<Order> {
  const { discounted, plain } = await twoDishes(request);
  const response = await request.post('/api/orders/pickup', {
    headers: customer.headers,
    data: {
      items: [
        { foodId: discounted._id, quantity: 2, specialInstructions },
        { foodId: plain._id, quantity: 1 },
      ],
      phone: '(555) 123-4567',
      paymentMethod: 'pay at restaurant',
      pickupTime: at ?? (await pickupTime(request)),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Order }).data;
}

export async function setStatus(request: APIRequestContext, orderId: string, status: string) {
  const response = await request.patch(`/api/orders/${orderId}/status`, {
    headers: await ownerHeaders(request),
    data: { status },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const GREY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mO8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

/** Map tiles come from a tile server the test machine cannot reach: answer them with a grey tile. */
export async function stubMapTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: GREY_TILE }),
  );
}

/**
 * The checkout's pickup days that can be chosen (their values), once at least `atLeast` have arrived: the days
 * come with the pickup slots, after the page has started.
 */
export async function openPickupDays(page: Page, atLeast = 1): Promise<string[]> {
  const values = () =>
    page
      .getByLabel('Pickup day')
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  await expect.poll(async () => (await values()).length).toBeGreaterThanOrEqual(atLeast);
  return values();
}

/** An order for the latest open slot of the first of `dates` that has one. */
export async function orderOnOneOf(request: APIRequestContext, customer: Customer, dates: string[]) {
  for (const date of dates) {
    const slots = await request.get(`/api/orders/pickup-slots?date=${date}`);
    expect(slots.ok(), await slots.text()).toBe(true);
    const open = ((await slots.json()) as { data: { time: string; available: boolean }[] }).data.filter(
      (slot) => slot.available,
    );
    if (open.length === 0) continue;
    const { plain } = await twoDishes(request);
    const response = await request.post('/api/orders/pickup', {
      headers: customer.headers,
      data: {
        items: [{ foodId: plain._id, quantity: 1 }],
        phone: '(555) 123-4567',
        paymentMethod: 'pay at restaurant',
        pickupTime: open[open.length - 1]!.time,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return { date, order: ((await response.json()) as { data: Order }).data };
  }
  throw new Error(`No open pickup slot on ${dates.join(', ')}`);
}
