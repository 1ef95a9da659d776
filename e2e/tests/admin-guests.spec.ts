import { readFile } from 'node:fs/promises';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { keepScreenshot } from '../support/screenshots';

const shot = (name: string) => `/work/shots-guest-book/guests-${name}.png`;

/**
 * The guest book at a phone's and a desktop's width: a guest who signed up and then wrote through the contact
 * form with the same email is one entry; the owner finds them, opens their page, keeps a note and tags, and finds
 * both there after a reload.
 */
for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`guest book at ${width} width: search, open a guest, keep a note and tags`, async ({
    page,
    request,
    newCustomer,
    openSection,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const name = `Juniper Okafor ${width}-${Date.now().toString(36)}`;
    const guest = await newCustomer(name);
    const phone = width === 'phone' ? '(512) 555-0161' : '(512) 555-0162';
    const message = await request.post('/api/restaurants/contact', {
      data: {
        name: 'June',
        email: guest.email.toUpperCase(),
        phone,
        message: 'Do you take parties of twelve?',
      },
    });
    expect(message.status(), await message.text()).toBe(201);

    const main = await openSection('guests');
    await main.getByRole('searchbox', { name: 'Search guests' }).fill(name.split(' ')[2]!);
    const entries = main.getByRole('list', { name: 'Guests' }).getByRole('button');
    await expect(entries).toHaveCount(1);
    const entry = entries.first();
    await expect(entry).toContainText(name);
    await expect(entry).toContainText(guest.email);
    await expect(entry).toContainText(phone);
    await expect(entry).toContainText('0 visits · 0 orders · $0.00 spent · No visit yet');
    await keepScreenshot(page, { path: shot(`list-${width}`), fullPage: true });

    await entry.click();
    const sheet = page.getByRole('dialog', { name });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('No marketing email: the guest has not agreed to it')).toBeVisible();
    const history = sheet.getByRole('list').last();
    await expect(history).toContainText('Message');
    await sheet
      .getByRole('textbox', { name: 'Notes' })
      .fill('Asked about a party of twelve; call back in May.');
    await sheet.getByRole('textbox', { name: 'Tags' }).fill('Large party, regular, Large party');
    await sheet.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByText('Notes saved')).toBeVisible();
    await expect(sheet.getByRole('textbox', { name: 'Tags' })).toHaveValue('Large party, regular');
    // The sheet takes the whole phone and sits beside the list on a desktop, never wider than the screen.
    const box = (await sheet.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
    if (width === 'phone') expect(box.width).toBeGreaterThanOrEqual(viewport.width - 1);
    await keepScreenshot(page, { path: shot(`guest-${width}`), fullPage: false });

    // Kept: a reload opens the same guest (named in the address) with the note and the tags.
    await page.reload();
    const again = page.getByRole('dialog', { name });
    await expect(again.getByRole('textbox', { name: 'Notes' })).toHaveValue(
      'Asked about a party of twelve; call back in May.',
    );
    await expect(again.getByRole('textbox', { name: 'Tags' })).toHaveValue('Large party, regular');
    const close = again.getByRole('button', { name: 'Close guest' });
    await waitForHydration(close);
    await close.click();
    await expect(again).toBeHidden();
    await expect(entry).toContainText('Large party');
    await expect(entry).toContainText('regular');
    // Found by a tag too.
    await main.getByRole('searchbox', { name: 'Search guests' }).fill('large party');
    await expect(entries.filter({ hasText: name })).toHaveCount(1);
  });
}

/**
 * The owner exports the guests a search finds as CSV, then erases one guest's personal data: the dialog says
 * what goes and what stays, the sheet then says the guest is erased, and the search finds them no more.
 */
test('guest book: export the list as CSV, then erase a guest', async ({ page, newCustomer, openSection }) => {
  test.slow();
  const name = `Saoirse Erasmus ${Date.now().toString(36)}`;
  const guest = await newCustomer(name);
  const main = await openSection('guests');
  const search = main.getByRole('searchbox', { name: 'Search guests' });
  await search.fill(name.split(' ')[2]!);
  const entries = main.getByRole('list', { name: 'Guests' }).getByRole('button');
  await expect(entries).toHaveCount(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Export: the guests this search finds' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^guests-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFName,Email,Phone,Other emails,Other phones,Orders,Total spent,')).toBe(true);
  const lines = csv.trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${name},${guest.email},`);

  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    if (width === 'phone') await entries.first().click();
    const sheet = page.getByRole('dialog', { name });
    await sheet.getByRole('button', { name: 'Erase personal data' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase ${name}'s personal data?` });
    await expect(dialog).toContainText('Erased everywhere, for good');
    await expect(dialog).toContainText(
      'Kept: the amounts of their orders and bookings stay, with no name on them',
    );
    await keepScreenshot(page, { path: shot(`erase-dialog-${width}`) });
    // The dialog fits the screen.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
    if (width === 'phone') await dialog.getByRole('button', { name: 'Keep the guest' }).click();
    else await dialog.getByRole('button', { name: 'Erase personal data' }).click();
    await expect(dialog).toBeHidden();
  }

  const erased = page.getByRole('dialog', { name: 'Erased guest' });
  await expect(erased.getByText("This guest's personal data was erased")).toBeVisible();
  await keepScreenshot(page, { path: shot('erased-desktop') });
  await erased.getByRole('button', { name: 'Back to the guests' }).click();
  await expect(erased).toBeHidden();
  await expect(main.getByText('No guest matches this search.')).toBeVisible();
  await search.fill(guest.email);
  await expect(main.getByText('No guest matches this search.')).toBeVisible();
});
