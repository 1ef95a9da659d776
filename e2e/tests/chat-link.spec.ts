import { PUBLIC_PAGES } from '@flame/shared';
import type { Page } from '@playwright/test';
import { putToken } from '../support/customers';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { cartLine, placeOrder, seedCart, stubMapTiles, twoDishes } from '../support/orders';
import { openPage } from '../support/navigation';

/**
 * The chat link never lies over what a customer reads or taps, at any scroll position, on every page of the
 * main layout; and it sits inside a landmark.
 */

// Each page is scrolled through step by step: room for a busy test machine.
test.describe.configure({ timeout: 240_000 });

/** Orders and profile are seen signed in (their content); the others as a visitor. */
const SIGNED_IN_PAGES = new Set(['/orders', '/profile']);
const PAGES = [...PUBLIC_PAGES, '/orders', '/profile'];

/**
 * What lies under the chat link where the page is scrolled now: text (its glyphs' boxes) and controls (links,
 * buttons, fields) that intersect the link's box and are what the visitor would see there without the link.
 */
function coveredUnderChatLink(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const chat = document.querySelector<HTMLElement>('a[aria-label="Chat with us on WhatsApp"]');
    if (!chat) return ['no chat link'];
    const area = chat.getBoundingClientRect();
    const overlap = (rect: DOMRect) => {
      const left = Math.max(rect.left, area.left);
      const right = Math.min(rect.right, area.right);
      const top = Math.max(rect.top, area.top);
      const bottom = Math.min(rect.bottom, area.bottom);
      return right - left > 0.5 && bottom - top > 0.5
        ? { x: (left + right) / 2, y: (top + bottom) / 2 }
        : null;
    };
    const shownAt = (element: Element, point: { x: number; y: number }) => {
      const top = document.elementFromPoint(point.x, point.y);
      return top !== null && (element === top || element.contains(top));
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;

    const found: string[] = [];
    chat.style.visibility = 'hidden';
    try {
      const controls = document.querySelectorAll('a[href], button, input, select, textarea, [role="button"]');
      for (const control of Array.from(controls)) {
        if (chat.contains(control)) continue;
        const point = overlap(control.getBoundingClientRect());
        if (point && shownAt(control, point)) found.push(describe(control));
      }
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const parent = node.parentElement;
        if (!parent || chat.contains(parent) || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          const point = overlap(rect);
          if (point && shownAt(parent, point)) {
            found.push(describe(parent));
            break;
          }
        }
      }
    } finally {
      chat.style.visibility = '';
    }
    return found;
  });
}

/** Scrolls from the top to the bottom in steps of half a screen, checking at every step. */
async function expectNothingUnderChatLink(page: Page, path: string) {
  await openPage(page, path);
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  await waitForHydration(chat);
  await expect(chat).toBeVisible();

  const { height, viewport } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    viewport: window.innerHeight,
  }));
  for (let y = 0; ; y = Math.min(y + Math.round(viewport / 2), height - viewport)) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect(chat).toBeInViewport({ ratio: 1 });
    expect(await coveredUnderChatLink(page), `${path} scrolled to ${y}`).toEqual([]);
    if (y >= height - viewport) break;
  }

  const inLandmark = await chat.evaluate(
    (link) =>
      link.closest(
        'header, footer, main, nav, aside, [role="banner"], [role="contentinfo"], [role="main"], [role="navigation"], [role="complementary"], [role="region"]',
      ) !== null,
  );
  expect(inLandmark, `${path}: the chat link sits inside a landmark`).toBe(true);
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`chat link (${width})`, () => {
    test.use({ viewport });

    for (const path of PAGES) {
      test(`covers nothing on ${path}`, async ({ page, newCustomer }) => {
        await stubMapTiles(page);
        if (SIGNED_IN_PAGES.has(path)) await putToken(page, await newCustomer());
        await expectNothingUnderChatLink(page, path);
      });
    }

    test('covers nothing on a dish, the checkout and an order', async ({ page, request, newCustomer }) => {
      const customer = await newCustomer();
      const order = await placeOrder(request, customer);
      const { discounted, plain } = await twoDishes(request);
      await stubMapTiles(page);
      await putToken(page, customer);
      await seedCart(page, [cartLine(discounted, 2), cartLine(plain, 1)]);

      await expectNothingUnderChatLink(page, `/food/${plain._id}`);
      await expectNothingUnderChatLink(page, '/checkout');
      await expectNothingUnderChatLink(page, `/order/${order._id}`);
    });
  });
}
