import type { Restaurant } from '@flame/shared';
import type { Page } from '@playwright/test';
import { storedToken } from '../support/customers';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect as baseExpect, test, VIEWPORTS } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { stubMapTiles } from '../support/map-tiles';
import { openPage } from '../support/navigation';
import { keepScreenshot } from '../support/screenshots';

/** Pages hydrate and navigate slowly on a busy machine: wait longer before calling a check failed. */
const expect = baseExpect.configure({ timeout: 20_000 });

const HOME = { street: '221 Baker Street', city: 'Austin', state: 'TX', zipCode: '78701' };
const WORK = { street: '500 Congress Avenue', city: 'Austin', state: 'TX', zipCode: '78701-4042' };

/** The profile's statistics come from `GET /api/orders`; answered here so these journeys stand alone. */
async function noOrders(page: Page) {
  await page.route('**/api/orders', (route) => route.fulfill({ json: { success: true, data: [] } }));
}

function addressForm(page: Page) {
  const root = page.getByRole('form', { name: 'Add New Address' });
  return {
    root,
    street: root.getByRole('textbox', { name: 'Street' }),
    city: root.getByRole('textbox', { name: 'City' }),
    state: root.getByRole('textbox', { name: 'State' }),
    zipCode: root.getByRole('textbox', { name: 'ZIP code' }),
    save: root.getByRole('button', { name: /Save Address|Saving\.\.\./ }),
    map: root.getByRole('region', { name: 'Map: click to place the pin on your address' }),
    pin: root.getByRole('button', { name: 'Selected location' }),
  };
}

async function fill(page: Page, address: typeof HOME) {
  const f = addressForm(page);
  await f.street.fill(address.street);
  await f.city.fill(address.city);
  await f.state.fill(address.state);
  await f.zipCode.fill(address.zipCode);
}

