// Apart from the dish form's zod schemas: the public dish page reads these, and must not load zod.

/** Messages of the food calls, as the owner and the dish page show them. */
export const FOOD_MESSAGES = {
  created: 'Food item created!',
  updated: 'Food item updated!',
  deleted: 'Food item deleted!',
  shown: 'Food item is back on the menu!',
  hidden: 'Food item hidden from the menu!',
  saveFailed: 'Error saving food item!',
  notFound: 'Food item not found',
  /** `GET /api/food/{id}` of a dish the owner has hidden: a 404 apart from an unknown id, naming nothing of the dish. */
  notOnMenu: 'This dish is not available right now',
} as const;
