import type { CustomerKey } from './customers';
import type { FoodKey } from './foods';
import { clock } from './time';

export interface OrderLinePlan {
  food: FoodKey;
  quantity: number;
  note?: string;
}

export interface OrderPlan {
  customer: CustomerKey;
  /** Pickup day, counted back from today in the restaurant's time zone. */
  daysAgo: number;
  /** Pickup time, minutes after midnight in the restaurant's time zone (inside opening hours every day). */
  pickupAt: number;
  status: 'completed' | 'cancelled';
  lines: readonly OrderLinePlan[];
  review?: { rating: number; text: string };
}

/** Past orders, oldest first, so order numbers grow with time. */
export const PAST_ORDERS: readonly OrderPlan[] = [
  {
    customer: 'priya',
    daysAgo: 58,
    pickupAt: clock(12, 30),
    status: 'completed',
    lines: [
      { food: 'chicken-momo', quantity: 2, note: 'Extra achar, please' },
      { food: 'mango-lassi', quantity: 1 },
    ],
    review: {
      rating: 5,
      text: "The best chicken momos I've had outside Kathmandu. Juicy, delicate wrappers and a proper smoky tomato achar.",
    },
  },
  {
    customer: 'marcus',
    daysAgo: 52,
    pickupAt: clock(18, 45),
    status: 'completed',
    lines: [
      { food: 'butter-chicken', quantity: 1 },
      { food: 'garlic-naan', quantity: 2 },
      { food: 'jeera-rice', quantity: 1 },
    ],
    review: {
      rating: 5,
      text: 'Rich, smoky butter chicken and pillowy garlic naan. The order was ready right on time.',
    },
  },
  {
    customer: 'demo',
    daysAgo: 47,
    pickupAt: clock(19, 0),
    status: 'completed',
    lines: [
      { food: 'chicken-dum-biryani', quantity: 1 },
      { food: 'cucumber-raita', quantity: 1 },
    ],
    review: {
      rating: 4,
      text: 'Fragrant biryani with tender chicken and lovely saffron rice. I would happily take a bit more raita.',
    },
  },
  {
    customer: 'anjali',
    daysAgo: 41,
    pickupAt: clock(13, 15),
    status: 'completed',
    lines: [
      { food: 'newari-khaja-set', quantity: 1 },
      { food: 'masala-chai', quantity: 2 },
    ],
    review: {
      rating: 5,
      text: 'Tastes just like home in Patan. The choila has real heat and the beaten rice was perfectly crisp.',
    },
  },
  {
    customer: 'daniel',
    daysAgo: 36,
    pickupAt: clock(18, 0),
    status: 'completed',
    lines: [
      { food: 'chilli-chicken', quantity: 1 },
      { food: 'veg-hakka-noodles', quantity: 1 },
      { food: 'gobi-manchurian', quantity: 1 },
    ],
    review: {
      rating: 3,
      text: 'Great flavours, but the noodles had gone a little soft by the time I got them home.',
    },
  },
  {
    customer: 'demo',
    daysAgo: 30,
    pickupAt: clock(12, 0),
    status: 'completed',
    lines: [
      { food: 'jhol-momo', quantity: 1 },
      { food: 'chicken-thukpa', quantity: 1, note: 'Medium spicy' },
    ],
    review: {
      rating: 5,
      text: 'That sesame-tomato broth on the jhol momo is addictive. Perfect on a rainy day.',
    },
  },
  {
    customer: 'daniel',
    daysAgo: 26,
    pickupAt: clock(19, 30),
    status: 'cancelled',
    lines: [
      { food: 'lamb-rogan-josh', quantity: 1 },
      { food: 'tandoori-roti', quantity: 2 },
    ],
  },
  {
    customer: 'marcus',
    daysAgo: 21,
    pickupAt: clock(18, 30),
    status: 'completed',
    lines: [
      { food: 'goat-sekuwa', quantity: 2 },
      { food: 'kachumber-salad', quantity: 1 },
    ],
    review: {
      rating: 4,
      text: 'Smoky sekuwa with a beautiful char, and the kachumber kept it fresh. Bring napkins.',
    },
  },
  {
    customer: 'anjali',
    daysAgo: 15,
    pickupAt: clock(12, 45),
    status: 'completed',
    lines: [
      { food: 'veg-momo', quantity: 2 },
      { food: 'aloo-tama-bodi', quantity: 1 },
    ],
    review: { rating: 4, text: 'Lovely veg momos and a tangy aloo tama. The spice level was spot on.' },
  },
  {
    customer: 'priya',
    daysAgo: 10,
    pickupAt: clock(19, 15),
    status: 'completed',
    lines: [
      { food: 'paneer-tikka', quantity: 1 },
      { food: 'palak-paneer', quantity: 1 },
      { food: 'butter-naan', quantity: 2 },
      { food: 'nimbu-soda', quantity: 1 },
    ],
    review: {
      rating: 3,
      text: 'The paneer tikka was excellent, but the palak paneer was milder than I expected.',
    },
  },
  {
    customer: 'demo',
    daysAgo: 6,
    pickupAt: clock(18, 0),
    status: 'completed',
    lines: [
      { food: 'butter-chicken-combo', quantity: 2 },
      { food: 'mango-lassi', quantity: 2 },
    ],
    review: {
      rating: 5,
      text: 'Date night sorted. The combo is great value and the mango lassi is dangerously good.',
    },
  },
  {
    customer: 'demo',
    daysAgo: 3,
    pickupAt: clock(12, 30),
    status: 'completed',
    lines: [
      { food: 'vegetable-samosa', quantity: 1 },
      { food: 'chicken-65', quantity: 1 },
      { food: 'nimbu-soda', quantity: 2 },
    ],
  },
];

/** The demo customer's upcoming order: placed a few minutes ago, for pickup tomorrow. */
export const UPCOMING_ORDER = {
  customer: 'demo',
  pickupAt: clock(12, 30),
  placedMinutesAgo: 12,
  lines: [
    { food: 'chicken-momo', quantity: 1 },
    { food: 'veg-momo', quantity: 1, note: 'Achar on the side' },
    { food: 'masala-chai', quantity: 2 },
  ],
} as const satisfies {
  customer: CustomerKey;
  pickupAt: number;
  placedMinutesAgo: number;
  lines: readonly OrderLinePlan[];
};
