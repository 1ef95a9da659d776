import { tabStorage } from '../../lib/storage';

const KEY = 'flame.checkout-draft';

/** What a customer has typed at checkout: kept for the tab, so a reload loses none of it. */
export interface CheckoutDraft {
  phone: string;
  pickupTime: string;
}

/**
 * The draft this account left in this tab, if any. Another account's is never brought back, nor a pickup time
 * already past (the phone is).
 */
export function readCheckoutDraft(userId: string | undefined, now: Date): Partial<CheckoutDraft> {
  const text = tabStorage.get(KEY);
  if (!text || !userId) return {};
  try {
    const draft = JSON.parse(text) as Partial<CheckoutDraft> & { userId?: string };
    if (draft.userId !== userId) return {};
    const future = typeof draft.pickupTime === 'string' && Date.parse(draft.pickupTime) > now.getTime();
    return {
      ...(typeof draft.phone === 'string' ? { phone: draft.phone } : {}),
      ...(future ? { pickupTime: draft.pickupTime } : {}),
    };
  } catch {
    return {};
  }
}

export function saveCheckoutDraft(userId: string, draft: CheckoutDraft): void {
  tabStorage.set(KEY, JSON.stringify({ userId, ...draft }));
}

/** Once the order is placed, its draft is done with. */
export function clearCheckoutDraft(): void {
  tabStorage.remove(KEY);
}
