import type { Food } from '@flame/shared';

const ROWS = [
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbs', label: 'Carbs', unit: 'g' },
  { key: 'fat', label: 'Fat', unit: 'g' },
] as const;

/**
 * Calories, protein, carbs and fat of one serving; a missing value shows as 'Not listed', and a dish with none
 * of them known says so in one line.
 */
export function NutritionTable({ nutrition }: { nutrition: Food['nutritionInfo'] }) {
  if (ROWS.every((row) => nutrition[row.key] === null)) {
    return <p className="text-sm text-stone-600">Nutrition information is not listed for this dish yet.</p>;
  }
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Nutrition information per serving</caption>
      <tbody className="divide-y divide-cream-200">
        {ROWS.map((row) => {
          const value = nutrition[row.key];
          return (
            <tr key={row.key}>
              <th scope="row" className="py-2 text-left font-medium text-stone-700">
                {row.label}
              </th>
              <td className="py-2 text-right font-semibold text-stone-900 tabular-nums">
                {value === null ? (
                  <span className="font-normal text-stone-500">Not listed</span>
                ) : (
                  `${value} ${row.unit}`
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
