import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import { newId } from '../../lib/ids';
import type { Database } from '../client';
import {
  diningTablePairs,
  diningTables,
  foodOptionChoices,
  foodOptionGroups,
  foods,
  members,
  openingHours,
  orderEvents,
  orderItems,
  orders,
  restaurants,
  reviews,
  trackings,
  users,
} from '../schema';
import { ADMIN_PROFILE, DEMO_CUSTOMER_PROFILE, EXTRA_CUSTOMERS, type CustomerKey } from './customers';
import { SEED_FOODS, dishImage, foodRow, type FoodKey } from './foods';
import { memberRows } from './members';
import { optionRows } from './option-groups';
import { buildOrderRows, type SeedCustomer, type SeedDish } from './orders';
import { DEFAULT_TIME_ZONE, RESTAURANT, openingHourRows } from './restaurant';
import { tablePairRows, tableRows } from './tables';
import { addMinutes } from './time';

export interface SeedAccount {
  email: string;
  password: string;
}

export interface SeedAccounts {
  admin: SeedAccount;
  customer: SeedAccount;
}

export interface SeedOptions {
  /** IANA time zone of the restaurant; America/Chicago (Austin) by default. */
  timeZone?: string;
  /** The clock the demo history is laid out against (tests); now by default. */
  now?: Date;
}

export interface SeedResult {
  seeded: boolean;
  restaurantId: string;
}

type UserInsert = typeof users.$inferInsert;
type Executor = Pick<Database, 'select'>;

const DAY_MINUTES = 24 * 60;

async function existingRestaurantId(db: Executor): Promise<string | undefined> {
  const [row] = await db.select({ id: restaurants.id }).from(restaurants).limit(1);
  return row?.id;
}

/**
 * Seeds the demo restaurant into an empty database, in one transaction: owner and demo customer, the
 * restaurant with its opening hours, team, tables and menu, and a history of orders with reviews.
 * Does nothing when a restaurant already exists; concurrent callers (several API instances starting at
 * once) are serialised by an advisory lock, so only one of them seeds.
 */
export async function seedDemo(
  db: Database,
  accounts: SeedAccounts,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const existing = await existingRestaurantId(db);
  if (existing) return { seeded: false, restaurantId: existing };

  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const now = options.now ?? new Date();
  const [adminHash, customerHash] = await Promise.all([
    hashPassword(accounts.admin.password),
    hashPassword(accounts.customer.password),
  ]);
  const daysAgo = (days: number): Date => addMinutes(now, -days * DAY_MINUTES);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('flame-kissed:demo-seed'))`);
    const raced = await existingRestaurantId(tx);
    if (raced) return { seeded: false, restaurantId: raced };

    const adminId = newId();
    const customers = {} as Record<CustomerKey, SeedCustomer>;
    const userRows: UserInsert[] = [
      {
        id: adminId,
        name: ADMIN_PROFILE.name,
        email: accounts.admin.email.trim().toLowerCase(),
        passwordHash: adminHash,
        role: 'admin',
        createdAt: daysAgo(ADMIN_PROFILE.joinedDaysAgo),
      },
    ];
    const demoId = newId();
    customers.demo = { id: demoId, name: DEMO_CUSTOMER_PROFILE.name, phone: DEMO_CUSTOMER_PROFILE.phone };
    userRows.push({
      id: demoId,
      name: DEMO_CUSTOMER_PROFILE.name,
      email: accounts.customer.email.trim().toLowerCase(),
      passwordHash: customerHash,
      role: 'customer',
      createdAt: daysAgo(DEMO_CUSTOMER_PROFILE.joinedDaysAgo),
    });
    for (const extra of EXTRA_CUSTOMERS) {
      const id = newId();
      customers[extra.key] = { id, name: extra.name, phone: extra.phone };
      userRows.push({
        id,
        name: extra.name,
        email: extra.email,
        passwordHash: null,
        role: 'customer',
        createdAt: daysAgo(extra.joinedDaysAgo),
      });
    }
    // The demo accounts' addresses are the seed's own: verified from the start.
    for (const row of userRows) {
      row.updatedAt = row.createdAt;
      row.emailVerifiedAt = row.createdAt;
    }
    await tx.insert(users).values(userRows);

    const restaurantId = newId();
    await tx.insert(restaurants).values({ id: restaurantId, ownerId: adminId, timeZone, ...RESTAURANT });
    await tx.insert(openingHours).values(openingHourRows(restaurantId));
    await tx.insert(members).values(memberRows(restaurantId, newId));
    const tableInserts = tableRows(restaurantId, newId);
    await tx.insert(diningTables).values(tableInserts);
    await tx.insert(diningTablePairs).values(tablePairRows(tableInserts));

    const dishes = new Map<FoodKey, SeedDish>();
    for (const food of SEED_FOODS) {
      dishes.set(food.key, {
        id: newId(),
        name: food.name,
        image: dishImage(food),
        priceCents: food.priceCents,
        discount: food.discount,
      });
    }
    const history = buildOrderRows({ restaurantId, customers, dishes, now, timeZone, newId });

    const foodRows = SEED_FOODS.map((food) =>
      foodRow(food, { id: dishes.get(food.key)!.id, restaurantId }, history.ratings.get(food.key)),
    );
    await tx.insert(foods).values(foodRows);
    const options = optionRows((key) => dishes.get(key)!.id, newId);
    await tx.insert(foodOptionGroups).values(options.groups);
    await tx.insert(foodOptionChoices).values(options.choices);

    await tx.insert(orders).values(history.orders);
    await tx.insert(orderItems).values(history.items);
    await tx.insert(orderEvents).values(history.events);
    await tx.insert(trackings).values(history.trackings);
    await tx.insert(reviews).values(history.reviews);

    return { seeded: true, restaurantId };
  });
}
