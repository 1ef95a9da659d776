import { badRequest } from '../../lib/errors';
import type { OrderableFood } from './order-context';

/** Refuses dishes that are unknown, deleted or unavailable, naming the ones it knows. */
export function assertOrderable(foodIds: readonly string[], rows: readonly OrderableFood[]): void {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const refused = foodIds.filter((id) => {
    const row = byId.get(id);
    return !row || row.deleted || !row.isAvailable;
  });
  if (refused.length === 0) return;
  const names = refused.map((id) => byId.get(id)?.name).filter((name): name is string => !!name);
  const unknown = refused.length - names.length;
  const parts = [
    names.length ? `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} not available right now` : '',
    unknown
      ? `${unknown === 1 ? 'a dish' : `${unknown} dishes`} in your cart ${unknown === 1 ? 'is' : 'are'} no longer on the menu`
      : '',
  ].filter(Boolean);
  const message = `Sorry, ${parts.join(' and ')}. Please remove ${refused.length === 1 ? 'it' : 'them'} from your cart.`;
  throw badRequest(message, { items: [message], unavailableFoodIds: refused });
}
