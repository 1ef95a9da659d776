import type { DashboardOverview, OpeningHour, Restaurant } from '@flame/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { dashboardPath } from '../support/admin';
import { allowConsoleErrors, expect, test as base, VIEWPORTS } from '../support/fixtures';
import { stubMapTiles } from '../support/map-tiles';
import { ownerHeaders } from '../support/orders';
import { openPage, reloadPage } from '../support/navigation';
import { holdRequests } from '../support/hold-requests';

/** The restaurant as the public API serves it. */
async function restaurantOf(request: APIRequestContext): Promise<Restaurant> {
  const response = await request.get('/api/restaurants');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Restaurant[] }).data[0]!;
}

/** Puts fields of the shared restaurant back (other spec files read it). */
async function restore(request: APIRequestContext, id: string, body: Record<string, unknown>) {
  const response = await request.put(`/api/restaurants/${id}`, {
    headers: await ownerHeaders(request),
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const test = base.extend<{
  /** The restaurant as the public API serves it when the test starts. */
  restaurant: Restaurant;
}>({
  restaurant: async ({ request }, use) => {
    await use(await restaurantOf(request));
  },
});

/** Leaves the dashboard for the public site by its header link, inside the app. */
const viewSite = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'View site' }).click();

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

type Box = { x: number; y: number; width: number; height: number };

/**
 * Where the toast with `text`, its close button and its title are once it has come in (mounted, its entrance
 * ended), read in the page at that moment: a toast leaves after a few seconds, and on a busy machine the
 * journey's next steps could come too late. Call it before the action that shows the toast.
 */
function boxesOfToastOnceShown(page: Page, text: string) {
  return page.evaluate(
    (text) =>
      new Promise<{ toast: Box; close: Box; title: Box; closeName: string | null }>((resolve) => {
        const box = (element: Element | null): Box => {
          const { x, y, width, height } = element!.getBoundingClientRect();
          return { x, y, width, height };
        };
        let found = false;
        const measure = async () => {
          const toast = Array.from(
            document.querySelectorAll('[data-sonner-toast][data-mounted="true"]'),
          ).find((element) => element.textContent?.includes(text));
          if (!toast || found) return;
          found = true;
          observer.disconnect();
          const entrance = toast
            .getAnimations({ subtree: true })
            .map((animation: Animation) => animation.finished);
          await Promise.allSettled(entrance);
          const close = toast.querySelector('button[data-close-button]');
          resolve({
            toast: box(toast),
            close: box(close),
            title: box(toast.querySelector('[data-title]')),
            closeName: close?.getAttribute('aria-label') ?? null,
          });
        };
        const observer = new MutationObserver(() => void measure());
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributeFilter: ['data-mounted'],
        });
      }),
    text,
  );
}

