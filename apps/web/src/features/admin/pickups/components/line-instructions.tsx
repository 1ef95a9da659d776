/**
 * A line's special instructions ('Extra spicy, allergic to peanuts') under its dish, behind a bar, so an allergy
 * is read at a glance: in black for the printed ticket, on amber on the board's screen.
 */
const LOOKS = {
  print: 'ml-6 border-stone-900 font-bold',
  screen: 'rounded-r border-amber-500 bg-amber-50 py-0.5 pr-2 font-medium text-amber-950',
} as const;

export function LineInstructions({ text, look }: { text: string; look: keyof typeof LOOKS }) {
  return (
    <p className={`mt-1 border-l-4 pl-2 text-sm wrap-anywhere ${LOOKS[look]}`}>
      <span className="font-bold">Note:</span> {text}
    </p>
  );
}
