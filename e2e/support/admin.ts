import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, signInAs } from './fixtures';
import { ownerHeaders } from './orders';

/** The id of the restaurant the demo owner runs. */
export async function ownedRestaurantId(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/restaurants/owner/me', { headers: await ownerHeaders(request) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { _id: string }[] }).data[0]!._id;
}

/** The dashboard's sections by their path segment (`''`: the overview). */
export type DashboardSection =
  | ''
  | 'restaurant'
  | 'hero-images'
  | 'about'
  | 'menu'
  | 'members'
  | 'tables'
  | 'reservations'
  | 'pickups'
  | 'inbox'
  | 'settings';

/** The path of a section of the dashboard of restaurant `id`. */
export const dashboardPath = (id: string, section: DashboardSection) =>
  section ? `/admin-dashboard/${id}/${section}` : `/admin-dashboard/${id}`;

/** Opens a section of the dashboard as the signed-in owner. */
export async function openDashboardSection(page: Page, section: DashboardSection) {
  const id = await ownedRestaurantId(page.request);
  await signInAs(page, DEMO.admin, dashboardPath(id, section));
}

/** The dashboard's side menu (on wide screens) or drawer menu (on phones, once opened). */
export const dashboardMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Dashboard sections' }).first();
