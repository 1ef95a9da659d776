/**
 * A line's special instructions ('Extra spicy, allergic to peanuts') under its dish, behind a bar, so an allergy
 * is read at a glance: in black for the printed ticket, on amber on the board's screen, larger on the kitchen
 * view's cards.
 */
const SCREEN = 'rounded-r border-amber-500 bg-amber-50 py-0.5 pr-2 font-medium text-amber-950';
const LOOKS = {
  print: 'ml-6 border-stone-900 text-sm font-bold',
  screen: `${SCREEN} text-sm`,
  kitchen: `${SCREEN} text-base`,
} as const;

export function LineInstructions({ text, look }: { text: string; look: keyof typeof LOOKS }) {
  return (
    <p className={`mt-1 border-l-4 pl-2 wrap-anywhere ${LOOKS[look]}`}>
      <span className="font-bold">Note:</span> {text}
    </p>
  );
}
