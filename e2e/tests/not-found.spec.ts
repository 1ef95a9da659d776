import { FOOTER_TAGLINE, PUBLIC_PAGES } from '@flame/shared';
import { allowConsoleErrors, expect, test } from '../support/fixtures';
import { openPage } from '../support/navigation';

/** An address the site does not know answers 404 with the 'Page not found' page; known pages answer 200. */

test('an unknown deep address answers 404 with the not-found page inside the layout', async ({
  page,
  request,
  consoleErrors,
}) => {
  const response = await request.get('/no/such/page/here');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Page not found');
  expect(html).toContain('<title>Page not found | Flame-kissed</title>');

  const visit = await openPage(page, '/menu/no-such-category');
  expect(visit?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(FOOTER_TAGLINE)).toBeVisible();
  allowConsoleErrors(consoleErrors, /status of 404/);
});

test('an unknown dish answers 404; known pages answer 200', async ({ request }) => {
  expect((await request.get('/food/01234567-89ab-7def-8123-456789abcdef')).status()).toBe(404);
  for (const path of [...PUBLIC_PAGES, '/login']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});
