import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, signInAs } from './fixtures';
import { ownerHeaders } from './orders';

/** The id of the restaurant the demo owner runs. */
export async function ownedRestaurantId(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/restaurants/owner/me', { headers: await ownerHeaders(request) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { _id: string }[] }).data[0]!._id;
}

/** Opens a section of the dashboard (`''` for the overview) as the signed-in owner. */
export async function openDashboardSection(page: Page, segment: string) {
  const id = await ownedRestaurantId(page.request);
  await signInAs(page, DEMO.admin, `/admin-dashboard/${id}/${segment}`);
}

/** The dashboard's side menu (on wide screens) or drawer menu (on phones, once opened). */
export const dashboardMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Dashboard sections' }).first();
