import type { Food } from '@flame/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { Price } from '../../../components/ui/price';
import { DishOptionGroups } from '../../../components/dish-options/dish-option-groups';
import { draftLineOf, type DraftLine } from './order-draft';

const MATCHES_SHOWN = 6;

/** Dishes a change may add: shown on the menu and not sold out (the server refuses others as a new order would). */
export function orderableMatches(foods: readonly Food[], query: string): Food[] {
  const text = query.trim().toLowerCase();
  if (!text) return [];
  return foods
    .filter((food) => food.isAvailable && !food.soldOutUntil && food.name.toLowerCase().includes(text))
    .slice(0, MATCHES_SHOWN);
}

/**
 * 'Add a dish': search the menu by name, pick one; a dish with options asks for them first (its rules checked
 * before it is added), then it joins the order as a new line of one.
 */
export function AddDishPicker({
  foods,
  nextKey,
  onAdd,
}: {
  foods: readonly Food[];
  nextKey: () => string;
  onAdd: (line: DraftLine) => void;
}) {
  const [query, setQuery] = useState('');
  const [picking, setPicking] = useState<{ food: Food; choiceIds: string[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const add = (food: Food, choiceIds: string[]) => {
    const line = draftLineOf(food, choiceIds, 1, nextKey());
    if (typeof line === 'string') return setProblem(line);
    onAdd(line);
    setPicking(null);
    setProblem(null);
    setQuery('');
  };
  const matches = orderableMatches(foods, query);

  if (picking) {
    return (
      <div className="rounded-card border border-cream-200 p-3">
        <p className="mb-3 font-semibold text-stone-900">Add {picking.food.name}</p>
        <DishOptionGroups
          groups={picking.food.optionGroups}
          chosenIds={picking.choiceIds}
          onChange={(choiceIds) => setPicking({ ...picking, choiceIds })}
        />
        {problem && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {problem}
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => add(picking.food, picking.choiceIds)}>
            Add to order
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setPicking(null)}>
            Back
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div>
      <InputField
        label="Add a dish"
        type="search"
        placeholder="Search the menu by name"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {query.trim() !== '' && (
        <ul className="mt-2 flex flex-col gap-1" aria-label="Dishes found">
          {matches.length === 0 && <li className="text-sm text-stone-600">No dish on the menu matches.</li>}
          {matches.map((food) => (
            <li key={food._id}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left hover:bg-cream-50 focus-visible:outline-2 focus-visible:outline-focus"
                onClick={() =>
                  food.optionGroups.length > 0 ? setPicking({ food, choiceIds: [] }) : add(food, [])
                }
              >
                <span className="font-medium text-stone-900">{food.name}</span>
                <Price
                  amount={food.discountedPrice}
                  original={food.price}
                  className="shrink-0 text-stone-700"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
