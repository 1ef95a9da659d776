import { telHref, type Restaurant } from '@flame/shared';
import type { Page } from '@playwright/test';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { openPage } from '../support/navigation';

/** The seeded restaurant as the API serves it, so the expectations follow the data. */
async function restaurantOf(page: Page): Promise<Restaurant> {
  const response = await page.request.get('/api/restaurants');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Restaurant[] };
  expect(data[0]).toBeTruthy();
  return data[0]!;
}

async function openAbout(page: Page) {
  await openPage(page, '/about');
}

test('the first HTML of /about already holds the story, the team and the directions', async ({ request }) => {
  const response = await request.get('/about');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>About Us | Flame-kissed</title>');
  expect(html).toContain('Our Story');
  expect(html).toContain('Meet Our Team');
  expect(html).toContain('Tenzing Sherpa');
  expect(html).toContain('https://www.google.com/maps/search/?api=1&amp;query=');
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`about page on ${name}`, () => {
    test.use({ viewport });

    test('shows the hero, the four stats and every section', async ({ page }) => {
      const restaurant = await restaurantOf(page);
      await openAbout(page);
      await expect(page).toHaveTitle('About Us | Flame-kissed');
      const main = page.getByRole('main');

      await expect(main.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
      await expect(main.getByText(restaurant.description)).toBeVisible();

      const stat = (label: string) =>
        main.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
      await expect(stat('Rating')).toContainText(`${Number(restaurant.rating.toFixed(1))}/5`);
      await expect(stat('Happy Customers')).toContainText(`${restaurant.totalReviews}+`);
      await expect(stat('Expert Chefs')).toContainText(`${restaurant.members.length}+`);
      await expect(stat('Years of Service')).toContainText('10+');

      for (const heading of ['Our Story', 'About Our Food', 'Our Values', 'Meet Our Team', 'Visit Us']) {
        await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      for (const note of ['Fresh & Local', 'Authentic Flavors', 'Expert Preparation', 'Made with Love']) {
        await expect(main.getByRole('heading', { level: 3, name: note })).toBeVisible();
      }
      for (const value of ['Quality First', 'Customer Focused', 'Community Driven']) {
        await expect(main.getByRole('heading', { level: 3, name: value })).toBeVisible();
      }
      for (const cuisine of restaurant.cuisineType) {
        await expect(
          main.getByRole('list', { name: 'Cuisines' }).getByText(cuisine, { exact: true }),
        ).toBeVisible();
      }

      const headChef = restaurant.members.find((member) => /head chef/i.test(member.role));
      expect(headChef).toBeTruthy();
      await expect(main.locator('figure figcaption')).toContainText(headChef!.name);

      // Phone first: nothing sticks out sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('meets the team: photo with its size, name and role for every member', async ({ page }) => {
      const restaurant = await restaurantOf(page);
      await openAbout(page);
      const team = page.getByRole('region', { name: 'Meet Our Team' });
      const cards = team.getByRole('listitem');
      await expect(cards).toHaveCount(restaurant.members.length);
      for (const member of restaurant.members) {
        const card = cards.filter({ has: page.getByRole('heading', { name: member.name }) });
        await expect(card).toContainText(member.role);
        if (member.image) {
          const image = card.locator('img');
          await expect(image).toHaveAttribute('src', member.image);
          await expect(image).toHaveAttribute('width', /\d+/);
          await expect(image).toHaveAttribute('height', /\d+/);
        }
      }
    });

    test('Visit Us links the phone and email, and Get Directions opens the map in a new tab', async ({
      page,
    }) => {
      const restaurant = await restaurantOf(page);
      await openAbout(page);
      const visit = page.getByRole('region', { name: 'Visit Us' });
      await expect(visit).toContainText(restaurant.address.street);
      await expect(visit.getByRole('link', { name: restaurant.phone })).toHaveAttribute(
        'href',
        telHref(restaurant.phone),
      );
      await expect(visit.getByRole('link', { name: restaurant.email })).toHaveAttribute(
        'href',
        `mailto:${restaurant.email}`,
      );

      const directions = visit.getByRole('link', { name: /Get Directions/ });
      const { lat, lng } = restaurant.address.coordinates;
      await expect(directions).toHaveAttribute(
        'href',
        `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`,
      );
      await expect(directions).toHaveAttribute('target', '_blank');
      await expect(directions).toHaveAttribute('rel', /noopener/);
    });
  });
}
