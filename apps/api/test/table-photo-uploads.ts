import { count } from 'drizzle-orm';
import { diningTables } from '../src/db/schema';
import { multipartForm, type TestUpload } from './multipart';
import type { TestContext } from './test-app';

/**
 * Uploads through the owner's table photo (`POST /api/restaurants/tables/create`, a new table of 4 seats with a
 * fresh number after `lastTableNumber` each time), and the count of tables to see that a refusal kept none.
 * The test app and its owner are read at each call, so they may be filled in `beforeAll`.
 */
export function tablePhotoUploads(
  ctx: TestContext,
  owner: { headers: { authorization: string } },
  lastTableNumber: number,
) {
  let tableNumber = lastTableNumber;
  return {
    upload(file: TestUpload) {
      tableNumber += 1;
      return ctx.app.inject({
        method: 'POST',
        url: '/api/restaurants/tables/create',
        headers: owner.headers,
        payload: multipartForm({ tableNumber: String(tableNumber), seats: '4' }, file),
      });
    },
    async tableCount(): Promise<number> {
      return (await ctx.db.select({ n: count() }).from(diningTables))[0]!.n;
    },
  };
}
