import { formatPrice, toDollars, type ChosenOption } from '@flame/shared';

/** What a line of an order shows in a change's description. */
export interface DescribedLine {
  foodId: string | null;
  name: string;
  quantity: number;
  options: readonly ChosenOption[];
}

export interface DescribedAdjustment {
  cents: number;
  reason: string | null;
}

const optionsText = (options: readonly ChosenOption[]) => options.map((option) => option.name).join(', ');
const keyOf = (line: DescribedLine) => `${line.foodId ?? line.name}|${optionsText(line.options)}`;

/** Quantities per dish and options, in the order the lines come. */
function tally(lines: readonly DescribedLine[]) {
  const byKey = new Map<string, { line: DescribedLine; quantity: number }>();
  for (const line of lines) {
    const entry = byKey.get(keyOf(line));
    if (entry) entry.quantity += line.quantity;
    else byKey.set(keyOf(line), { line, quantity: line.quantity });
  }
  return byKey;
}

const named = (line: DescribedLine) =>
  line.options.length ? `${line.name} (${optionsText(line.options)})` : line.name;

/**
 * A change of an order's lines in words a customer reads: '+1 Garlic Naan', '−1 Mango Lassi', and a dish whose
 * options alone changed (same quantity, one line before and after) as 'Butter Chicken: Mild → Hot'. A new or
 * removed discount says '$2.80 off: we were late' or 'Discount removed'. Nothing changed: no lines.
 */
export function describeLineChanges(
  before: readonly DescribedLine[],
  after: readonly DescribedLine[],
  adjustment: { before: DescribedAdjustment; after: DescribedAdjustment },
): string[] {
  const old = tally(before);
  const now = tally(after);
  const removed = [...old].filter(([key]) => !now.has(key)).map(([, entry]) => entry);
  const added = [...now].filter(([key]) => !old.has(key)).map(([, entry]) => entry);
  const texts: string[] = [];
  const swapped = new Set<(typeof added)[number]>();
  for (const gone of removed) {
    const sameDish = (entry: (typeof added)[number]) =>
      (entry.line.foodId ?? entry.line.name) === (gone.line.foodId ?? gone.line.name);
    const swaps = added.filter(sameDish);
    const onlyOne = removed.filter((entry) => sameDish(entry)).length === 1 && swaps.length === 1;
    const swap = swaps[0];
    if (onlyOne && swap && swap.quantity === gone.quantity) {
      swapped.add(swap);
      texts.push(
        `${gone.line.name}: ${optionsText(gone.line.options) || 'no options'} → ${optionsText(swap.line.options) || 'no options'}`,
      );
    } else {
      texts.push(`−${gone.quantity} ${named(gone.line)}`);
    }
  }
  for (const [key, entry] of now) {
    const was = old.get(key);
    if (was && entry.quantity > was.quantity)
      texts.push(`+${entry.quantity - was.quantity} ${named(entry.line)}`);
    if (was && entry.quantity < was.quantity)
      texts.push(`−${was.quantity - entry.quantity} ${named(entry.line)}`);
  }
  for (const entry of added) if (!swapped.has(entry)) texts.push(`+${entry.quantity} ${named(entry.line)}`);

  const { before: wasOff, after: isOff } = adjustment;
  if (isOff.cents > 0 && (isOff.cents !== wasOff.cents || isOff.reason !== wasOff.reason)) {
    texts.push(`${formatPrice(toDollars(isOff.cents))} off: ${isOff.reason ?? ''}`.trim());
  } else if (isOff.cents === 0 && wasOff.cents > 0) {
    texts.push('Discount removed');
  }
  return texts;
}
