import { addDaysToIsoDate } from '@flame/shared';
import { expect, test } from '../support/fixtures';
import { bookByApi, openAs, showTablesAt, tableCard, tomorrow } from './tables-kit';

test.describe('a table state line speaks of the chosen date only', () => {
  test.slow();

  test("a booking on a later day never makes an earlier day read 'Free until'", async ({
    page,
    newCustomer,
  }) => {
    const booker = await newCustomer('Later Day Booker');
    const viewer = await newCustomer('Earlier Day Viewer');
    // Days no other journey books, so nothing else sits on this table on them.
    const bookedDay = addDaysToIsoDate(await tomorrow(page.request, test.info().retry), 20);
    await bookByApi(page.request, booker, 2, {
      reservedDate: bookedDay,
      reservedTime: '6:00 PM',
      reservedFor: 1,
    });

    await openAs(page, viewer);
    const card = tableCard(page, 2);
    for (const earlier of [addDaysToIsoDate(bookedDay, -1), addDaysToIsoDate(bookedDay, -4)]) {
      await showTablesAt(page, earlier, '12:00 PM');
      await expect(card.getByText('Available', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Reserve Now' })).toBeVisible();
      await expect(card.getByText(/^Free until/)).toHaveCount(0);
    }

    // On the booked day itself the line tells until when the table is free.
    await showTablesAt(page, bookedDay, '12:00 PM');
    await expect(card.getByText('Free until 6:00 PM')).toBeVisible();
  });
});
