/** The people of the demo: the owner, the demo customer and a few regulars who left orders and reviews. */
export const ADMIN_PROFILE = { name: 'Maya Gurung', joinedDaysAgo: 120 } as const;

export const DEMO_CUSTOMER_PROFILE = {
  name: 'Sam Rivera',
  phone: '+1 (512) 555-0193',
  joinedDaysAgo: 62,
} as const;

/** Seeded customers without a password: they cannot sign in; they exist so that reviews have authors. */
export const EXTRA_CUSTOMERS = [
  {
    key: 'priya',
    name: 'Priya Shah',
    email: 'priya.shah@example.com',
    phone: '+1 (512) 555-0172',
    joinedDaysAgo: 75,
  },
  {
    key: 'marcus',
    name: 'Marcus Bennett',
    email: 'marcus.bennett@example.com',
    phone: '+1 (737) 555-0126',
    joinedDaysAgo: 68,
  },
  {
    key: 'anjali',
    name: 'Anjali Thapa',
    email: 'anjali.thapa@example.com',
    phone: '+1 (512) 555-0157',
    joinedDaysAgo: 50,
  },
  {
    key: 'daniel',
    name: 'Daniel Okafor',
    email: 'daniel.okafor@example.com',
    phone: '+1 (737) 555-0181',
    joinedDaysAgo: 44,
  },
] as const;

export type CustomerKey = 'demo' | (typeof EXTRA_CUSTOMERS)[number]['key'];