test.describe('add address', () => {
  test.slow();

  test.beforeEach(async ({ page }) => {
    await stubMapTiles(page);
    await noOrders(page);
  });

  test('a visitor sees the Profile heading and the log-in prompt', async ({ page }) => {
    await openPage(page, '/add/address');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByText('Please log in to view your profile')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fadd%2Faddress',
    );
    await expectNoSeriousAxeViolations(page);
  });

  test.describe('with the device location', () => {
    test.use({ geolocation: { latitude: 30.2672, longitude: -97.7431 }, permissions: ['geolocation'] });

    test('adds two addresses, the first is the default; switch the default, then delete one', async ({
      page,
      signInAsCustomer,
    }) => {
      await signInAsCustomer('/profile');
      await card(page).getByRole('link', { name: 'Add New' }).click();
      await expect(page).toHaveURL(/\/add\/address$/);
      const f = addressForm(page);
      // The map starts at the device location, with the pin there.
      await expect(f.root.getByText('Pin at 30.26720, -97.74310')).toBeVisible();
      await expect(f.pin).toBeVisible();
      await expect(f.root.getByPlaceholder('123 Main Street')).toBeVisible();
      await expect(f.root.getByPlaceholder('12345')).toBeVisible();

      // A click on the map moves the pin.
      const box = (await f.map.boundingBox())!;
      await f.map.click({ position: { x: box.width / 4, y: box.height / 4 } });
      await expect(f.root.getByText('Pin at 30.26720, -97.74310')).toHaveCount(0);
      const pinText = await f.root.getByText(/^Pin at /).textContent();
      const [lat, lng] = pinText!.replace('Pin at ', '').split(', ').map(Number);
      expect(lat).toBeGreaterThan(30.2672);
      expect(lng).toBeLessThan(-97.7431);

      await fill(page, HOME);
      await f.save.click();
      await expect(
        f.root.getByRole('status').filter({ hasText: 'Address added successfully!' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);
      const saved = card(page).getByRole('listitem');
      await expect(saved).toHaveCount(1);
      await expect(saved.first()).toContainText(HOME.street);
      await expect(saved.first()).toContainText('Austin, TX 78701');
      await expect(saved.first()).toContainText('Default');

      // The saved coordinates are the pin's.
      const token = await storedToken(page);
      const list = await page.request.get('/api/users/addresses', {
        headers: { authorization: `Bearer ${token}` },
      });
      const [first] = (await list.json()).data as { coordinates: { lat: number; lng: number } }[];
      expect(first!.coordinates.lat).toBeCloseTo(lat!, 4);
      expect(first!.coordinates.lng).toBeCloseTo(lng!, 4);

      await card(page).getByRole('link', { name: 'Add New' }).click();
      await expect(addressForm(page).root.getByText(/^Pin at /)).toBeVisible();
      await fill(page, WORK);
      await addressForm(page).save.click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(saved).toHaveCount(2);
      const work = saved.filter({ hasText: WORK.street });
      await expect(work).not.toContainText('Default');
      await expectNoSeriousAxeViolations(page);

      await work.getByRole('button', { name: `Set as default: ${WORK.street}` }).click();
      await expect(work).toContainText('Default');
      await expect(saved.filter({ hasText: HOME.street })).not.toContainText('Default');

      await saved
        .filter({ hasText: HOME.street })
        .getByRole('button', { name: `Delete: ${HOME.street}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
      await expect(dialog).toContainText(HOME.street);
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: 'Delete Address' }).click();
      await expect(saved).toHaveCount(1);
      await expect(saved.first()).toContainText(WORK.street);
      await expect(saved.first()).toContainText('Default');
    });
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`without the device location the map starts at the restaurant, and the pin must still be placed (${name})`, async ({
      page,
      request,
      signInAsCustomer,
    }) => {
      // No geolocation permission in this context: the device location is refused.
      await page.setViewportSize(viewport);
      const tiles: { z: number; x: number; y: number }[] = [];
      page.on('request', (tileRequest) => {
        const match = /\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(tileRequest.url());
        if (match) tiles.push({ z: Number(match[1]), x: Number(match[2]), y: Number(match[3]) });
      });
      const restaurant = ((await (await request.get('/api/restaurants')).json()) as { data: Restaurant[] })
        .data[0]!;
      const { lat, lng } = restaurant.address.coordinates;
      await signInAsCustomer('/add/address');
      const f = addressForm(page);
      const where = `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
      await expect(f.root.getByText(`Pin at the restaurant (${where})`)).toBeVisible();
      await expect(f.root.getByText('Your location is not available.', { exact: false })).toBeVisible();

      // The map is centred on the restaurant at street zoom: the pin's point sits in the middle of the map, and
      // the tiles asked for are zoom 13 ones around the restaurant's tile.
      const map = (await f.map.boundingBox())!;
      const pin = (await f.pin.boundingBox())!;
      expect(Math.abs(pin.x + pin.width / 2 - (map.x + map.width / 2))).toBeLessThan(3);
      expect(Math.abs(pin.y + pin.height - (map.y + map.height / 2))).toBeLessThan(3);
      await expect.poll(() => tiles.length).toBeGreaterThan(0);
      const scale = 2 ** 13;
      const tileX = Math.floor(((lng + 180) / 360) * scale);
      const rad = (lat * Math.PI) / 180;
      const tileY = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * scale);
      expect(tiles.every((tile) => tile.z === 13)).toBe(true);
      expect(tiles.some((tile) => tile.x === tileX && tile.y === tileY)).toBe(true);
      expect(tiles.every((tile) => Math.abs(tile.x - tileX) <= 3 && Math.abs(tile.y - tileY) <= 3)).toBe(
        true,
      );
      await f.map.scrollIntoViewIfNeeded();
      await keepScreenshot(page, { path: `test-results/screens/address-map-restaurant-${name}.png` });

      // The restaurant is only where the map starts: saving asks for the customer's own pin first.
      await fill(page, HOME);
      await f.save.click();
      await expect(f.root.getByRole('alert')).toHaveText(
        'Place the pin on your address: click the map or drag the pin.',
      );
      await expect(page).toHaveURL(/\/add\/address$/);
      await keepScreenshot(page, { path: `test-results/screens/address-pin-required-${name}.png` });
      await f.map.click({ position: { x: map.width * 0.75, y: map.height * 0.25 } });
      await expect(f.root.getByRole('alert')).toHaveCount(0);
      const placed = await f.root.getByText(/^Pin at /).textContent();
      const [placedLat, placedLng] = placed!.replace('Pin at ', '').split(', ').map(Number);
      expect(placedLat).toBeGreaterThan(lat);
      expect(placedLng).toBeGreaterThan(lng);
      await f.save.click();
      await expect(page).toHaveURL(/\/profile$/);
    });
  }

  test('checks the fields, and shows the server refusing one address too many', async ({
    page,
    consoleErrors,
    signInAsCustomer,
  }) => {
    const customer = await signInAsCustomer('/add/address');
    const f = addressForm(page);
    await waitForHydration(f.save);
    await f.save.click();
    await expect(f.root.getByText('Street is required')).toBeVisible();
    await expect(f.root.getByText('ZIP code is required')).toBeVisible();
    await fill(page, { ...HOME, zipCode: '7870' });
    await f.save.click();
    await expect(f.root.getByText('Please enter a valid US ZIP code (12345 or 12345-6789)')).toBeVisible();

    for (let i = 0; i < 20; i += 1) {
      const response = await page.request.post('/api/users/address', {
        headers: { authorization: `Bearer ${customer.token}` },
        data: { ...HOME, street: `${i} Main Street`, coordinates: { lat: 0, lng: 0 } },
      });
      expect(response.status()).toBe(201);
    }
    await f.zipCode.fill('78701');
    // The pin starts at the map's centre, on the restaurant: the customer's own pin goes elsewhere.
    const box = (await f.map.boundingBox())!;
    await f.map.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    await f.save.click();
    await expect(f.root.getByRole('alert')).toContainText(
      'You can save up to 20 addresses. Delete one to add another.',
    );
    await expect(page).toHaveURL(/\/add\/address$/);
    await expect(f.street).toHaveValue(HOME.street);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('400')));
  });

  test("says 'Unable to load map' when the map cannot start, and the form still works", async ({
    page,
    consoleErrors,
    signInAsCustomer,
  }) => {
    await page.route(/\/assets\/leaflet-map-[\w-]+\.js$/, (route) => route.abort());
    await signInAsCustomer('/add/address');
    const f = addressForm(page);
    await expect(f.map.getByText('Unable to load map')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await fill(page, HOME);
    await f.save.click();
    await expect(page).toHaveURL(/\/profile$/);
    // The chunk that was refused, and React reporting the error it caught.
    expect(consoleErrors.length).toBeGreaterThan(0);
    consoleErrors.splice(0, consoleErrors.length);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`the page with its map is accessible on ${name}`, async ({ page, signInAsCustomer }) => {
      await page.setViewportSize(viewport);
      await signInAsCustomer('/add/address');
      const f = addressForm(page);
      await expect(f.pin).toBeVisible();
      await expect(f.map).toHaveCSS('height', '400px');
      await expectNoSeriousAxeViolations(page);
    });
  }
});

function card(page: Page) {
  return page.getByRole('region', { name: 'Saved Addresses' });
}
