import { linesTotalCents, toDollars, type DishUnitPrice } from '@flame/shared';

/**
 * One of a dish with its options, in dollars (`dishUnitPrice`): `listUnit` before the deal (the dish's price plus
 * each option at its own price, struck through on a deal) and `unit` as charged (the deal off the whole unit,
 * rounded once), or the same as a cart line or an order kept them.
 */
export type UnitPrice = DishUnitPrice;

/** A line as every screen shows it: the unit prices, and each times the quantity (the total is what is charged). */
export interface LinePrice extends UnitPrice {
  total: number;
  listTotal: number;
}

/**
 * A line of `quantity` at these unit prices: each unit price in cents times the quantity, the rule an order's
 * and a cart's total add their lines by (`linesTotalCents`), so the lines shown add up to the total.
 */
export function linePrice({ unit, listUnit }: UnitPrice, quantity: number): LinePrice {
  const times = (unitPrice: number) => toDollars(linesTotalCents([{ unitPrice, quantity }]));
  return { unit, listUnit, total: times(unit), listTotal: times(listUnit) };
}
