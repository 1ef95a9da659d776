import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';

/**
 * A focused field that is valid does not look invalid: the focus ring is not the red of the error border, and
 * it is the same on inputs, buttons and links; a field in error keeps its red border while focused.
 */

const colours = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineColor, outlineStyle: style.outlineStyle, border: style.borderTopColor };
  });

test('the focus ring differs from the error colour, and an invalid field stays red when focused', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('main').locator('form');
  const name = form.getByRole('textbox', { name: 'Name', exact: true });
  const email = form.getByRole('textbox', { name: 'Email', exact: true });
  const send = form.getByRole('button', { name: 'Send Message' });
  await waitForHydration(send);

  await name.focus();
  const validFocused = await colours(name);
  expect(validFocused.outlineStyle).not.toBe('none');

  await send.click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await name.focus();
  const errorColour = (await colours(email)).border;
  const invalidFocused = await colours(name);

  expect(validFocused.outline).not.toBe(errorColour);
  expect(validFocused.border).not.toBe(errorColour);
  expect(invalidFocused.border).toBe(errorColour);
  expect(invalidFocused.outline).toBe(errorColour);

  // The same ring on a button and a link, for a keyboard user.
  await page.keyboard.press('Tab');
  for (const target of [send, page.getByRole('banner').getByRole('link').first()]) {
    await target.focus();
    // Buttons fade their colours in: the ring is read once the transition has settled.
    await expect
      .poll(() => colours(target))
      .toMatchObject({ outline: validFocused.outline, outlineStyle: 'solid' });
  }
});
