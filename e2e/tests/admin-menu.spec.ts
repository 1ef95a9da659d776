import type { Food } from '@flame/shared';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { allowConsoleErrors, expect, test, VIEWPORTS } from '../support/fixtures';
import { ownerHeaders } from '../support/orders';
import { openPage } from '../support/navigation';

/** A small PNG made here (8 × 8, brand red), so the upload is a real image. */
const PHOTO = {
  name: 'dish.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4IaeBFTEMLQkAiE5DgdolD9EAAAAASUVORK5CYII=',
    'base64',
  ),
};

let counter = 0;
/** A name no other test (or run) uses: the E2E suite shares one database. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${process.pid}${(counter += 1)}`;

const dialog = (page: Page) => page.getByRole('dialog');

test.describe('admin: menu', () => {
  test('a dish added without allergens says they are not listed, never none; set, the dish page lists them', async ({
    openSection,
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(VIEWPORTS.phone);
    const name = unique('E2E Dal Tadka');
    let id: string | undefined;
    try {
      await openSection('menu');
      await page.getByRole('button', { name: 'Add Item' }).click();
      const form = dialog(page);
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Price ($)').fill('11');
      await form.getByLabel('Category').selectOption('Main Course');
      await expect(
        form.getByText('Not known yet: the dish page asks guests to check with you.'),
      ).toBeVisible();
      await form.getByRole('button', { name: 'Add Item' }).click();
      await expect(page.getByText('Food item created!')).toBeVisible();

      const owners = await request.get('/api/admin/food', { headers: await ownerHeaders(request) });
      const dish = ((await owners.json()) as { data: Food[] }).data.find((food) => food.name === name)!;
      id = dish._id;
      expect(dish.allergens).toBeNull();

      await openPage(page, `/food/${id}`);
      const allergens = page.getByRole('region', { name: 'Allergens' });
      await expect(allergens).toContainText(
        'Allergens not listed yet. Please ask the restaurant before you order.',
      );
      await expect(allergens).not.toContainText(/none|No common allergens/i);
      const nutrition = page.getByRole('region', { name: 'Nutrition Info' });
      await expect(nutrition).toHaveText(/Nutrition information is not listed for this dish yet\./);
      await expect(nutrition.getByText('Not listed', { exact: true })).toHaveCount(0);

      await openSection('menu');
      await page.getByRole('searchbox', { name: 'Search menu items' }).fill(name);
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      await form.getByLabel('Dairy').check();
      await form.getByLabel('Tree nuts').check();
      await form.getByLabel('Ingredients').fill('Yellow lentils, Ghee, Cumin');
      await form.getByLabel('Calories (kcal)').fill('410');
      await form.getByLabel('Vegetarian').check();
      await form.getByLabel('Gluten free').check();
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Food item updated!')).toBeVisible();

      await openPage(page, `/food/${id}`);
      await expect(page.getByRole('region', { name: 'Allergens' }).getByRole('listitem')).toHaveText([
        'Dairy',
        'Tree nuts',
      ]);
      await expect(page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem')).toHaveText([
        'Yellow lentils',
        'Ghee',
        'Cumin',
      ]);
      const table = page.getByRole('table', { name: 'Nutrition information per serving' });
      await expect(table.getByRole('row', { name: /Calories/ })).toContainText('410 kcal');
      await expect(table.getByRole('row', { name: /Protein/ })).toContainText('Not listed');
      await expect(page.getByText('Gluten-free', { exact: true })).toBeVisible();

      await openSection('menu');
      await page.getByRole('searchbox', { name: 'Search menu items' }).fill(name);
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      await form.getByLabel('Contains no common allergens').check();
      await expect(form.getByLabel('Dairy')).not.toBeChecked();
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Food item updated!')).toBeVisible();
      await openPage(page, `/food/${id}`);
      await expect(page.getByRole('region', { name: 'Allergens' })).toContainText(
        'Contains none of the common allergens.',
      );
    } finally {
      if (id) await request.delete(`/api/food/${id}`, { headers: await ownerHeaders(request) });
    }
  });

  test('the owner adds a dish with a photo, sees it on /menu, hides it, then deletes it', async ({
    openSection,
    page,
  }) => {
    test.setTimeout(90_000);
    const name = unique('E2E Saffron Kheer');
    await openSection('menu');
    await expect(page.getByRole('article').first()).toBeVisible();
    // axe scans the loaded cards at both widths in the journey below.

    await page.getByRole('button', { name: 'Add Item' }).click();
    const form = dialog(page);
    await expect(form.getByRole('heading', { name: 'Add Item' })).toBeVisible();
    await expect(form.getByLabel('Category')).toHaveValue('Appetizers');
    await expect(form.getByLabel('Price ($)')).toHaveValue('0');
    await expect(form.getByLabel('Preparation time (minutes)')).toHaveValue('15');
    await expect(form.getByLabel('Available Now')).toBeChecked();
    await expectNoSeriousAxeViolations(page);

    // The server's rule shows under the field: a dish needs a name.
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expect(form.getByText('Please give the dish a name')).toBeVisible();

    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Description').fill('Slow-cooked rice pudding with saffron and pistachio.');
    await form.getByLabel('Price ($)').fill('7.25');
    await form.getByLabel('Category').selectOption('Sides');
    await form.getByLabel('Spice level (0-5)').fill('0');
    await form.getByLabel('Vegetarian').check();
    // Added hidden, so the public menu (which other specs count) shows it only for a moment.
    await form.getByLabel('Available Now').uncheck();
    await form.getByLabel('Image').setInputFiles(PHOTO);
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByText('Food item created!')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search menu items' }).fill(name.toUpperCase());
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('$7.25')).toBeVisible();
    await expect(card.getByText('Veg', { exact: true })).toBeVisible();
    await expect(card.getByText('Hidden').first()).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/[\w-]+\.webp$/);

    const toggle = page.getByRole('switch', { name: `Available: ${name}` });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    // Label in name: the word the owner reads on the switch begins its accessible name, on or off.
    await expect(toggle).toHaveText('Available');
    await toggle.click();
    await expect(page.getByText('Food item is back on the menu!')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toHaveText('Available');

    await page.goto('/menu');
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();

    await page.goBack();
    await page.getByRole('searchbox', { name: 'Search menu items' }).fill(name);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(page.getByText('Food item hidden from the menu!')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveCount(0);

    await page.goBack();
    await page.getByRole('searchbox', { name: 'Search menu items' }).fill(name);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = dialog(page);
    await expect(confirm.getByRole('heading', { name: 'Delete this dish?' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Food item deleted!')).toBeVisible();
    await expect(page.getByText('No menu items found')).toBeVisible();
  });

  for (const viewport of Object.values(VIEWPORTS)) {
    test(`at ${viewport.width} px: the cards, an empty search, and a failed load with Try Again`, async ({
      openSection,
      page,
      consoleErrors,
    }) => {
      test.setTimeout(90_000); // axe over 40-odd cards, three times, on a busy machine
      await page.setViewportSize(viewport);
      await openSection('menu');
      await expect(page.getByRole('switch').first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('searchbox', { name: 'Search menu items' }).fill('no dish is called this');
      await expect(page.getByRole('heading', { name: 'No menu items found' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      let fail = true;
      await page.route('**/api/admin/food', (route) =>
        fail
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ success: false, message: 'Something went wrong. Please try again.' }),
            })
          : route.continue(),
      );
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Failed to load menu' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      fail = false;
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('switch').first()).toBeVisible();
      allowConsoleErrors(consoleErrors, /status of 500/);
    });
  }
});

