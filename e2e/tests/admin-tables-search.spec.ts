import { expect, test, VIEWPORTS } from '../support/fixtures';

/** The tables section's search says in full what it searches, on a phone and on a desktop. */
for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`tables search at ${width} width: the placeholder is not clipped`, async ({ openSection, page }) => {
    await page.setViewportSize(viewport);
    const main = await openSection('tables');
    const search = main.getByRole('searchbox', { name: 'Search tables' });
    await expect(search).toBeVisible();
    const { text, room } = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, room: input.clientWidth - padding };
    });
    expect(text).toBeLessThanOrEqual(room);
  });
}
