import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO, signInAs } from './sign-in';
import { ownerHeaders } from './orders';

/** The id of the restaurant the demo owner runs. */
export async function ownedRestaurantId(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/restaurants/owner/me', { headers: await ownerHeaders(request) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { _id: string }[] }).data[0]!._id;
}

/**
 * Sets 'Orders per pickup slot' (null: no limit). It changes every order on the server: only the one-at-a-time
 * journeys (`slots-*`) call it.
 */
export async function setPickupSlotCapacity(
  request: APIRequestContext,
  capacity: number | null,
): Promise<void> {
  const response = await request.put(`/api/restaurants/${await ownedRestaurantId(request)}`, {
    headers: await ownerHeaders(request),
    data: { pickupSlotCapacity: capacity },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The dashboard's sections by their path segment (`''`: the overview), each with its title (the page's h1). */
const SECTION_TITLES = {
  '': 'Overview',
  reports: 'Reports',
  guests: 'Guests',
  restaurant: 'Restaurant Info',
  'hero-images': 'Hero Images',
  about: 'About Us',
  menu: 'Menu',
  members: 'Team Members',
  tables: 'Tables',
  reservations: 'Reservations',
  pickups: 'Pickups',
  inbox: 'Inbox',
  settings: 'Settings',
} as const;

export type DashboardSection = keyof typeof SECTION_TITLES;

/** The path of a section of the dashboard of restaurant `id`. */
export const dashboardPath = (id: string, section: DashboardSection) =>
  section ? `/admin-dashboard/${id}/${section}` : `/admin-dashboard/${id}`;

/**
 * Signs the owner in on a section of the dashboard; answers its main region once the section's title shows
 * (specs take it as the `openSection` fixture).
 */
export async function openDashboardSection(page: Page, section: DashboardSection): Promise<Locator> {
  const id = await ownedRestaurantId(page.request);
  await signInAs(page, DEMO.admin, dashboardPath(id, section));
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: SECTION_TITLES[section], exact: true }),
  ).toBeVisible({
    timeout: 20_000,
  });
  return main;
}

/** The dashboard's side menu (on wide screens) or drawer menu (on phones, once opened). */
export const dashboardMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Dashboard sections' }).first();

/**
 * One order's row (table) or card (phone) in the pickups board's active list, by the name it leads with
 * ('Order 1014', the whole text of its name, so 'Order 101' is not 'Order 1014').
 */
export function pickupEntry(page: Page, orderNumber: number): Locator {
  return page
    .getByRole('region', { name: /^Active pickups \d+$/ })
    .locator('tr:visible, li:visible')
    .filter({ has: page.getByText(`Order ${orderNumber}`, { exact: true }) });
}

/** From this width the board lists pickups as a table; below it, the kitchen view's cards. */
export const PICKUPS_TABLE_FROM = 1280;

/**
 * Opens the 'More actions' menu of an order's card on the kitchen view (below 1280 px), where cancelling,
 * moving, blocking and the tickets wait; on a desktop the table's row shows them all already. Answers the
 * order's row or card. Other journeys' orders arrive on the board live and can move the card as it is tapped,
 * so a tap that did not open it is made again, as a person would.
 */
export async function openPickupActions(page: Page, orderNumber: number): Promise<Locator> {
  const entry = pickupEntry(page, orderNumber);
  if ((page.viewportSize()?.width ?? PICKUPS_TABLE_FROM) >= PICKUPS_TABLE_FROM) return entry;
  const more = entry.getByRole('button', { name: /^More actions for order \d+$/ });
  await expect(async () => {
    if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return entry;
}

/**
 * Asks to cancel an order from the board as the owner does at the page's width: 'Cancel order' in the table
 * row's status select, or in the card's 'More actions' menu. The board then asks first.
 */
export async function askToCancelPickup(page: Page, orderNumber: number): Promise<void> {
  const entry = await openPickupActions(page, orderNumber);
  if ((page.viewportSize()?.width ?? PICKUPS_TABLE_FROM) >= PICKUPS_TABLE_FROM)
    await entry
      .getByRole('combobox', { name: `Status of order ${orderNumber}` })
      .selectOption({ label: 'Cancel order' });
  else await entry.getByRole('button', { name: /^Cancel order \d+$/ }).click();
}
