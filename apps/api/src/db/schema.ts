import {
  BOOKING_RULE_DEFAULTS,
  BOOKING_RULE_LIMITS,
  DEFAULT_REMINDER_HOURS,
  DEFAULT_TURN_MINUTES_BY_PARTY_SIZE,
  ESCALATION_DEFAULTS,
  ESCALATION_LIMITS,
  INBOX_STATUSES,
  ORDER_STATUSES,
  SESSION_END_REASONS,
  WAITLIST_STATUSES,
  type ChosenOption,
  type SocialLinks,
} from '@flame/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Ids are text UUID v7 made by the API (time-ordered, so indexes stay compact). */
const id = () => text('id').primaryKey();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The restaurant a row belongs to; it goes with the restaurant. */
const restaurantId = () =>
  text('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    oidcSubject: text('oidc_subject'),
    /** Whether the customer wants a reminder email before each table booking. */
    reminderEmails: boolean('reminder_emails').notNull().default(true),
    /** When the account proved it receives mail at `email` (a link opened, or Google vouched); null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The phone number checkout fills in; null until the customer gives one on the profile. */
    phone: text('phone'),
    /** When the customer agreed to marketing email (an unticked box at sign-up or checkout); null when not. */
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_oidc_subject_unique').on(t.oidcSubject),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** A signed-in device. The JWT names this row; logout deletes it, so a revoked token stops working. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Sessions ended by a change on the account (its password or email changed, 'Log out everywhere', a Google
 * takeover), kept until they would have expired, so a device still holding one is told why on its next call.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    reason: text('reason', { enum: SESSION_END_REASONS }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ended_sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Stream tickets not yet used: a ticket opens a stream only by deleting its row, so it opens one stream once.
 * Rows of tickets that ran out unused are deleted when new tickets are issued.
 */
export const streamTickets = pgTable(
  'stream_tickets',
  {
    id: id(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stream_tickets_expires_at_idx').on(t.expiresAt)],
);

/**
 * A Google sign-in that came back, waiting for its browser: the code travels in the address, the browser
 * secret in that browser's httpOnly cookie; only both together, once and before `expires_at`, open a session.
 * Only hashes are stored.
 */
export const signInCodes = pgTable('sign_in_codes', {
  codeHash: text('code_hash').primaryKey(),
  browserSecretHash: text('browser_secret_hash').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The one live password-reset link of an account: only the hash of its token is stored, it works until
 * `expires_at`, and using it deletes the row. Asking again replaces it (at most once a minute, `issued_at`).
 */
export const passwordResets = pgTable('password_resets', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The account's one outstanding email link: `email` is the address it proves. The account's own address
 * (sign-up) is verified by opening it; another address (an email change) becomes the account's only then.
 * Issuing a new link replaces the row, so only the newest works; opening it deletes the row.
 */
export const emailVerifications = pgTable('email_verifications', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId),
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const restaurants = pgTable(
  'restaurants',
  {
    id: id(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    about: text('about').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    cuisineTypes: text('cuisine_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    heroImages: text('hero_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    country: text('country').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The restaurant's own page per network of the footer ({ instagram, facebook, x, tiktok, youtube }), null for none. */
    socialLinks: jsonb('social_links')
      .$type<SocialLinks>()
      .notNull()
      .default(sql`'{"instagram":null,"facebook":null,"x":null,"tiktok":null,"youtube":null}'::jsonb`),
    /** Online orders paused by the owner; in force until `orderingPausedUntil` (null: until resumed). */
    orderingPaused: boolean('ordering_paused').notNull().default(false),
    orderingPausedUntil: timestamp('ordering_paused_until', { withTimezone: true }),
    /** How long before its pickup an order must come (minutes), and how many days ahead it may be. */
    pickupLeadMinutes: integer('pickup_lead_minutes').notNull().default(120),
    pickupWindowDays: integer('pickup_window_days').notNull().default(7),
    /** Orders (pending ones included, cancelled ones not) per 15-minute pickup slot; null for no limit. */
    pickupSlotCapacity: integer('pickup_slot_capacity'),
    /** Bookings by party size: minutes a party keeps its table, by the party size they hold up to. */
    turnMinutesByPartySize: jsonb('turn_minutes_by_party_size')
      .$type<Record<string, number>>()
      .notNull()
      .default(DEFAULT_TURN_MINUTES_BY_PARTY_SIZE),
    /** Guests who may arrive in one quarter hour (pacing); null for no limit. */
    coversPer15Minutes: integer('covers_per_15_minutes'),
    /** How many days ahead, and until how many minutes before its time, a party may book online. */
    bookingWindowDays: integer('booking_window_days')
      .notNull()
      .default(BOOKING_RULE_DEFAULTS.bookingWindowDays),
    bookingCutoffMinutes: integer('booking_cutoff_minutes')
      .notNull()
      .default(BOOKING_RULE_DEFAULTS.bookingCutoffMinutes),
    /** The largest party booked online; a larger one sends a request the owner answers. */
    maxOnlinePartySize: integer('max_online_party_size')
      .notNull()
      .default(BOOKING_RULE_DEFAULTS.maxOnlinePartySize),
    /** How many hours before a booking its guest gets a reminder email; 0 for none. */
    reminderHours: integer('reminder_hours').notNull().default(DEFAULT_REMINDER_HOURS),
    /** Whether each new order is also emailed to the restaurant's email. */
    newOrderEmails: boolean('new_order_emails').notNull().default(false),
    /**
     * The escalation of a pending order, in minutes of opening hours (null: that step is off): an email to the
     * restaurant, a notice on the customer's pages, and an automatic pause of online orders until it is answered.
     */
    alertEmailAfterMinutes: integer('alert_email_after_minutes').default(
      ESCALATION_DEFAULTS.alertEmailAfterMinutes,
    ),
    customerNoticeAfterMinutes: integer('customer_notice_after_minutes').default(
      ESCALATION_DEFAULTS.customerNoticeAfterMinutes,
    ),
    pauseWhenUnansweredMinutes: integer('pause_when_unanswered_minutes').default(
      ESCALATION_DEFAULTS.pauseWhenUnansweredMinutes,
    ),
    /** Minutes of opening hours with no owner dashboard open before online orders pause by themselves. */
    pauseWhenUnwatchedMinutes: integer('pause_when_unwatched_minutes').default(
      ESCALATION_DEFAULTS.pauseWhenUnwatchedMinutes,
    ),
    /**
     * Where the 'no dashboard open' clock starts when no dashboard has been seen since: when the rule was last
     * switched on (or the restaurant created), so a restaurant that never opens its dashboard pauses too.
     */
    watchRuleSince: timestamp('watch_rule_since', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('restaurants_owner_id_idx').on(t.ownerId),
    check('restaurants_pickup_lead_range', sql`${t.pickupLeadMinutes} between 0 and 1440`),
    check('restaurants_pickup_window_range', sql`${t.pickupWindowDays} between 1 and 60`),
    check(
      'restaurants_pickup_capacity_positive',
      sql`${t.pickupSlotCapacity} is null or ${t.pickupSlotCapacity} > 0`,
    ),
    check('restaurants_reminder_hours_range', sql`${t.reminderHours} between 0 and 72`),
    check(
      'restaurants_covers_per_15_minutes_positive',
      sql`${t.coversPer15Minutes} is null or ${t.coversPer15Minutes} > 0`,
    ),
    check(
      'restaurants_booking_window_range',
      sql`${t.bookingWindowDays} between ${sql.raw(String(BOOKING_RULE_LIMITS.bookingWindowDays.min))} and ${sql.raw(String(BOOKING_RULE_LIMITS.bookingWindowDays.max))}`,
    ),
    check(
      'restaurants_booking_cutoff_range',
      sql`${t.bookingCutoffMinutes} between 0 and ${sql.raw(String(BOOKING_RULE_LIMITS.bookingCutoffMinutes.max))}`,
    ),
    check(
      'restaurants_max_online_party_range',
      sql`${t.maxOnlinePartySize} between 1 and ${sql.raw(String(BOOKING_RULE_LIMITS.partySize.max))}`,
    ),
    ...(
      [
        ['alert_email', t.alertEmailAfterMinutes],
        ['customer_notice', t.customerNoticeAfterMinutes],
        ['unanswered', t.pauseWhenUnansweredMinutes],
        ['unwatched', t.pauseWhenUnwatchedMinutes],
      ] as const
    ).map(([name, column]) =>
      check(
        `restaurants_${name}_minutes_range`,
        sql`${column} is null or ${column} between ${sql.raw(String(ESCALATION_LIMITS.min))} and ${sql.raw(String(ESCALATION_LIMITS.max))}`,
      ),
    ),
  ],
);

/** One row per weekday (0 = Sunday). Times are minutes after midnight in the restaurant's time zone. */
export const openingHours = pgTable(
  'opening_hours',
  {
    restaurantId: restaurantId(),
    dayOfWeek: smallint('day_of_week').notNull(),
    opensAt: smallint('opens_at'),
    closesAt: smallint('closes_at'),
    isClosed: boolean('is_closed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.dayOfWeek] }),
    check('opening_hours_day_range', sql`${t.dayOfWeek} between 0 and 6`),
    check(
      'opening_hours_times',
      sql`${t.isClosed} or (${t.opensAt} between 0 and 1439 and ${t.closesAt} between 0 and 1440)`,
    ),
  ],
);

/**
 * A date whose hours replace the weekly ones for pickups, orders and bookings. Times are minutes after midnight
 * in the restaurant's time zone; a closing time at or before the opening runs past midnight.
 */
export const specialDays = pgTable(
  'special_days',
  {
    id: id(),
    restaurantId: restaurantId(),
    date: date('date').notNull(),
    isClosed: boolean('is_closed').notNull(),
    opensAt: smallint('opens_at'),
    closesAt: smallint('closes_at'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('special_days_restaurant_date_unique').on(t.restaurantId, t.date),
    check(
      'special_days_times',
      sql`${t.isClosed} or (${t.opensAt} between 0 and 1439 and ${t.closesAt} between 0 and 1440)`,
    ),
  ],
);

/**
 * Customers the restaurant's owner blocked: they may place no order and book no table there until unblocked.
 * One row per customer and restaurant; the reason is the owner's note.
 */
export const customerBlocks = pgTable(
  'customer_blocks',
  {
    restaurantId: restaurantId(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.userId] })],
);

export const members = pgTable(
  'members',
  {
    id: id(),
    restaurantId: restaurantId(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [index('members_restaurant_id_idx').on(t.restaurantId)],
);

export const foods = pgTable(
  'foods',
  {
    id: id(),
    restaurantId: restaurantId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    category: text('category').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isAvailable: boolean('is_available').notNull().default(true),
    isVegetarian: boolean('is_vegetarian').notNull().default(false),
    isVegan: boolean('is_vegan').notNull().default(false),
    isGlutenFree: boolean('is_gluten_free').notNull().default(false),
    spiceLevel: smallint('spice_level').notNull().default(0),
    preparationTime: smallint('preparation_time').notNull().default(15),
    discount: smallint('discount').notNull().default(0),
    ingredients: text('ingredients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What the dish contains; '{}' when the owner confirmed none of the common allergens; null when not known. */
    allergens: text('allergens').array(),
    /**
     * Sold out today: back by itself at this instant, the restaurant's next opening after `soldOutAt` on the current
     * hours and special days (recomputed in the transaction that changes them); null when not sold out.
     */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    /** When the owner marked the dish sold out; null when not sold out (or marked before this was kept). */
    soldOutAt: timestamp('sold_out_at', { withTimezone: true }),
    calories: integer('calories'),
    protein: real('protein'),
    carbs: real('carbs'),
    fat: real('fat'),
    /** Average of the ratings of reviewed orders holding this dish, kept with the review (see reviews service). */
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Deleted dishes stay for the orders that hold them; the menu never shows them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('foods_menu_idx')
      .on(t.restaurantId, t.category, t.name)
      .where(sql`${t.deletedAt} is null`),
    check('foods_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('foods_discount_range', sql`${t.discount} between 0 and 100`),
    check('foods_spice_range', sql`${t.spiceLevel} between 0 and 5`),
  ],
);

/** A dish's option group (spice level, size, add-ons), in the owner's order (`position`). */
export const foodOptionGroups = pgTable(
  'food_option_groups',
  {
    id: id(),
    foodId: text('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    required: boolean('required').notNull().default(false),
    minChoices: smallint('min_choices').notNull().default(0),
    maxChoices: smallint('max_choices').notNull().default(1),
  },
  (t) => [
    uniqueIndex('food_option_groups_food_position_unique').on(t.foodId, t.position),
    check(
      'food_option_groups_choice_range',
      sql`${t.minChoices} >= 0 and ${t.maxChoices} >= greatest(${t.minChoices}, 1)`,
    ),
  ],
);

/** A choice of an option group, with what it adds to the dish's price, in the owner's order (`position`). */
export const foodOptionChoices = pgTable(
  'food_option_choices',
  {
    id: id(),
    groupId: text('group_id')
      .notNull()
      .references(() => foodOptionGroups.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    priceDeltaCents: integer('price_delta_cents').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
  },
  (t) => [
    uniqueIndex('food_option_choices_group_position_unique').on(t.groupId, t.position),
    check('food_option_choices_delta_nonnegative', sql`${t.priceDeltaCents} >= 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: integer('order_number').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    restaurantId: restaurantId(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: ['pending', 'paid'] })
      .notNull()
      .default('pending'),
    paymentMethod: text('payment_method').notNull().default('pay at restaurant'),
    phone: text('phone').notNull(),
    pickupTime: timestamp('pickup_time', { withTimezone: true }).notNull(),
    totalCents: integer('total_cents').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** Why the restaurant cancelled it, shown to the customer; null when it gave none. */
    cancellationReason: text('cancellation_reason'),
    /** Who cancelled it: 'customer' or 'restaurant'; null while it is not cancelled. */
    cancelledBy: text('cancelled_by', { enum: ['customer', 'restaurant'] }),
    /**
     * When the owner chose to keep it although a special day added later leaves its pickup time outside the
     * hours; null while that clash (if any) waits for a decision.
     */
    outsideHoursKeptAt: timestamp('outside_hours_kept_at', { withTimezone: true }),
    /** 'online' when the customer ordered, 'staff' when the restaurant took it (phone or counter). */
    source: text('source', { enum: ['online', 'staff'] })
      .notNull()
      .default('online'),
    /** The customer a staff order is for (no account): name, and email when given. */
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    /** The restaurant's note on a staff order ('calls when outside'). */
    note: text('note'),
    /** Raised by every change of lines and every cancellation; a change names the version it was made on. */
    version: integer('version').notNull().default(1),
    /** The restaurant's discount on the whole order, in cents, with its reason (0 and null for none). */
    adjustmentCents: integer('adjustment_cents').notNull().default(0),
    adjustmentReason: text('adjustment_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_adjustment_in_total', sql`${t.adjustmentCents} >= 0 and ${t.totalCents} >= 0`),
    uniqueIndex('orders_order_number_unique').on(t.orderNumber),
    uniqueIndex('orders_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_restaurant_status_idx').on(t.restaurantId, t.status, t.createdAt),
    index('orders_restaurant_pickup_idx').on(t.restaurantId, t.pickupTime),
  ],
);

/** A line of an order, with the name and price of the dish when the order was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    foodId: text('food_id').references(() => foods.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    image: text('image'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    originalPriceCents: integer('original_price_cents').notNull(),
    discount: smallint('discount').notNull().default(0),
    quantity: integer('quantity').notNull(),
    specialInstructions: text('special_instructions'),
    /** The chosen options as they were when ordered: group and choice names and the cents each added. */
    options: jsonb('options').$type<ChosenOption[]>().notNull().default([]),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_food_id_idx').on(t.foodId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Tracking record of an order: an optional delivery partner and last known location. Its estimated time is not
 * stored: it is the order's pickup time, read from the order.
 */
export const trackings = pgTable('trackings', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  partnerName: text('partner_name'),
  partnerPhone: text('partner_phone'),
  partnerVehicle: text('partner_vehicle'),
  locationLat: doublePrecision('location_lat'),
  locationLng: doublePrecision('location_lng'),
  locationAddress: text('location_address'),
  locationUpdatedAt: timestamp('location_updated_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** The changes of an order's lines: who made them and what changed, in readable lines ('+1 Garlic Naan'). */
export const orderChanges = pgTable(
  'order_changes',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    by: text('by', { enum: ['restaurant', 'customer'] }).notNull(),
    lines: jsonb('lines').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_changes_order_idx').on(t.orderId, t.createdAt)],
);

/** The status history of an order, appended on every change. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    restaurantId: restaurantId(),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_one_per_order').on(t.orderId),
    index('reviews_restaurant_rating_idx').on(t.restaurantId, t.rating, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const diningTables = pgTable(
  'dining_tables',
  {
    id: id(),
    restaurantId: restaurantId(),
    tableNumber: integer('table_number').notNull(),
    seats: smallint('seats').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dining_tables_number_unique').on(t.restaurantId, t.tableNumber),
    check('dining_tables_number_positive', sql`${t.tableNumber} >= 1`),
    check('dining_tables_seats_range', sql`${t.seats} between 1 and 20`),
  ],
);

/**
 * A table booked for a time range, or a party booked by size: then `table_id` is the first of its tables and
 * `reservation_tables` holds them all. A request (a party larger than booked online) has no table yet.
 * The exclusion constraint `reservations_no_overlap` (custom migration) refuses two active reservations of one
 * table whose ranges overlap; `reservation_tables_no_overlap` does the same for every table of every booking.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    tableId: text('table_id').references(() => diningTables.id, { onDelete: 'cascade' }),
    /** The guest's account; null for a booking the restaurant made for a guest without one (`source: 'staff'`). */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 'online' when the guest booked; 'staff' when the restaurant booked it for them (phone, counter). */
    source: text('source', { enum: ['online', 'staff'] })
      .notNull()
      .default('online'),
    /** The guest of a staff booking (no account): name, and email when given. */
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    guests: smallint('guests').notNull().default(2),
    purpose: text('purpose').notNull(),
    /**
     * 'requested' waits for the owner, who accepts it ('active') or declines it ('declined', no table); an
     * 'active' booking is 'seated', then 'completed', or it ends as 'no-show' or 'cancelled'. Tables are held
     * while 'active' or 'seated' (the trigger `reservation_tables_follow`).
     */
    status: text('status', {
      enum: ['active', 'cancelled', 'requested', 'seated', 'completed', 'no-show', 'declined'],
    })
      .notNull()
      .default('active'),
    /** Of a booking by party size: the phone to call a late party on, the occasion and the guest's note. */
    phone: text('phone'),
    occasion: text('occasion'),
    note: text('note'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why the restaurant cancelled it, as the guest is told ('' when none was given or the guest cancelled). */
    cancelReason: text('cancel_reason').notNull().default(''),
    /**
     * How many times the restaurant changed its date, time or party size: the calendar file's SEQUENCE, so the
     * guest's calendar replaces the event it holds.
     */
    changes: smallint('changes').notNull().default(0),
    /**
     * When the owner chose to keep it although a special day added later leaves its time outside the hours;
     * null while that clash (if any) waits for a decision.
     */
    outsideHoursKeptAt: timestamp('outside_hours_kept_at', { withTimezone: true }),
  },
  (t) => [
    index('reservations_user_idx').on(t.userId, t.startsAt),
    index('reservations_table_idx').on(t.tableId, t.startsAt),
    index('reservations_starts_at_idx').on(t.startsAt),
    check('reservations_range_valid', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'reservations_guest_named',
      sql`${t.userId} is not null or (${t.source} = 'staff' and ${t.guestName} is not null)`,
    ),
    check(
      'reservations_table_unless_requested',
      sql`${t.status} in ('requested', 'declined') or ${t.tableId} is not null`,
    ),
    index('reservations_no_show_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'no-show'`),
  ],
);

/**
 * Every table a reservation holds, with its time range: one row for a per-table booking (written by a trigger
 * on `reservations`), one per table of a combination. `holds` follows the reservation's status (a trigger);
 * the exclusion constraint `reservation_tables_no_overlap` (custom migration) refuses two holding rows of one
 * table whose ranges overlap, so a combination is guarded table by table.
 */
export const reservationTables = pgTable(
  'reservation_tables',
  {
    reservationId: text('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    tableId: text('table_id')
      .notNull()
      .references(() => diningTables.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    holds: boolean('holds').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.tableId] }),
    index('reservation_tables_table_idx').on(t.tableId, t.startsAt),
    check('reservation_tables_range_valid', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Two tables the owner may push together for one party, stored both ways (a row for each direction), so a
 * table's partners are one lookup. They go with either table.
 */
export const diningTablePairs = pgTable(
  'dining_table_pairs',
  {
    tableId: text('table_id')
      .notNull()
      .references(() => diningTables.id, { onDelete: 'cascade' }),
    partnerId: text('partner_id')
      .notNull()
      .references(() => diningTables.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tableId, t.partnerId] }),
    index('dining_table_pairs_partner_idx').on(t.partnerId),
    check('dining_table_pairs_not_self', sql`${t.tableId} <> ${t.partnerId}`),
  ],
);

export const cateringRequests = pgTable(
  'catering_requests',
  {
    id: id(),
    restaurantId: restaurantId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    eventDate: date('event_date').notNull(),
    eventType: text('event_type').notNull(),
    guestCount: integer('guest_count').notNull(),
    location: text('location').notNull(),
    specialRequests: text('special_requests').notNull().default(''),
    status: text('status', { enum: INBOX_STATUSES }).notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('catering_requests_inbox_idx').on(t.restaurantId, t.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    restaurantId: restaurantId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: INBOX_STATUSES }).notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_inbox_idx').on(t.restaurantId, t.createdAt)],
);

/**
 * A walk-in waiting for a table, added by the host. Their place in line is the number of entries still 'waiting'
 * that joined earlier; the status only moves forward (waiting → notified → seated or left), each change checked
 * in its UPDATE's WHERE so racing taps cannot both apply.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    /** Order of joining, so two guests added within one clock tick still stand one behind the other. */
    lineNumber: integer('line_number').generatedAlwaysAsIdentity().notNull(),
    restaurantId: restaurantId(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** Where the link and the ready message go; null when the guest gave none. */
    email: text('email'),
    partySize: smallint('party_size').notNull(),
    quotedMinutes: smallint('quoted_minutes').notNull(),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** When the guest was seated or left. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('waitlist_entries_restaurant_created_idx').on(t.restaurantId, t.createdAt, t.lineNumber),
    check('waitlist_entries_party_size', sql`${t.partySize} between 1 and 50`),
    check('waitlist_entries_quoted_minutes', sql`${t.quotedMinutes} between 0 and 240`),
  ],
);

/**
 * The owner's notes and tags on a guest (decision 050). A guest is not stored: it is every account, order,
 * booking, catering request and message that share an email or a phone. This row is written the first time the
 * owner keeps a note or tag; its id is then the guest's id, and its emails and phones join the guest's, so the
 * notes stay with the guest while new orders and bookings come in.
 */
export const guestBook = pgTable(
  'guest_book',
  {
    id: id(),
    restaurantId: restaurantId(),
    /** The guest's emails (lower case) and phones (digits only) when the row was written. */
    emails: text('emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    phones: text('phones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('guest_book_restaurant_idx').on(t.restaurantId, t.createdAt)],
);

/** `dropped`: no longer to be sent (a reminder of a booking that was cancelled or has started). */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'dropped'] as const;

/**
 * An email to send, written in the same transaction as what causes it (so a crash can neither lose it nor send
 * one for a change that rolled back) and delivered by the mail sender. The id is the message's Message-ID.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    /** Which message it is ('order_placed', …): it names the template and what `payload` holds. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    /** The ids its template reads its content from when it is sent. */
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may take it next: now for a new one, later after a failure or while one is sending it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_messages_status_created_idx').on(t.status, t.createdAt),
    // At most one reminder per booking, ever: instances racing to queue it cannot both insert it.
    uniqueIndex('outbox_messages_one_reminder_per_booking')
      .on(sql`(${t.payload} ->> 'reservationId')`)
      .where(sql`${t.kind} = 'reservation_reminder'`),
    // One 'order has waited' email per order, and one 'ordering paused, nobody watching' per pause: the index is
    // the claim, so instances racing to queue it cannot both insert it.
    uniqueIndex('outbox_messages_one_wait_alert_per_order')
      .on(sql`(${t.payload} ->> 'orderId')`)
      .where(sql`${t.kind} = 'order_waiting'`),
    uniqueIndex('outbox_messages_one_unwatched_notice_per_pause')
      .on(sql`(${t.payload} ->> 'restaurantId')`, sql`(${t.payload} ->> 'since')`)
      .where(sql`${t.kind} = 'ordering_unwatched'`),
  ],
);

/** The restaurant's kitchen printer: a network receipt printer reached over raw TCP. */
export const printerSettings = pgTable('printer_settings', {
  restaurantId: text('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  paperWidth: integer('paper_width').notNull(),
  /** 'off', 'on-arrival' or 'on-accept': read by the database triggers that queue tickets with their order. */
  autoPrint: text('auto_print', { enum: ['off', 'on-arrival', 'on-accept'] }).notNull(),
  updatedAt: updatedAt(),
});

export const PRINT_JOB_STATUSES = ['pending', 'printed', 'failed'] as const;
export const PRINT_JOB_CAUSES = ['arrival', 'accept', 'reprint', 'test'] as const;

/**
 * The print queue: one row per ticket to print, written in the transaction of its cause (an order placed or
 * accepted, by triggers on `orders`; a reprint or test page, by the route). Printers in every instance take due
 * rows with `FOR UPDATE SKIP LOCKED` and a lease, as the mail outbox does; a trigger announces each new row on
 * the event bus at commit, which wakes them.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    restaurantId: restaurantId(),
    /** The order whose ticket it prints; null for a test page. */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    cause: text('cause', { enum: PRINT_JOB_CAUSES }).notNull(),
    status: text('status', { enum: PRINT_JOB_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a printer may take it next: now for a new one, later after a failure or while one is printing it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    printedAt: timestamp('printed_at', { withTimezone: true }),
  },
  (t) => [
    index('print_jobs_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('print_jobs_restaurant_idx').on(t.restaurantId, t.status, t.createdAt),
    index('print_jobs_order_idx').on(t.orderId),
  ],
);

/**
 * The owner dashboards holding the live stream open, per API instance and restaurant: each instance writes its
 * own row when a stream opens or closes and every few seconds while any is open (`seenAt`), so every instance
 * reads the same count. A row not renewed for a while is an instance that died: its streams no longer count.
 */
export const dashboardWatchers = pgTable(
  'dashboard_watchers',
  {
    instanceId: text('instance_id').notNull(),
    restaurantId: restaurantId(),
    /** Streams open on that instance when it last wrote. */
    streams: integer('streams').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    /** The last moment that instance held a stream open (null: never). */
    lastWatchedAt: timestamp('last_watched_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.restaurantId] })],
);
