import { discountedCents, formatPrice, toCents, type Food, type OptionGroup } from '@flame/shared';
import type { Locator, Page } from '@playwright/test';
import { openDashboardSection } from '../support/admin';
import { putToken } from '../support/customers';
import { expect as baseExpect, test, VIEWPORTS } from '../support/fixtures';
import { openPage } from '../support/navigation';
import { menuFoods } from '../support/orders';
import { keepScreenshot } from '../support/screenshots';

/**
 * A price reads the same wherever a customer or the staff reads it, and what is shown adds up to what is
 * charged: an add-on at its own price on the dish page, in the added-to-cart message, the cart and at checkout;
 * on a deal, the dish and its add-ons struck through before the line's price charged; the owner's phone order
 * lists a dish at the price its line starts at.
 */

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const shot = (name: string) =>
  `test-results/screens/prices-agree-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`;

/** The amounts a text holds, in cents, in order: 'Was $24.45, now $22.01' → [2445, 2201]. */
const amounts = (text: string) =>
  [...text.matchAll(/\$([\d,]+\.\d{2})/g)].map((match) => toCents(Number(match[1]!.replace(/,/g, ''))));

/** A demo dish by name, orderable now, with its optional add-ons group (several choices, priced ones). */
async function dishWithAddOns(page: Page, name: string) {
  const food = (await menuFoods(page.request)).find((candidate) => candidate.name === name);
  expect(food, `${name} on the demo menu`).toBeDefined();
  expect(food!.isAvailable && !food!.soldOutUntil, `${name} can be ordered now`).toBe(true);
  expect(food!.discount, `${name} has a deal`).toBeGreaterThan(0);
  const addOns = food!.optionGroups.find(
    (group) =>
      !group.required && group.maxChoices > 1 && group.choices.some((choice) => choice.priceDelta > 0),
  );
  expect(addOns, `${name} has add-ons with a price`).toBeDefined();
  return { food: food!, addOns: addOns! };
}

/** Picks the first available choice of each required group. */
async function chooseRequired(main: Locator, food: Food) {
  for (const group of food.optionGroups.filter((candidate) => candidate.required)) {
    const choice = group.choices.find((candidate) => candidate.isAvailable)!;
    await main.getByRole('group', { name: group.name }).getByRole('radio', { name: choice.name }).check();
  }
}

/** Ticks the add-ons with a price (as many as the group takes); answers each one's name and price as shown. */
async function pickAddOns(main: Locator, addOns: OptionGroup) {
  const group = main.getByRole('group', { name: addOns.name, exact: true });
  const priced = addOns.choices
    .filter((choice) => choice.isAvailable && choice.priceDelta > 0)
    .slice(0, addOns.maxChoices);
  const shown: { name: string; price: string }[] = [];
  for (const choice of priced) {
    await group.getByRole('checkbox', { name: choice.name }).check();
    const label = group
      .locator('label')
      .filter({ has: main.page().getByRole('checkbox', { name: choice.name }) });
    const price = /\+\$[\d,]+\.\d{2}/.exec(await label.innerText())?.[0];
    expect(price, `the price of ${choice.name} on the dish page`).toBeDefined();
    shown.push({ name: choice.name, price: price! });
  }
  return shown;
}

