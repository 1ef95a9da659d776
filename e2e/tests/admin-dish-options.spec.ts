import type { Food } from '@flame/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { ownerHeaders } from '../support/orders';
import { keepScreenshot } from '../support/screenshots';

/**
 * The owner gives a dish its options in the dish form: groups and choices added, named, moved with buttons
 * (by keyboard too), priced and marked unavailable; the form keeps them, in order, and so does the public
 * dish answer. Each test uses a dish of its own, removed at the end.
 */

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${process.pid}${(counter += 1)}`;
const shot = (name: string) => `test-results/screens/dish-options-${name}.png`;

async function newDish(request: APIRequestContext, name: string): Promise<Food> {
  const response = await request.post('/api/food', {
    headers: await ownerHeaders(request),
    multipart: { name, price: '14', category: 'Main Course', description: 'Made for this journey.' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Food }).data;
}

async function publicDish(request: APIRequestContext, id: string): Promise<Food> {
  const response = await request.get(`/api/food/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Food }).data;
}

/** The group as the form shows it: a fieldset named by its place and name. */
const optionGroup = (form: Locator, place: number) =>
  form.getByRole('group', { name: new RegExp(`^Option group ${place}:`) });

/** The values of the inputs, top to bottom. */
const valuesOf = (inputs: Locator): Promise<string[]> =>
  inputs.evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).value));
const choiceNames = (group: Locator) => valuesOf(group.getByLabel('Option name'));

async function openEditor(page: Page, name: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search menu items' }).fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(form.getByRole('heading', { name: 'Options' })).toBeVisible();
  return form;
}

/** Adds a choice at the end of a group and names it. */
async function addChoice(group: Locator, name: string) {
  await group.getByRole('button', { name: 'Add option' }).click();
  await group.getByLabel('Option name').last().fill(name);
}

