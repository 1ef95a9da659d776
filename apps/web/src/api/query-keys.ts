/**
 * Every query key of the web app, built here and nowhere else (lint forbids key literals outside `src/api`).
 * A key starts with its resource, so invalidating a prefix (`queryKeys.orders.all`) reaches every read of it;
 * one endpoint has one key, whichever screen reads it. The one exception is the menu's views, `foods.cards` and
 * `foods.homePicks`: what the menu, the deals and the home page read of `GET /api/food`, each its own query so a
 * page's HTML carries only what it shows.
 */
export const queryKeys = {
  appConfig: ['app-config'],
  foods: {
    /** The public menu; every public read of a dish starts here. */
    all: ['foods'],
    detail: (id: string) => ['foods', 'detail', id] as const,
    /** The menu's dishes as their cards, filters and the menu's JSON-LD read them (the menu and deals pages). */
    cards: ['foods', 'cards'],
    /** The home page's dishes and price range, picked from the menu. */
    homePicks: ['foods', 'home-picks'],
  },
  restaurant: {
    /** The site's restaurant as the public pages read it (`GET /api/restaurants`). */
    all: ['restaurant'],
  },
  /** The hours pickups and bookings are offered in; the booking form's read (with special days) starts here. */
  openingHours: {
    all: ['opening-hours'],
    withSpecialDays: ['opening-hours', 'with-special-days'],
  },
  specialDays: ['special-days'],
  reviews: ['reviews'],
  orders: {
    all: ['orders'],
    /** The signed-in customer's orders, per customer. */
    lists: ['orders', 'list'],
    list: (userId: string) => ['orders', 'list', userId] as const,
    /** One order as a whole (`GET /api/orders/{id}`): the customer's order page, the owner's kitchen ticket. */
    details: ['orders', 'detail'],
    detail: (id: string) => ['orders', 'detail', id] as const,
    /**
     * The same order read through its signed link: a key of its own (the signed-in read must never run the
     * guest's request, nor the other way round), under `detail(id)`, so whatever refreshes the order reaches it.
     */
    guestDetail: (id: string) => ['orders', 'detail', id, 'guest'] as const,
    tracking: (id: string) => ['orders', 'tracking', id] as const,
  },
  pickupSlots: {
    all: ['pickup-slots'],
    on: (date: string) => ['pickup-slots', date] as const,
  },
  tables: {
    /** The /tables page's views (public or a customer's); the owner's list is under `admin.tables`. */
    all: ['tables'],
    view: (viewer: string, at: string) => ['tables', viewer, at] as const,
  },
  partyTimes: {
    /** 'Find a table': the times a party can book on a date. */
    all: ['party-times'],
    of: (date: string, partySize: number) => ['party-times', date, partySize] as const,
  },
  reservations: {
    /** The signed-in customer's reservations. */
    mine: ['reservations'],
    mineOf: (userId: string) => ['reservations', userId] as const,
    cancelLink: (token: string) => ['reservation-cancel-link', token] as const,
  },
  /** A walk-in's own page, by its signed link. */
  waitlistLink: (token: string) => ['waitlist-link', token] as const,
  addresses: (userId: string) => ['addresses', userId] as const,
  mailPreferences: (userId: string) => ['mail-preferences', userId] as const,
  unsubscribe: (token: string) => ['unsubscribe', token] as const,
  admin: {
    /** The restaurant the signed-in owner runs, which every dashboard section reads. */
    ownedRestaurant: ['admin', 'owned-restaurant'],
    overview: ['admin', 'overview'],
    /** The reports screen's reads (`GET /api/reports/{report}`), per report, range and grouping. */
    reports: {
      all: ['admin', 'reports'],
      of: (...parts: string[]) => ['admin', 'reports', ...parts] as const,
    },
    foods: ['admin', 'foods'],
    tables: ['admin', 'tables'],
    reservations: ['admin', 'reservations'],
    /** Today's waitlist (`GET /api/waitlist`). */
    waitlist: ['admin', 'waitlist'],
    members: ['admin', 'members'],
    mail: ['admin', 'mail'],
    /** The backups in DATA_DIR/backups (`GET /api/admin/backups`). */
    backups: ['admin', 'backups'],
    /** The kitchen printer's settings and queue (`GET /api/restaurants/{id}/printer`). */
    printer: ['admin', 'printer'],
    inbox: {
      all: ['admin', 'inbox'],
      count: ['admin', 'inbox', 'count'],
      list: ['admin', 'inbox', 'list'],
    },
    /** The pickups board (`GET /api/orders/pickups`); a kitchen ticket reads its order under `orders.detail`. */
    pickups: ['admin', 'pickups'],
    /**
     * The bookings the hours leave out, waiting for the owner to keep or cancel them: the lists per coming special
     * day (`special-days`) and per date whose weekly hours changed since (`weekly`) start with it.
     */
    outsideHours: ['admin', 'outside-hours'],
    /** The guest book (`GET /api/guests?query=`) per search, and one guest's page (`GET /api/guests/{id}`). */
    guests: {
      all: ['admin', 'guests'],
      lists: ['admin', 'guests', 'list'],
      list: (query: string) => ['admin', 'guests', 'list', query] as const,
      detail: (id: string) => ['admin', 'guests', 'detail', id] as const,
    },
    /** Who placed an order, whether they are blocked and their open orders ('Block this customer'). */
    orderCustomer: {
      all: ['admin', 'order-customer'],
      of: (orderId: string) => ['admin', 'order-customer', orderId] as const,
    },
  },
} as const;

/**
 * The public reads of the restaurant (header, footer, home, about, contact, and the hours pickups and bookings
 * are offered in): refreshed after the owner changes the restaurant, so the change shows.
 */
export const publicRestaurantKeys = [queryKeys.restaurant.all, queryKeys.openingHours.all] as const;

/**
 * The public reads of what the catalogue version covers (the restaurant and its pause, hours and special days,
 * the menu and its sold-out marks, and the pickup times they allow): refetched when the catalogue changes.
 */
export const catalogueKeys = [
  ...publicRestaurantKeys,
  queryKeys.specialDays,
  queryKeys.foods.all,
  queryKeys.pickupSlots.all,
] as const;
