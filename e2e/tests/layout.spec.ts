import {
  DESKTOP_MIN_WIDTH,
  FOOD_CATEGORIES,
  FOOTER_TAGLINE,
  SOCIAL_NETWORKS,
  type Food,
  type Restaurant,
} from '@flame/shared';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { DEMO, expect, signInAs, test, VIEWPORTS } from '../support/fixtures';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift';
import { seedCart } from '../support/orders';
import { openPage, waitForPageReady } from '../support/navigation';
import { keepScreenshot } from '../support/screenshots';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SEED_PHONE = '+1 (512) 555-0148';

const HEADER_LINKS = [
  { name: 'Home', href: '/' },
  { name: 'Deals', href: '/deals' },
  { name: 'Orders', href: '/orders' },
  { name: 'Tables', href: '/tables' },
  { name: 'Catering', href: '/caterine' },
  { name: 'About Us', href: '/about' },
  { name: 'Contact Us', href: '/contact' },
];

/** Opens a page and waits until it is hydrated (its lazy chunks and data have arrived). */
async function open(page: Page, path = '/') {
  await openPage(page, path);
}

/** The element a disclosure button controls. */
function controlledBy(page: Page, button: ReturnType<Page['getByRole']>) {
  return button.getAttribute('aria-controls').then((id) => page.locator(`[id="${id}"]`));
}

