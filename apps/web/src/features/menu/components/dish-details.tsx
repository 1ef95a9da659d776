import type { Food } from '@flame/shared';
import { useId, type ReactNode } from 'react';
import { NutritionTable } from './nutrition-table';

function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-6"
    >
      <h2 id={headingId} className="font-display text-xl font-bold text-stone-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function TagList({ items, tone }: { items: readonly string[]; tone: 'neutral' | 'warning' }) {
  const toneClass =
    tone === 'warning'
      ? 'bg-amber-50 text-amber-900 ring-amber-200'
      : 'bg-cream-100 text-stone-800 ring-cream-200';
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className={`rounded-full px-3 py-1 text-sm ring-1 ring-inset ${toneClass}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * Ingredients, allergens and nutrition information of a dish, as three cards. Allergens not known (null) are
 * never shown as none.
 */
export function DishDetails({ food }: { food: Pick<Food, 'ingredients' | 'allergens' | 'nutritionInfo'> }) {
  return (
    <div className="grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
      <DetailCard title="Ingredients">
        {food.ingredients.length > 0 ? (
          <TagList items={food.ingredients} tone="neutral" />
        ) : (
          <p className="text-sm text-stone-600">Ask our team about the ingredients.</p>
        )}
      </DetailCard>
      <DetailCard title="Allergens">
        {food.allergens === null ? (
          <p className="text-sm font-medium text-amber-900">
            Allergens not listed yet. Please ask the restaurant before you order.
          </p>
        ) : food.allergens.length > 0 ? (
          <TagList items={food.allergens} tone="warning" />
        ) : (
          <p className="text-sm text-stone-600">Contains none of the common allergens.</p>
        )}
        <p className="mt-3 text-xs text-stone-500">
          Prepared in a kitchen that handles nuts, dairy and gluten. Tell us about any allergy when you order.
        </p>
      </DetailCard>
      <DetailCard title="Nutrition Info">
        <NutritionTable nutrition={food.nutritionInfo} />
      </DetailCard>
    </div>
  );
}