test.describe('the owner edits the restaurant', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('a new description shows on the home and about pages', async ({
    page,
    request,
    openSection,
    restaurant,
  }) => {
    const description = `Fresh from the tandoor, every evening. Edited ${Date.now()}.`;
    try {
      const main = await openSection('restaurant');
      await expect(main.getByRole('heading', { level: 1, name: 'Restaurant Info' })).toBeVisible();
      await expect(main.getByLabel('Restaurant name')).toHaveValue(restaurant.name);
      await expect(main.getByLabel('Cuisine types')).toHaveValue(restaurant.cuisineType.join(', '));
      await expect(main.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

      await main.getByLabel('Description').fill(description);
      await main.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Restaurant updated successfully!')).toBeVisible();
      await expect(main.getByText('All changes saved.')).toBeVisible();

      await openPage(page, '/');
      await expect(page.getByRole('main').getByText(description)).toBeVisible();
      await openPage(page, '/about');
      await expect(page.getByRole('main').getByText(description)).toBeVisible();
    } finally {
      await restore(request, restaurant._id, { description: restaurant.description });
    }
  });

  // One width after the other: both change the phone and put it back, and one reading the other's new phone
  // as its own would find nothing to save.
  test.describe('the close button of a toast', () => {
    test.describe.configure({ mode: 'serial' });

    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      test(`on a ${device} the toast's close button sits inside the toast, clear of its text`, async ({
        page,
        request,
        openSection,
        restaurant,
      }) => {
        await page.setViewportSize(viewport);
        try {
          const main = await openSection('restaurant');
          // The phone: no other journey of the owner's reads or writes it (only changed fields are sent). A
          // number other than the one shown, so there is something to save.
          const phone = main.getByLabel('Phone');
          const shownPhone = await phone.inputValue();
          await phone.fill(shownPhone === '+1 512 555 0100' ? '+1 512 555 0101' : '+1 512 555 0100');
          const shown = boxesOfToastOnceShown(page, 'Restaurant updated successfully!');
          await main.getByRole('button', { name: 'Save Changes' }).click();
          const {
            toast: box,
            close: cross,
            title: text,
            closeName,
          } = await test.step('the toast comes in', () => shown, { timeout: 15_000 });
          expect(closeName).toMatch(/close/i);
          expect(cross.x).toBeGreaterThanOrEqual(box.x);
          expect(cross.y).toBeGreaterThanOrEqual(box.y);
          expect(cross.x + cross.width).toBeLessThanOrEqual(box.x + box.width);
          expect(cross.y + cross.height).toBeLessThanOrEqual(box.y + box.height);
          // The toast's text does not run under the cross.
          expect(text.x + text.width).toBeLessThanOrEqual(cross.x);
        } finally {
          await restore(request, restaurant._id, { phone: restaurant.phone });
        }
      });
    }
  });

  test("the owner's Instagram link alone: the footer follows only Instagram, at that address", async ({
    page,
    request,
    openSection,
    restaurant,
  }) => {
    const instagram = 'https://www.instagram.com/flamekissed.e2e';
    try {
      const main = await openSection('restaurant');
      await expect(main.getByLabel('Facebook')).toHaveValue(restaurant.socialLinks.facebook ?? '');
      for (const network of ['Facebook', 'X', 'TikTok', 'YouTube']) await main.getByLabel(network).fill('');
      await main.getByLabel('Instagram').fill('https://www.facebook.com/not-instagram');
      await main.getByRole('button', { name: 'Save Changes' }).click();
      await expect(main.getByText('Instagram link must be an https address on instagram.com')).toBeVisible();
      expect((await restaurantOf(request)).socialLinks).toEqual(restaurant.socialLinks);

      await main.getByLabel('Instagram').fill(instagram);
      await main.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Restaurant updated successfully!')).toBeVisible();

      await openPage(page, '/');
      const follow = page.getByRole('contentinfo').getByRole('region', { name: 'Follow' });
      await expect(follow.getByRole('link')).toHaveCount(1);
      await expect(follow.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', instagram);

      await restore(request, restaurant._id, { socialLinks: {} });
      await reloadPage(page);
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Follow' })).toHaveCount(0);
    } finally {
      await restore(request, restaurant._id, { socialLinks: restaurant.socialLinks });
    }
  });

  test("a day's new closing time shows in the home page's opening hours", async ({
    page,
    request,
    openSection,
    restaurant,
  }) => {
    const sunday = restaurant.openingHours.find((hour) => hour.day === 'Sunday')!;
    // Later closing only widens the hours: other spec files' pickup and booking times stay valid.
    const later = sunday.close === '8:00 PM' ? '8:30 PM' : '10:30 PM';
    try {
      const main = await openSection('settings');
      await main.getByLabel('Closes on Sunday').selectOption(later);
      await main.getByRole('button', { name: 'Save Changes' }).first().click();
      await expect(toast(page, 'Restaurant updated successfully!')).toBeVisible();

      await openPage(page, '/');
      const row = page
        .locator('section[aria-labelledby="opening-hours"] dl > div')
        .filter({ hasText: 'Sunday' });
      await expect(row.locator('dd')).toHaveText(`${sunday.open} – ${later}`);
    } finally {
      await restore(request, restaurant._id, { openingHours: restaurant.openingHours });
    }
    const hours = (await (await request.get('/api/restaurants/opening-hours')).json()).data
      .openingHours as OpeningHour[];
    expect(hours).toEqual(restaurant.openingHours);
  });
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`admin restaurant sections on ${name}`, () => {
    test.use({ viewport });

    test('overview: loading, a failed load with Try Again, then the numbers', async ({
      page,
      request,
      consoleErrors,
      restaurant,
      signInAsOwner,
    }) => {
      let fail = true;
      await page.route('**/api/admin/dashboard/overview', async (route) => {
        if (fail)
          await route.fulfill({ status: 500, json: { success: false, message: 'The kitchen is on fire' } });
        else await route.continue();
      });
      // Held until the loading state has shown, then answered (by the route above).
      const release = await holdRequests(page, '**/api/admin/dashboard/overview');
      await signInAsOwner(dashboardPath(restaurant._id, ''));
      const main = page.getByRole('main');
      await expect(main.getByRole('status').filter({ hasText: 'Loading the overview...' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      release();

      const failure = main.getByRole('alert').filter({ hasText: 'Failed to load the overview' });
      await expect(failure).toBeVisible();
      await expect(failure).toContainText('The kitchen is on fire');
      await expectNoSeriousAxeViolations(page);
      allowConsoleErrors(consoleErrors, /status of 500/);

      fail = false;
      await failure.getByRole('button', { name: 'Try Again' }).click();
      const response = await request.get('/api/admin/dashboard/overview', {
        headers: await ownerHeaders(request),
      });
      const overview = ((await response.json()) as { data: DashboardOverview }).data;
      for (const label of ['Total Users', 'Total Orders', 'Pending Orders', 'Total Revenue']) {
        await expect(main.getByRole('heading', { level: 2, name: label })).toBeVisible();
      }
      const card = (label: string) =>
        main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label }) });
      await expect(card('Total Revenue')).toContainText(/\$[\d,]+\.\d{2}/);
      await expect(card('Total Users')).toContainText(/\+\d+ new today/);
      await expect(card('Total Orders')).toContainText(/\d+ today/);
      await expect(card('Pending Orders')).toContainText(/\d+ active/);
      expect(overview.orders.total).toBeGreaterThan(0);
      const bars = main.getByRole('region', { name: 'Orders by status' });
      for (const status of ['Completed', 'Active', 'Pending', 'Cancelled']) {
        await expect(bars.getByRole('listitem').filter({ hasText: status })).toContainText(/\d+ · \d+%/);
      }
      await expect(main.getByRole('link', { name: /Manage Menu/ })).toHaveAttribute(
        'href',
        `/admin-dashboard/${restaurant._id}/menu`,
      );
      await expect(main.getByRole('link', { name: /Restaurant Info/ })).toHaveAttribute(
        'href',
        `/admin-dashboard/${restaurant._id}/restaurant`,
      );
      // The overview's one scan at this width: the numbers and today at a glance, all loaded.
      await expect(main.getByRole('region', { name: 'Today' }).getByText('Sales so far today')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test('restaurant info: the form, and a field error before anything is sent', async ({
      page,
      request,
      openSection,
      restaurant,
    }) => {
      const main = await openSection('restaurant');
      await expect(main.getByLabel('Email')).toHaveValue(restaurant.email);
      await expect(main.getByLabel('Restaurant is active')).toBeChecked();
      await expectNoSeriousAxeViolations(page);

      await main.getByLabel('Restaurant name').fill('');
      await main.getByRole('button', { name: 'Save Changes' }).click();
      await expect(main.getByText('Name is required')).toBeVisible();
      await expect(main.getByLabel('Restaurant name')).toBeFocused();
      await expectNoSeriousAxeViolations(page);
      expect((await restaurantOf(request)).name).toBe(restaurant.name);
    });

    test('hero images: previews, an upload fills the URL, and other hosts are refused', async ({
      page,
      request,
      openSection,
      restaurant,
    }) => {
      const main = await openSection('hero-images');
      await expect(main.getByText('at least 1920x1080')).toBeVisible();
      await expect(main.getByLabel('Hero image 1 URL')).toHaveValue(restaurant.images[0]!);
      await expect(main.locator(`img[src="${restaurant.images[1]}"]`)).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await main.getByLabel('Upload hero image 2').setInputFiles({
        name: 'hero.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFUlEQVQYlWM4oaFBEmIY1aAxGEIJAAxxnYHF8mvxAAAAAElFTkSuQmCC',
          'base64',
        ),
      });
      await expect(main.getByLabel('Hero image 2 URL')).toHaveValue(/^\/uploads\/[\w-]+\.webp$/);
      await expect(toast(page, 'Hero image 2 uploaded.')).toBeVisible();

      await main.getByLabel('Hero image 1 URL').fill('https://elsewhere.example/hero.jpg');
      await main.getByRole('button', { name: 'Save Changes' }).click();
      await expect(main.getByText('Use an image of this site')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      expect((await restaurantOf(request)).images).toEqual(restaurant.images);
    });

    test('about us: the text with a live character count', async ({ page, openSection, restaurant }) => {
      const main = await openSection('about');
      const text = main.getByLabel('About Us');
      await expect(text).toHaveValue(restaurant.about);
      await expect(
        main.getByText(`${restaurant.about.length.toLocaleString('en-US')} / 5,000 characters`),
      ).toBeVisible();
      await text.fill('We cook with fire.');
      await expect(main.getByText('18 / 5,000 characters')).toBeVisible();
      await expect(main.getByText('You have unsaved changes.')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test('hero images: a path that does not load says so in the preview and is not saved', async ({
      page,
      request,
      consoleErrors,
      openSection,
      restaurant,
    }) => {
      const main = await openSection('hero-images');
      const slot = main.getByRole('group', { name: 'Hero image 1' });
      await expect(slot.locator(`img[src="${restaurant.images[0]}"]`)).toBeVisible();
      await expect(slot.getByText('This image cannot be loaded.')).toHaveCount(0);

      // A site path the server would take (it checks only uploads), so the browser's check is what stops it.
      await main.getByLabel('Hero image 1 URL').fill('/images/hero/no-such-picture.svg');
      await expect(slot.getByText('This image cannot be loaded.')).toBeVisible();
      await expect(slot.getByRole('img')).toHaveCount(0);
      await main.getByRole('button', { name: 'Save Changes' }).click();
      await expect(
        slot.getByText('This image cannot be loaded. Check the path, or upload the picture again.'),
      ).toBeVisible();
      await expect(main.getByLabel('Hero image 1 URL')).toBeFocused();
      await expect(toast(page, 'Restaurant updated successfully!')).toHaveCount(0);
      expect((await restaurantOf(request)).images).toEqual(restaurant.images);
      await expectNoSeriousAxeViolations(page);

      await main.getByLabel('Hero image 1 URL').fill(restaurant.images[0]!);
      await expect(slot.locator(`img[src="${restaurant.images[0]}"]`)).toBeVisible();
      await expect(slot.getByText('This image cannot be loaded.')).toHaveCount(0);
      // The browser logs the missing picture's 404: that is the case under test.
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('404')));
    });

    test('about us: leaving with unsaved changes asks first; Keep editing keeps them', async ({
      page,
      request,
      openSection,
      restaurant,
    }) => {
      const main = await openSection('about');
      const text = main.getByLabel('About Us');
      await text.fill('A story not saved yet.');

      await viewSite(page);
      const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
      await expect(ask).toBeVisible();
      await expect(ask).toContainText('Your changes to the About Us text are not saved yet.');
      await expectNoSeriousAxeViolations(page);
      await ask.getByRole('button', { name: 'Keep editing' }).click();
      await expect(ask).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/admin-dashboard/${restaurant._id}/about$`));
      await expect(text).toHaveValue('A story not saved yet.');

      // Closing the tab asks through the browser's own prompt.
      const prompts: string[] = [];
      page.on('dialog', (dialog) => {
        prompts.push(dialog.type());
        void dialog.dismiss();
      });
      await page.close({ runBeforeUnload: true });
      await expect.poll(() => prompts).toEqual(['beforeunload']);
      expect((await restaurantOf(request)).about).toBe(restaurant.about);
    });

    test('about us: Leave without saving drops the changes; unchanged text leaves without asking', async ({
      page,
      request,
      openSection,
      restaurant,
    }) => {
      const main = await openSection('about');
      await main.getByLabel('About Us').fill('Dropped on purpose.');
      await viewSite(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Leave without saving' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
      expect((await restaurantOf(request)).about).toBe(restaurant.about);

      // Back once the home page has replaced the form: the address changes a moment before the page does.
      await expect(main.getByLabel('About Us')).toHaveCount(0);
      await page.goBack();
      await expect(main.getByLabel('About Us')).toHaveValue(restaurant.about);
      await viewSite(page);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
    });

    test('settings: the Closed toggle, the address and its map', async ({
      page,
      request,
      openSection,
      restaurant,
    }) => {
      await stubMapTiles(page);
      const main = await openSection('settings');
      await expect(main.getByLabel('Opens on Monday')).toHaveValue(
        restaurant.openingHours.find((h) => h.day === 'Monday')!.open!,
      );
      await expect(main.getByLabel('Opens on Monday').locator('option')).toHaveCount(48);
      await expectNoSeriousAxeViolations(page);

      // Closed removes the times; opening again restores 10:00 AM to 9:00 PM.
      await main.getByLabel('Closes on Wednesday').selectOption('11:30 PM');
      await main.getByRole('switch', { name: 'Closed on Wednesday' }).check({ force: true });
      await expect(main.getByLabel('Opens on Wednesday')).toHaveCount(0);
      await expect(main.getByText('Closed all day')).toBeVisible();
      await main.getByRole('switch', { name: 'Closed on Wednesday' }).uncheck({ force: true });
      await expect(main.getByLabel('Opens on Wednesday')).toHaveValue('10:00 AM');
      await expect(main.getByLabel('Closes on Wednesday')).toHaveValue('9:00 PM');

      const address = main.getByRole('form', { name: 'Address' });
      await expect(address.getByLabel('Street')).toHaveValue(restaurant.address.street);
      await expect(address.getByLabel('Latitude')).toHaveAttribute('step', '0.000001');
      await address.getByRole('button', { name: 'Show map' }).click();
      const map = address.getByRole('region', { name: /Map of the restaurant/ });
      await expect(map).toBeVisible();
      await expect(map.getByRole('button', { name: 'Restaurant location' })).toBeVisible();
      const box = (await map.boundingBox())!;
      await map.click({ position: { x: box.width / 4, y: box.height / 4 } });
      await expect(address.getByLabel('Latitude')).not.toHaveValue(
        String(restaurant.address.coordinates.lat),
      );
      expect(Number(await address.getByLabel('Latitude').inputValue())).toBeGreaterThan(
        restaurant.address.coordinates.lat,
      );
      expect(Number(await address.getByLabel('Longitude').inputValue())).toBeLessThan(
        restaurant.address.coordinates.lng,
      );
      await expectNoSeriousAxeViolations(page);
      await address.getByRole('button', { name: 'Hide map' }).click();
      await expect(map).toBeHidden();

      expect((await restaurantOf(request)).address).toEqual(restaurant.address);
    });
  });
}
