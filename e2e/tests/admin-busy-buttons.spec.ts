import type { Restaurant } from '@flame/shared';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { holdRequests } from '../support/hold-requests';
import { ownerHeaders } from '../support/orders';

test.use({ viewport: VIEWPORTS.desktop });

test("'Save Changes' pressed with the keyboard keeps the focus while saving, then lands on 'All changes saved.'", async ({
  page,
  request,
  openSection,
}) => {
  const restaurant = ((await (await request.get('/api/restaurants')).json()) as { data: Restaurant[] })
    .data[0]!;
  try {
    const main = await openSection('restaurant');
    await main.getByLabel('Description').fill(`${restaurant.description} Busy focus ${Date.now()}.`);
    const release = await holdRequests(page, `**/api/restaurants/${restaurant._id}`, 'PUT');
    await main.getByRole('button', { name: 'Save Changes' }).focus();
    await page.keyboard.press('Enter');

    const saving = main.getByRole('button', { name: 'Saving...' });
    await expect(saving).toHaveAttribute('aria-disabled', 'true');
    await expect(saving).toBeFocused();
    await page.keyboard.press('Enter'); // a second press while it saves does nothing
    await expect(saving).toBeFocused();

    release();
    // Nothing left to save: the button is disabled, and the focus it held reads the outcome.
    await expect(main.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await expect(main.getByText('All changes saved.')).toBeFocused();
  } finally {
    const response = await request.put(`/api/restaurants/${restaurant._id}`, {
      headers: await ownerHeaders(request),
      data: { description: restaurant.description },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
});

test('adding and deleting a table with the keyboard: the focus stays in the dialog while it works, then comes back near', async ({
  page,
  openSection,
}) => {
  const tableNumber = 1000 + (Date.now() % 90_000);
  await openSection('tables');
  const add = page.getByRole('button', { name: 'Add Table' });
  await add.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Add Table' });
  await form.getByLabel('Table Number').fill(String(tableNumber));
  await form.getByLabel('Seats').fill('4');
  const releaseCreate = await holdRequests(page, '**/api/restaurants/tables/create');
  await form.getByRole('button', { name: 'Create Table' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('button', { name: 'Saving...' })).toBeFocused();
  releaseCreate();
  await expect(form).toBeHidden();
  await expect(add).toBeFocused(); // back on the control that opened it

  const card = page.getByRole('article', { name: `Table ${tableNumber}`, exact: true });
  const remove = card.getByRole('button', { name: `Delete Table ${tableNumber}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: `Delete Table ${tableNumber}?` });
  const releaseDelete = await holdRequests(page, '**/api/restaurants/tables/delete/*');
  await confirm.getByRole('button', { name: 'Delete Table' }).focus();
  await page.keyboard.press('Enter');
  const deleting = confirm.getByRole('button', { name: 'Deleting...' });
  await expect(deleting).toHaveAttribute('aria-disabled', 'true');
  await expect(deleting).toBeFocused();

  releaseDelete();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(0);
  // The control that opened it went with its card: the focus lands on the list's heading, not on the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Tables' })).toBeFocused();
});
