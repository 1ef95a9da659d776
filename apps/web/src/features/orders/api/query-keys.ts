/** Query keys of the orders feature: one place, so live events invalidate exactly what they change. */
export const orderKeys = {
  all: ['orders'] as const,
  list: () => ['orders', 'list'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  tracking: (id: string) => ['orders', 'tracking', id] as const,
  pickupHours: () => ['orders', 'pickup-hours'] as const,
  pickupSlots: () => ['orders', 'pickup-slots'] as const,
  pickupSlotsOn: (date: string) => ['orders', 'pickup-slots', date] as const,
};
