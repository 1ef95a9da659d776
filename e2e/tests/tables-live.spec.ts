import { addDaysToIsoDate } from '@flame/shared';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { ownerHeaders } from '../support/orders';
import { bookByApi, openAs, tomorrow, yourReservation } from './tables-kit';

/** Each viewport's journey books its own table, on a day no other journey books. */
const TABLE = { phone: 9, desktop: 10 } as const;

for (const [name, viewport] of Object.entries(VIEWPORTS) as [
  keyof typeof VIEWPORTS,
  (typeof VIEWPORTS)['phone'],
][]) {
  test.describe(`a reservation cancelled by the restaurant on ${name}`, () => {
    test.use({ viewport });
    test.slow();

    test("reaches the customer's open /tables page without a reload, saying the restaurant cancelled it", async ({
      page,
      newCustomer,
    }) => {
      const customer = await newCustomer(`Live Guest ${name}`);
      const date = addDaysToIsoDate(await tomorrow(page.request, test.info().retry), 21);
      const table = TABLE[name];
      const reservation = await bookByApi(page.request, customer, table, {
        reservedDate: date,
        reservedTime: '1:00 PM',
        reservedFor: 1,
      });

      // The stream answers once it listens (its headers come after the subscription), so no event falls before.
      const stream = page.waitForResponse((r) =>
        r.url().includes('/api/restaurants/reservations/events?ticket='),
      );
      await openAs(page, customer);
      const panel = yourReservation(page);
      await expect(panel.getByText(`Table ${table}`)).toBeVisible();
      expect((await stream).status()).toBe(200);
      let reloaded = false;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) reloaded = true;
      });

      const cancel = await page.request.post('/api/restaurants/unbook-table', {
        headers: await ownerHeaders(page.request),
        data: { reservationId: reservation._id },
      });
      expect(cancel.status()).toBe(200);

      const news = page.getByRole('status').filter({ hasText: 'was cancelled by the restaurant' });
      await expect(news).toHaveText(
        new RegExp(`Your reservation of Table ${table} on .+ at 1:00 PM was cancelled by the restaurant\\.`),
      );
      await expect(panel.getByText(`Table ${table}`)).toHaveCount(0);
      await expect(panel.getByText('No Table Reserved')).toBeVisible();
      expect(reloaded).toBe(false);
      await expectNoSeriousAxeViolations(page);

      // It stays until the customer dismisses it.
      await news.getByRole('button', { name: 'Dismiss' }).click();
      await expect(news).toBeHidden();
    });
  });
}
