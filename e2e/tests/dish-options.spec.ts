import {
  dishUnitPriceCents,
  formatPrice,
  optionGroupRulesOf,
  optionsSummary,
  toCents,
  toDollars,
  type Food,
  type OptionGroup,
} from '@flame/shared';
import type { Page } from '@playwright/test';
import { putToken } from '../support/customers';
import { openDashboardSection, openPickupActions } from '../support/admin';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect as baseExpect, test, VIEWPORTS } from '../support/fixtures';
import { cartLine, menuFoods, seedCart, twoDishes } from '../support/orders';
import { openPage } from '../support/navigation';
import { keepScreenshot } from '../support/screenshots';

/** Dish options from the customer's dish page through cart, checkout and the order to the owner's ticket. */

// A whole journey with live pages on a shared test machine: room for a slow moment.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const shot = (name: string) => `test-results/screens/dish-options-${name}.png`;
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Open cart/ });

/**
 * A curry of the demo menu that can be ordered now: a required single choice (its spice level) with an
 * available choice, and optional add-ons with an available priced one.
 */
async function orderableCurry(page: Page) {
  const foods = await menuFoods(page.request);
  const fits = (food: Food) => {
    const [required, addOns] = food.optionGroups;
    return (
      food.isAvailable &&
      !food.soldOutUntil &&
      required?.required &&
      required.maxChoices === 1 &&
      required.choices.some((choice) => choice.isAvailable) &&
      addOns &&
      !addOns.required &&
      addOns.maxChoices > 1 &&
      addOns.choices.some((choice) => choice.isAvailable && choice.priceDelta > 0)
    );
  };
  const food = foods.find((candidate) => candidate.name === 'Butter Chicken' && fits(candidate));
  expect(food, 'an orderable Butter Chicken with a spice level and add-ons').toBeDefined();
  const [spice, addOns] = food!.optionGroups as [OptionGroup, OptionGroup];
  const level = spice.choices.filter((choice) => choice.isAvailable).at(-1)!;
  const addOn = addOns.choices.find((choice) => choice.isAvailable && choice.priceDelta > 0)!;
  return { food: food!, spice, addOns, level, addOn };
}

/**
 * The unit price by the server's rule: (dish + chosen deltas) less the dish's discount, rounded per unit; with
 * `list`, the unit before the discount (the dish and its options at their own prices).
 */
function unitPrice(food: Food, choiceIds: string[], list = false) {
  const chosen = optionGroupRulesOf(food.optionGroups)
    .flatMap((group) => group.choices)
    .filter((choice) => choiceIds.includes(choice._id));
  const unit = dishUnitPriceCents(toCents(food.price), food.discount, chosen);
  return list ? unit.listUnitCents : unit.unitPriceCents;
}

/** A price as the page reads it: on a deal, 'Was $21.45, now $19.31' (the first struck through). */
const shownPrice = (listCents: number, cents: number) =>
  listCents > cents
    ? `Was ${formatPrice(toDollars(listCents))}, now ${formatPrice(toDollars(cents))}`
    : formatPrice(toDollars(cents));