for (const [width, viewport] of [
  ['390', VIEWPORTS.phone],
  ['1280', VIEWPORTS.desktop],
] as const) {
  test.describe(`dish options in the owner's form at ${width} px`, () => {
    test.use({ viewport });

    test('the owner adds, orders, prices and saves option groups; the form and the dish answer keep them', async ({
      openSection,
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const name = unique('E2E Goat Curry');
      const dish = await newDish(page.request, name);
      try {
        await openSection('menu');
        await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible({ timeout: 20_000 });
        const form = await openEditor(page, name);
        await expect(form.getByText('No options: customers order this dish as it is.')).toBeVisible();

        // A required spice level, its choices typed in a muddled order.
        await form.getByRole('button', { name: 'Add option group' }).click();
        const spice = optionGroup(form, 1);
        await expect(spice.getByLabel('Group 1 name')).toBeFocused();
        await spice.getByLabel('Group 1 name').fill('Spice level');
        await spice.getByLabel('Required', { exact: true }).check();
        await expect(spice.getByLabel('Minimum')).toHaveValue('1');
        await spice.getByLabel('Option name').fill('Mild');
        for (const choice of ['Hot', 'Medium', 'Nepali hot']) await addChoice(spice, choice);

        // The server's rule, checked here first: shown at the field, which gets the focus.
        await spice.getByLabel('Maximum').fill('5');
        await form.getByRole('button', { name: 'Save Changes' }).click();
        await expect(
          spice.getByText('Spice level: the maximum cannot be more than the number of options'),
        ).toBeVisible();
        await expect(spice.getByLabel('Maximum')).toBeFocused();
        await expect(spice.getByLabel('Maximum')).toHaveAttribute('aria-invalid', 'true');
        await keepScreenshot(page, { path: shot(`error-${width}`) });
        await spice.getByLabel('Maximum').fill('1');
        await expect(spice.getByText('One choice (radio buttons)')).toBeVisible();

        // Moved by keyboard: the focus stays on the button that moved it.
        await spice.getByRole('button', { name: 'Move Medium up' }).focus();
        await page.keyboard.press('Enter');
        await expect(spice.getByRole('button', { name: 'Move Medium up' })).toBeFocused();
        expect(await choiceNames(spice)).toEqual(['Mild', 'Medium', 'Hot', 'Nepali hot']);
        await expect(spice.getByRole('button', { name: 'Move Mild up' })).toBeDisabled();
        await expect(spice.getByRole('button', { name: 'Move Nepali hot down' })).toBeDisabled();
        await spice.getByLabel('Available', { exact: true }).nth(3).uncheck();

        // Priced add-ons, moved above the spice level.
        await form.getByRole('button', { name: 'Add option group' }).click();
        const addOns = optionGroup(form, 2);
        await addOns.getByLabel('Group 2 name').fill('Add-ons');
        await addOns.getByLabel('Maximum').fill('2');
        await addOns.getByLabel('Option name').fill('Extra naan');
        await addOns.getByLabel('Extra price ($)').fill('1.5');
        await addChoice(addOns, 'Raita');
        await addOns.getByLabel('Extra price ($)').last().fill('0.75');
        await addOns.getByRole('button', { name: 'Move Add-ons up' }).click();
        await expect(optionGroup(form, 1).getByLabel('Group 1 name')).toHaveValue('Add-ons');
        await expect(optionGroup(form, 2).getByLabel('Group 2 name')).toHaveValue('Spice level');

        // A removed choice comes back with Undo, in its place.
        const moved = optionGroup(form, 1);
        await moved.getByRole('button', { name: 'Remove Extra naan' }).click();
        expect(await choiceNames(moved)).toEqual(['Raita']);
        await expect(moved.getByRole('button', { name: 'Undo' })).toBeFocused();
        await moved.getByRole('button', { name: 'Undo' }).click();
        expect(await choiceNames(moved)).toEqual(['Extra naan', 'Raita']);
        await expect(moved.getByLabel('Extra price ($)').first()).toHaveValue('1.5');

        // Removing a group that holds choices asks first.
        await form.getByRole('button', { name: 'Add option group' }).click();
        const size = optionGroup(form, 3);
        await size.getByLabel('Group 3 name').fill('Size');
        await size.getByLabel('Option name').fill('Half');
        await size.getByRole('button', { name: 'Remove Size' }).click();
        const ask = page.getByRole('dialog', { name: 'Remove this option group?' });
        await expect(ask).toContainText('Size and its option leave this dish when you save.');
        await keepScreenshot(page, { path: shot(`ask-${width}`) });
        await ask.getByRole('button', { name: 'Keep group' }).click();
        await expect(size.getByLabel('Group 3 name')).toHaveValue('Size');
        await size.getByRole('button', { name: 'Remove Size' }).click();
        await ask.getByRole('button', { name: 'Remove group' }).click();
        await expect(optionGroup(form, 3)).toHaveCount(0);
        await expect(form.getByRole('button', { name: 'Add option group' })).toBeFocused();
        await expectNoSeriousAxeViolations(page);

        // As the owner sees it: a choice's fields side by side on a wide screen, stacked on a phone, inside the form.
        const spiceNow = optionGroup(form, 2);
        const row = spiceNow.getByRole('listitem').nth(3);
        await row.scrollIntoViewIfNeeded();
        const [nameBox, priceBox, removeBox, dialogBox] = await Promise.all([
          row.getByLabel('Option name').boundingBox(),
          row.getByLabel('Extra price ($)').boundingBox(),
          row.getByRole('button', { name: 'Remove Nepali hot' }).boundingBox(),
          form.boundingBox(),
        ]);
        for (const box of [nameBox, priceBox, removeBox])
          expect(box!.x + box!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
        if (viewport.width < 640) {
          expect(priceBox!.y).toBeGreaterThan(nameBox!.y + nameBox!.height);
          expect(removeBox!.y).toBeGreaterThan(priceBox!.y + priceBox!.height);
        } else {
          expect(Math.abs(priceBox!.y - nameBox!.y)).toBeLessThan(2);
          expect(removeBox!.x).toBeGreaterThan(priceBox!.x + priceBox!.width);
        }
        await keepScreenshot(page, { path: shot(`form-${width}`) });
        await form.getByRole('button', { name: 'Save Changes' }).click();
        await expect(page.getByText('Food item updated!')).toBeVisible();
        await expect(form).toHaveCount(0);

        // Reopened: everything kept, in order.
        const again = await openEditor(page, name);
        await expect(optionGroup(again, 1).getByLabel('Group 1 name')).toHaveValue('Add-ons');
        expect(await choiceNames(optionGroup(again, 1))).toEqual(['Extra naan', 'Raita']);
        expect(await valuesOf(optionGroup(again, 1).getByLabel('Extra price ($)'))).toEqual(['1.50', '0.75']);
        const keptSpice = optionGroup(again, 2);
        await expect(keptSpice.getByLabel('Group 2 name')).toHaveValue('Spice level');
        await expect(keptSpice.getByLabel('Required', { exact: true })).toBeChecked();
        await expect(keptSpice.getByLabel('Minimum')).toHaveValue('1');
        await expect(keptSpice.getByLabel('Maximum')).toHaveValue('1');
        expect(await choiceNames(keptSpice)).toEqual(['Mild', 'Medium', 'Hot', 'Nepali hot']);
        await expect(keptSpice.getByLabel('Available', { exact: true }).nth(3)).not.toBeChecked();
        await expect(keptSpice.getByLabel('Available', { exact: true }).nth(2)).toBeChecked();
        await again.getByRole('heading', { name: 'Options' }).scrollIntoViewIfNeeded();
        await keepScreenshot(page, { path: shot(`reopened-top-${width}`) });
        await keptSpice.getByRole('listitem').last().scrollIntoViewIfNeeded();
        await keepScreenshot(page, { path: shot(`reopened-${width}`) });

        // The public dish answer carries them in order.
        const saved = await publicDish(page.request, dish._id);
        expect(
          saved.optionGroups.map(({ name, required, minChoices, maxChoices, choices }) => ({
            name,
            required,
            minChoices,
            maxChoices,
            choices: choices.map(({ name, priceDelta, isAvailable }) => ({ name, priceDelta, isAvailable })),
          })),
        ).toEqual([
          {
            name: 'Add-ons',
            required: false,
            minChoices: 0,
            maxChoices: 2,
            choices: [
              { name: 'Extra naan', priceDelta: 1.5, isAvailable: true },
              { name: 'Raita', priceDelta: 0.75, isAvailable: true },
            ],
          },
          {
            name: 'Spice level',
            required: true,
            minChoices: 1,
            maxChoices: 1,
            choices: [
              { name: 'Mild', priceDelta: 0, isAvailable: true },
              { name: 'Medium', priceDelta: 0, isAvailable: true },
              { name: 'Hot', priceDelta: 0, isAvailable: true },
              { name: 'Nepali hot', priceDelta: 0, isAvailable: false },
            ],
          },
        ]);

        // A rename saved later keeps every group and choice: the same ids.
        await optionGroup(again, 1).getByLabel('Option name').nth(1).fill('Cucumber raita');
        await again.getByRole('button', { name: 'Save Changes' }).click();
        await expect(page.getByText('Food item updated!').last()).toBeVisible();
        await expect(again).toHaveCount(0);
        const renamed = await publicDish(page.request, dish._id);
        const ids = (food: Food) =>
          food.optionGroups.flatMap((group) => [group._id, ...group.choices.map((c) => c._id)]);
        expect(ids(renamed)).toEqual(ids(saved));
        expect(renamed.optionGroups[0]!.choices[1]!.name).toBe('Cucumber raita');

        // Unsaved changes to the options: closing the tab asks first.
        const third = await openEditor(page, name);
        await optionGroup(third, 2).getByLabel('Option name').first().fill('Mild please');
        const asked = page.waitForEvent('dialog');
        await page.close({ runBeforeUnload: true });
        const question = await asked;
        expect(question.type()).toBe('beforeunload');
        const closed = page.waitForEvent('close');
        await question.accept();
        // Leaving is allowed: the tab closes.
        await closed;
      } finally {
        await request.delete(`/api/food/${dish._id}`, { headers: await ownerHeaders(request) });
      }
    });
  });
}