for (const name of ['Butter Chicken', 'Chicken Momo']) {
  test(`${name} with its add-ons reads the same add-on prices and line total on the dish page, in the cart and at checkout, at 390 px`, async ({
    page,
    newCustomer,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    const { food, addOns } = await dishWithAddOns(page, name);
    await putToken(page, await newCustomer('Pat Prices'));
    await openPage(page, `/food/${food._id}`);
    const main = page.getByRole('main');
    await chooseRequired(main, food);
    const shown = await pickAddOns(main, addOns);
    expect(shown.length).toBeGreaterThan(1);

    // The dish page adds up: the dish's own price and each add-on's make the price struck through, and the
    // deal taken off that whole (rounded once, the server's rule) is the total charged.
    const totalText = await main.getByText(/^Total /).innerText();
    const [listCents, chargedCents] = amounts(totalText);
    const addOnCents = shown.reduce((sum, addOn) => sum + amounts(addOn.price)[0]!, 0);
    expect(listCents, `'${totalText}': the dish and its add-ons struck through`).toBe(
      toCents(food.price) + addOnCents,
    );
    expect(chargedCents, `'${totalText}': less the deal`).toBe(discountedCents(listCents!, food.discount));
    const charged = formatPrice(chargedCents! / 100);
    const list = formatPrice(listCents! / 100);
    // The add-ons and the bar with the total, on one screen.
    await main.getByRole('group', { name: addOns.name, exact: true }).scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: shot(`${food.name}-dish-390`) });

    // The added-to-cart message.
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Added to your cart' });
    for (const addOn of shown) await expect(confirmation).toContainText(`${addOn.name} (${addOn.price})`);
    await keepScreenshot(page, { path: shot(`${food.name}-added-390`) });

    // The cart drawer: the same add-on prices, the unit before and after the deal, the line's total.
    await confirmation.getByRole('button', { name: 'View Cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    const line = drawer.getByRole('listitem').filter({ hasText: food.name });
    await expect(line).toHaveCount(1);
    for (const addOn of shown) await expect(line).toContainText(`${addOn.name} (${addOn.price})`);
    await expect(line.getByText(charged, { exact: true })).toBeVisible();
    await expect(line).toContainText(`Was ${list}, now ${charged} each`);
    await expect(line.locator('s')).toHaveText(list);
    await keepScreenshot(page, { path: shot(`${food.name}-cart-390`) });

    // Checkout: the same again, and the order's button asks for that amount.
    await drawer.getByRole('link', { name: 'PickUp' }).click();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    const summaryLine = summary.getByRole('listitem').filter({ hasText: food.name });
    for (const addOn of shown) {
      await expect(summaryLine).toContainText(`${addOn.name} (${addOn.price})`);
    }
    await expect(summaryLine).toContainText(`Qty: 1 × Was ${list}, now ${charged}`);
    await expect(summaryLine.getByText(charged, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Place Order - ${charged}` })).toBeVisible();
    await summaryLine.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: shot(`${food.name}-checkout-390`) });
  });
}

test("the owner's phone order lists a dish at the price its line is charged, at 1280 px", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const { food, addOns } = await dishWithAddOns(page, 'Butter Chicken');
  const main = await openDashboardSection(page, 'pickups');
  await main.getByRole('button', { name: 'Phone order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a phone order' });
  await dialog.getByRole('searchbox', { name: 'Search the menu' }).fill(food.name);
  const listed = dialog.getByRole('button', { name: `Add ${food.name}`, exact: true });
  const listedText = await listed.innerText();
  // As the menu shows it: the price struck through, then the price with the deal.
  expect(amounts(listedText)).toEqual([toCents(food.price), toCents(food.discountedPrice)]);
  await keepScreenshot(page, { path: shot('phone-order-list-1280') });
  await listed.click();

  const line = dialog
    .getByRole('list', { name: 'Order lines' })
    .getByRole('listitem', { name: food.name, exact: true });
  const amount = line.locator('div').first();
  await expect.poll(async () => amounts(await amount.innerText())).toEqual(amounts(listedText));

  // With an add-on picked, the line adds it at the price its picker shows, the deal over the whole.
  await chooseRequired(line, food);
  const [addOn] = await pickAddOns(line, { ...addOns, maxChoices: 1 });
  const listCents = toCents(food.price) + amounts(addOn!.price)[0]!;
  await expect
    .poll(async () => amounts(await amount.innerText()))
    .toEqual([listCents, discountedCents(listCents, food.discount)]);
  await expect(dialog.getByTestId('phone-order-total')).toHaveText(
    formatPrice(discountedCents(listCents, food.discount) / 100),
  );
  await keepScreenshot(page, { path: shot('phone-order-line-1280') });
});