test.describe('admin: team members', () => {
  test('the owner adds a member with a photo, sees them on the about page, then deletes them', async ({
    openSection,
    page,
  }) => {
    const name = unique('E2E Priya');
    await openSection('members');
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.getByRole('button', { name: 'Add Member' }).click();
    const form = dialog(page);
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Add Member' }).click();
    await expect(form.getByText("Please give the team member's role")).toBeVisible();
    await form.getByLabel('Role').fill('Pastry Chef');
    await form.getByLabel('Photo').setInputFiles(PHOTO);
    await expectNoSeriousAxeViolations(page);
    await form.getByRole('button', { name: 'Add Member' }).click();
    await expect(page.getByText('Member created!')).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card.getByText('Pastry Chef')).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/[\w-]+\.webp$/);

    await page.goto('/about');
    const team = page.getByRole('region', { name: 'Meet Our Team' });
    await expect(team.getByRole('heading', { name })).toBeVisible();

    await page.goBack();
    await page.getByRole('searchbox', { name: 'Search team members' }).fill(name);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await dialog(page).getByLabel('Role').fill('Head Pastry Chef');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Member updated!')).toBeVisible();
    await expect(
      page.getByRole('article').filter({ hasText: name }).getByText('Head Pastry Chef'),
    ).toBeVisible();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Member deleted!')).toBeVisible();
    await expect(page.getByText('No team members found')).toBeVisible();

    await page.goto('/about');
    await expect(
      page.getByRole('region', { name: 'Meet Our Team' }).getByRole('heading').first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name })).toHaveCount(0);
  });

  for (const viewport of Object.values(VIEWPORTS)) {
    test(`at ${viewport.width} px: the team, an empty search, and a failed load with Try Again`, async ({
      openSection,
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(viewport);
      // The member another journey adds with a photo and then deletes may be listed here as its photo goes.
      allowConsoleErrors(consoleErrors, /status of 404 .*\/uploads\/[\w-]+\.webp\)$/);
      await openSection('members');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('searchbox', { name: 'Search team members' }).fill('nobody has this name');
      await expect(page.getByRole('heading', { name: 'No team members found' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      let fail = true;
      await page.route('**/api/restaurants/members', (route) =>
        fail
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ success: false, message: 'The database is not reachable' }),
            })
          : route.continue(),
      );
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Failed to load the team' })).toBeVisible({
        timeout: 20_000,
      });
      await expectNoSeriousAxeViolations(page);
      fail = false;
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('article').first()).toBeVisible();
      allowConsoleErrors(consoleErrors, /status of 503/);
    });
  }
});