test.describe('desktop header', () => {
  test.use({ viewport: DESKTOP });

  test('shows the brand, every link with its address, the cart button and Log in', async ({ page }) => {
    await open(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Flame-kissed' })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const { name, href } of HEADER_LINKS) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(header.getByRole('button', { name: 'Open cart' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('signed in: the avatar is as far from the cart as the cart from the chat link, from the first paint on', async ({
    page,
  }) => {
    // Where the cart button is when the server's page is first on screen, before the app checks the session.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const cart = document.querySelector('header [aria-label^="Open cart"]');
        (window as unknown as { cartAtFirstPaint: number }).cartAtFirstPaint =
          cart?.getBoundingClientRect().left ?? -1;
      });
    });
    await signInAs(page, DEMO.customer, '/');
    const header = page.getByRole('banner');
    const avatar = header.getByRole('link', { name: 'Profile' });
    await expect(avatar).toBeVisible();
    const chat = (await header.getByRole('link', { name: 'Chat with us on WhatsApp' }).boundingBox())!;
    const cart = (await header.getByRole('button', { name: /^Open cart/ }).boundingBox())!;
    const you = (await avatar.boundingBox())!;
    const gapBefore = cart.x - (chat.x + chat.width);
    const gapAfter = you.x - (cart.x + cart.width);
    expect(Math.abs(gapAfter - gapBefore)).toBeLessThanOrEqual(1);
    const cartAtFirstPaint = await page.evaluate(
      () => (window as unknown as { cartAtFirstPaint: number }).cartAtFirstPaint,
    );
    expect(cartAtFirstPaint).toBeCloseTo(cart.x, 0);
  });

  test('the Menu dropdown opens on click, lists View All Menu and the 14 categories in two columns', async ({
    page,
  }) => {
    await open(page);
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    const panel = await controlledBy(page, menuButton);
    await expect(panel).toBeVisible();
    const links = panel.getByRole('link');
    await expect(links).toHaveText(['View All Menu', ...FOOD_CATEGORIES.map((category) => category.name)]);
    await expect(panel.getByRole('link', { name: 'View All Menu' })).toHaveAttribute('href', '/menu');
    for (const category of FOOD_CATEGORIES) {
      await expect(panel.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'href',
        `/menu#${category.id}`,
      );
    }

    // First half (rounded up) in the left column, the rest in the right one, side by side.
    const half = Math.ceil(FOOD_CATEGORIES.length / 2);
    const box = (index: number) =>
      panel.getByRole('link', { name: FOOD_CATEGORIES[index]!.name, exact: true }).boundingBox();
    const firstLeft = await box(0);
    const lastLeft = await box(half - 1);
    const firstRight = await box(half);
    expect(firstRight!.x).toBeGreaterThan(firstLeft!.x + 100);
    expect(Math.abs(firstRight!.y - firstLeft!.y)).toBeLessThan(2);
    expect(lastLeft!.x).toBeCloseTo(firstLeft!.x, 0);

    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('the Menu dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    await open(page);
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await menuButton.hover();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    const panel = await controlledBy(page, menuButton);
    await panel.getByRole('link', { name: 'View All Menu' }).hover();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 40);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    // Opened by a click, it closes as well when the pointer leaves.
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 40);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('a category link goes to its anchor on the menu and closes the dropdown', async ({ page }) => {
    await open(page);
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    const panel = await controlledBy(page, menuButton);
    await panel.getByRole('link', { name: 'Biryani', exact: true }).click();
    await expect(page).toHaveURL(/\/menu#biryani$/);
    await expect(panel).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  // Closed, the header is part of the home page that public-page-checks.spec.ts scans at this width.
  test('has no serious accessibility violation with the dropdown open', async ({ page }) => {
    await open(page);
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    await expect(await controlledBy(page, menuButton)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('phone header', () => {
  test.use({ viewport: PHONE });

  test('the hamburger opens the panel; choosing a link navigates and closes it', async ({ page }) => {
    await open(page);
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    const panel = await controlledBy(page, toggle);
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(header.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    for (const { name, href } of HEADER_LINKS) {
      await expect(panel.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(panel.getByRole('link', { name: 'View All Menu' })).toHaveAttribute('href', '/menu');
    for (const category of FOOD_CATEGORIES) {
      await expect(panel.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'href',
        `/menu#${category.id}`,
      );
    }
    // A single column: each category under the one before it.
    const first = await panel.getByRole('link', { name: FOOD_CATEGORIES[0].name, exact: true }).boundingBox();
    const second = await panel
      .getByRole('link', { name: FOOD_CATEGORIES[1].name, exact: true })
      .boundingBox();
    expect(second!.y).toBeGreaterThan(first!.y);
    expect(second!.x).toBeCloseTo(first!.x, 0);
    await expect(panel.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

    await panel.getByRole('link', { name: 'Deals', exact: true }).click();
    await expect(page).toHaveURL(/\/deals$/);
    await expect(panel).toBeHidden();
    // The focus, let go by the closed panel, goes to the new page's main content, not to the page body.
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('main :focus')).toHaveCount(1);
    await expect(header.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a category link in the panel goes to its anchor and closes the panel', async ({ page }) => {
    await open(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    const panel = await controlledBy(page, toggle);
    await toggle.click();
    await panel.getByRole('link', { name: 'Biryani', exact: true }).click();
    await expect(page).toHaveURL(/\/menu#biryani$/);
    await expect(panel).toBeHidden();
  });

  test('the panel closes when the window reaches the desktop width', async ({ page }) => {
    await open(page);
    const panelId = await page
      .getByRole('banner')
      .getByRole('button', { name: 'Open menu' })
      .getAttribute('aria-controls');
    // The same toggle whatever its name ('Open menu' / 'Close menu') and even while hidden on wide screens.
    const toggle = page.locator(`button[aria-controls="${panelId}"]`);
    const panel = page.locator(`[id="${panelId}"]`);
    await toggle.click();
    await expect(panel).toBeVisible();

    await page.setViewportSize({ width: DESKTOP_MIN_WIDTH, height: PHONE.height });
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.setViewportSize(PHONE);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(panel).toBeHidden();
  });

  // Closed, the header is part of the home page that public-page-checks.spec.ts scans at this width.
  test('has no serious accessibility violation with the panel open', async ({ page }) => {
    await open(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    const panel = await controlledBy(page, toggle);
    await toggle.click();
    await expect(panel).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('footer and chat link', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`the footer shows the tagline, the restaurant, links, social links and the year (${label})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      await open(page);
      const footer = page.getByRole('contentinfo');
      const restaurant = ((await (await request.get('/api/restaurants')).json()) as { data: Restaurant[] })
        .data[0]!;
      await expect(footer.getByText(FOOTER_TAGLINE)).toBeVisible();
      await expect(footer.getByRole('link', { name: SEED_PHONE })).toHaveAttribute('href', /^tel:\+?\d+$/);
      await expect(footer.getByText('loading...')).toHaveCount(0);
      await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

      const links = footer.getByRole('navigation', { name: 'Links' });
      await expect(links.getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/menu');
      await expect(links.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
      await expect(links.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');

      for (const network of SOCIAL_NETWORKS) {
        const href = restaurant.socialLinks[network.key];
        const link = footer.getByRole('link', { name: network.name, exact: true });
        if (!href) {
          await expect(link).toHaveCount(0);
          continue;
        }
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
      await expect(
        footer.getByText(`© ${new Date().getFullYear()} Flame-kissed. All rights reserved.`),
      ).toBeVisible();
    });
  }

  test('the chat link opens WhatsApp at the restaurant phone in a new tab', async ({ page }) => {
    await open(page, '/about');
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    await expect(chat).toHaveAttribute('href', `https://wa.me/${SEED_PHONE.replace(/\D/g, '')}`);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', /noopener/);
  });
});

test.describe('cart drawer', () => {
  test('the cart button opens the empty drawer; Escape, the close icon and Browse Menu close it', async ({
    page,
  }) => {
    await open(page);
    const cartButton = page.getByRole('banner').getByRole('button', { name: 'Open cart' });
    await cartButton.click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Browse Menu' })).toHaveAttribute('href', '/menu');
    await expectNoSeriousAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartButton).toBeFocused();

    await cartButton.click();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();

    await cartButton.click();
    await drawer.getByRole('link', { name: 'Browse Menu' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(drawer).toBeHidden();
  });

  test('lines change quantity with plus and minus; the badge counts items; PickUp goes to checkout', async ({
    page,
  }) => {
    // Two dishes of today's menu without options: the drawer checks its lines against the menu and its prices.
    const menu = ((await (await page.request.get('/api/food')).json()) as { data: Food[] }).data;
    const dish = (name: string) => menu.find((food) => food.name === name && food.optionGroups.length === 0)!;
    const naan = dish('Garlic Naan');
    const samosa = dish('Vegetable Samosa');
    const money = (dollars: number) => `$${dollars.toFixed(2)}`;
    const lines = [
      { food: { _id: naan._id, name: naan.name, image: null, price: naan.discountedPrice }, quantity: 2 },
      {
        food: { _id: samosa._id, name: samosa.name, image: null, price: samosa.discountedPrice },
        quantity: 1,
        specialInstructions: 'Extra achar',
      },
    ];
    await seedCart(page, lines);
    await page.setViewportSize(PHONE);
    await open(page);

    const cartButton = page.getByRole('banner').getByRole('button', { name: 'Open cart, 3 items' });
    await expect(cartButton).toBeVisible();
    await cartButton.click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(drawer.getByText('“Extra achar”')).toBeVisible();
    await expect(drawer.getByText(money(2 * naan.discountedPrice + samosa.discountedPrice))).toBeVisible();

    await drawer.getByRole('button', { name: 'Increase quantity of Garlic Naan' }).click();
    await expect(drawer.getByText(money(3 * naan.discountedPrice + samosa.discountedPrice))).toBeVisible();
    await drawer.getByRole('button', { name: 'Decrease quantity of Vegetable Samosa' }).click();
    await expect(drawer.getByRole('listitem').filter({ hasText: 'Vegetable Samosa' })).toHaveCount(0);
    await expect(drawer.getByText(money(3 * naan.discountedPrice)).first()).toBeVisible();
    // One tap took the line and its instructions: it says so, and 'Undo' (focused, in view) puts it back.
    const removed = drawer
      .getByRole('status')
      .filter({ hasText: 'Vegetable Samosa removed from your cart.' });
    const undo = removed.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    await expect(undo).toBeInViewport({ ratio: 1 });
    await keepScreenshot(page, { path: 'test-results/screens/layout-cart-undo-390.png' });
    await undo.click();
    await expect(drawer.getByText('“Extra achar”')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Decrease quantity of Vegetable Samosa' })).toBeFocused();
    await expect(removed).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Decrease quantity of Vegetable Samosa' }).click();
    await expect(drawer.getByRole('listitem').filter({ hasText: 'Vegetable Samosa' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open cart, 3 items' })).toBeAttached();

    await expect(drawer.getByRole('link', { name: 'PickUp' })).toHaveAttribute('href', '/checkout');
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('signed-in pages that load on the client', () => {
  // As on a first visit, where the most can move: nothing in the browser's cache.
  test.use({ freshTab: true });
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const path of ['/orders', '/profile', '/tables']) {
      test(`${path} on a ${device}: nothing moves (footer included) while its content loads`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await watchLayoutShifts(page);
        await signInAs(page, DEMO.customer, path);
        await waitForPageReady(page);
        // The content has come: the heading shows and no loading placeholder is left.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
        const { total, moved } = await layoutShifts(page);
        expect(total, `layout shift (moved: ${moved.join('; ')})`).toBeLessThan(0.01);
      });
    }
  }
});