for (const [width, viewport] of [
  ['390', VIEWPORTS.phone],
  ['1280', VIEWPORTS.desktop],
] as const) {
  test(`a curry ordered with its spice level and an add-on, through to the kitchen ticket, at ${width} px`, async ({
    page,
    newCustomer,
  }) => {
    await page.setViewportSize(viewport);
    const { food, spice, addOns, level, addOn } = await orderableCurry(page);
    const customer = await newCustomer('Asha Options');
    await putToken(page, customer);

    // The dish page: the groups in order, the required one starred, and 'Add to Cart' waiting with its reason.
    await openPage(page, `/food/${food._id}`);
    const main = page.getByRole('main');
    const groups = main.getByRole('group').filter({ has: page.locator('legend') });
    await expect(groups.locator('legend')).toHaveText([`${spice.name}* (required)`, addOns.name]);
    const spiceGroup = main.getByRole('group', { name: spice.name });
    const addOnGroup = main.getByRole('group', { name: addOns.name, exact: true });
    await expect(spiceGroup.getByRole('radio')).toHaveCount(spice.choices.length);
    await expect(addOnGroup.getByRole('checkbox')).toHaveCount(addOns.choices.length);
    // The add-on at its own price, as the cart, checkout and the order show it: the deal shows on the total.
    await expect(addOnGroup.getByText(`+${formatPrice(addOn.priceDelta)}`, { exact: true })).toBeVisible();
    const add = main.getByRole('button', { name: 'Add to Cart' });
    const reason = `Choose a ${spice.name.toLowerCase()}.`;
    await expect(add).toBeDisabled();
    await expect(main.getByText(reason, { exact: true })).toBeVisible();
    await expect(add).toHaveAccessibleDescription(reason);
    const total = main.getByText(/^Total /);
    await expect(total).toHaveText(`Total ${shownPrice(toCents(food.price), toCents(food.discountedPrice))}`);
    // On a phone the total and the button are on the first screen, however long the options are.
    await expect(add).toBeInViewport();
    await expect(total).toBeInViewport();
    await keepScreenshot(page, { path: shot(`dish-waiting-${width}`) });
    await expectNoSeriousAxeViolations(page);

    // Choosing: the price follows each choice and the quantity.
    await spiceGroup.getByRole('radio', { name: level.name }).check();
    await expect(add).toBeEnabled();
    await expect(main.getByText(reason, { exact: true })).toHaveCount(0);
    await addOnGroup.getByRole('checkbox', { name: addOn.name }).check();
    const unitCents = unitPrice(food, [level._id, addOn._id]);
    const listUnitCents = unitPrice(food, [level._id, addOn._id], true);
    // Adds up: the dish and the add-on at their own prices, struck through, then the deal off the whole.
    expect(listUnitCents).toBe(toCents(food.price) + toCents(addOn.priceDelta));
    await expect(total).toHaveText(`Total ${shownPrice(listUnitCents, unitCents)}`);
    await main.getByRole('button', { name: 'Increase quantity', exact: true }).click();
    const lineTotal = toDollars(unitCents * 2);
    await expect(total).toHaveText(`Total ${shownPrice(listUnitCents * 2, unitCents * 2)}`);
    await keepScreenshot(page, { path: shot(`dish-chosen-${width}`), fullPage: true });

    await add.click();
    const options = [
      { group: spice.name, name: level.name, priceDelta: level.priceDelta },
      { group: addOns.name, name: addOn.name, priceDelta: addOn.priceDelta },
    ];
    const summaryText = optionsSummary(options);
    const confirmation = page.getByRole('status').filter({ hasText: 'Added to your cart' });
    // Written plainly: no brackets around the options' own '(+$1.50)'.
    await expect(confirmation).toContainText(`2 × ${food.name} — ${summaryText}. You have 2 in your cart.`);
    // Where the customer tapped: on a phone the bar with the button is stuck at the screen's bottom.
    await expect(confirmation).toBeInViewport({ ratio: 1 });
    await expect(confirmation.getByRole('link', { name: 'Go to Checkout' })).toBeInViewport({ ratio: 1 });
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 2 items');

    // The same dish with other options is a line of its own.
    await spiceGroup.getByRole('radio', { name: spice.choices[0]!.name }).check();
    await addOnGroup.getByRole('checkbox', { name: addOn.name }).uncheck();
    await expect(main.getByRole('group', { name: 'Quantity' })).toContainText('1');
    await add.click();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 3 items');

    // The cart drawer: two lines, each with its options and its price.
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    const drawerLines = drawer.getByRole('listitem');
    await expect(drawerLines).toHaveCount(2);
    await expect(drawerLines.nth(0).getByText(summaryText, { exact: true })).toBeVisible();
    await expect(drawerLines.nth(0).getByText(formatPrice(lineTotal), { exact: true })).toBeVisible();
    const plainLevel = `${spice.name}: ${spice.choices[0]!.name}`;
    await expect(drawerLines.nth(1).getByText(plainLevel, { exact: true })).toBeVisible();
    const secondCents = unitPrice(food, [spice.choices[0]!._id]);
    await expect(
      drawerLines
        .nth(1)
        .getByText(formatPrice(toDollars(secondCents)), { exact: true })
        .first(),
    ).toBeVisible();
    await keepScreenshot(page, { path: shot(`cart-${width}`) });
    // One line is enough for the order: the plainer one goes.
    await drawerLines
      .nth(1)
      .getByRole('button', { name: `Decrease quantity of ${food.name}` })
      .click();
    await expect(drawerLines).toHaveCount(1);
    await drawer.getByRole('link', { name: 'PickUp' }).click();

    // Checkout: the line's options, 'Qty: 2 × unit' and the total.
    await expect(page.getByRole('heading', { level: 1, name: 'Pick Up' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(summaryText, { exact: true })).toBeVisible();
    await expect(summary.getByText(`Qty: 2 × ${shownPrice(listUnitCents, unitCents)}`)).toBeVisible();
    await page.getByLabel('Phone').fill('(555) 123-4567');
    await page.getByLabel('Pickup day').selectOption({ index: 2 });
    await page.getByLabel('Pickup time').selectOption({ index: 1 });
    await keepScreenshot(page, { path: shot(`checkout-${width}`), fullPage: true });
    await page.getByRole('button', { name: `Place Order - ${formatPrice(lineTotal)}` }).click();

    // The order page keeps the options the server priced.
    await expect(page).toHaveURL(/\/order\/[\w-]+$/);
    // The page leads with the order's number, the name the board knows it by too.
    const heading = page.getByRole('heading', { level: 1, name: /^Order \d+$/ });
    const orderNumber = Number(/\d+/.exec(await heading.innerText())![0]);
    await expect(page.getByText(summaryText, { exact: true })).toBeVisible();
    await expect(page.getByText(`Qty: 2 × ${shownPrice(listUnitCents, unitCents)}`)).toBeVisible();
    await expect(page.getByText(formatPrice(lineTotal)).first()).toBeVisible();
    await keepScreenshot(page, { path: shot(`order-${width}`), fullPage: true });

    // The order list names the options with the dish.
    await openPage(page, '/orders');
    await expect(
      page.getByText(`${food.name} (${level.name}, ${addOn.name})`, { exact: true }),
    ).toBeVisible();

    // The owner: the order on the pickups board, and its kitchen ticket with the options.
    await openDashboardSection(page, 'pickups');
    await openPickupActions(page, orderNumber);
    const printTicket = page
      .getByRole('region', { name: /^Active pickups \d+$/ })
      .getByRole('link', { name: `Open ticket of order ${orderNumber}` })
      .filter({ visible: true });
    await printTicket.scrollIntoViewIfNeeded();
    await expect(printTicket).toBeVisible();
    // The board names each line with its options, as the kitchen makes it.
    await expect(
      page
        .getByRole('region', { name: /^Active pickups \d+$/ })
        .getByRole('list', { name: `Items of order ${orderNumber}` })
        .filter({ visible: true }),
    ).toHaveText(`2× ${food.name} · ${level.name}, ${addOn.name}`);
    await keepScreenshot(page, { path: shot(`board-${width}`) });
    await printTicket.click();
    const ticketOptions = page.getByRole('list', { name: `Options of ${food.name}` }).getByRole('listitem');
    await expect(ticketOptions).toHaveText([
      `${spice.name}: ${level.name}`,
      `${addOns.name}: ${addOn.name} (+${formatPrice(addOn.priceDelta)})`,
    ]);
    await keepScreenshot(page, { path: shot(`ticket-${width}`), fullPage: true });
  });
}

test('checkout flags cart lines whose options went or that now need a choice, and orders nothing until mended', async ({
  page,
  newCustomer,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const { food, spice } = await orderableCurry(page);
  const { plain } = await twoDishes(page.request);
  await putToken(page, await newCustomer('Noor Stale'));
  // A line stored before the dish had options, and one with a choice the kitchen has since removed.
  await seedCart(page, [
    cartLine(food),
    {
      ...cartLine(food),
      choiceIds: ['a-choice-since-removed'],
      options: [{ group: spice.name, name: 'Volcano', priceDelta: 0 }],
    },
    cartLine(plain),
  ]);
  await openPage(page, '/checkout');

  const summary = page.getByRole('region', { name: 'Order Summary' });
  const lines = summary.getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0).getByText(`Choose a ${spice.name.toLowerCase()}.`)).toBeVisible();
  await expect(lines.nth(1).getByText(`${spice.name}: Volcano`, { exact: true })).toBeVisible();
  await expect(
    lines.nth(1).getByText('One of the chosen options is not offered with this dish.'),
  ).toBeVisible();
  for (const index of [0, 1]) {
    await expect(
      lines.nth(index).getByRole('link', { name: `Choose again for ${food.name}` }),
    ).toHaveAttribute('href', `/food/${food._id}`);
  }
  await expect(lines.nth(2).getByRole('link', { name: /Choose again/ })).toHaveCount(0);
  const place = page.getByRole('button', { name: /^Place Order/ });
  await expect(place).toBeDisabled();
  await keepScreenshot(page, { path: shot('stale-390'), fullPage: true });

  await lines
    .nth(1)
    .getByRole('button', { name: `Remove ${food.name}` })
    .click();
  await lines
    .nth(0)
    .getByRole('button', { name: `Remove ${food.name}` })
    .click();
  await expect(lines).toHaveCount(1);
  await expect(
    page.getByRole('button', { name: `Place Order - ${formatPrice(plain.discountedPrice)}` }),
  ).toBeEnabled();
});
