import { ORDER_LINE_MAX_QUANTITY, type Food } from '@flame/shared';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DishOptionGroups } from '../../../components/dish-options/dish-option-groups';
import { Price } from '../../../components/ui/price';
import { draftLineOf, draftLinePrice, type DraftLine } from './order-draft';

/**
 * One line of the order being changed: its dish, options and price (on a deal, the dish and its options struck
 * through before what is charged, as the dish list shows it); − and + for the quantity, 'Options' to
 * choose its options again (checked against the dish's rules before they are taken), 'Remove'.
 */
export function DraftLineRow({
  line,
  food,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  food: Food | undefined;
  onChange: (line: DraftLine) => void;
  onRemove: () => void;
}) {
  const [editing, setEditing] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const setQuantity = (quantity: number) => onChange({ ...line, quantity });
  const price = draftLinePrice(line);
  const applyOptions = () => {
    if (!food || !editing) return;
    const next = draftLineOf(food, editing, line.quantity, line.key);
    if (typeof next === 'string') return setProblem(next);
    onChange({
      ...next,
      ...(line.specialInstructions ? { specialInstructions: line.specialInstructions } : {}),
    });
    setEditing(null);
    setProblem(null);
  };
  return (
    <li className="flex flex-col gap-2 py-3" aria-label={line.name}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="font-semibold break-words text-stone-900">{line.name}</p>
          {line.optionNames.length > 0 && (
            <p className="text-sm text-stone-600">{line.optionNames.join(', ')}</p>
          )}
          {line.specialInstructions && (
            <p className="text-sm text-stone-600 italic">{line.specialInstructions}</p>
          )}
        </div>
        <p className="font-medium text-stone-900">
          <Price amount={price.total} original={price.listTotal} />
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1">
          <Button
            size="icon"
            variant="secondary"
            aria-label={`One less ${line.name}`}
            disabled={line.quantity <= 1}
            onClick={() => setQuantity(line.quantity - 1)}
          >
            <Minus aria-hidden="true" className="size-4" />
          </Button>
          <span
            className="w-8 text-center font-semibold tabular-nums"
            aria-label={`Quantity of ${line.name}`}
          >
            {line.quantity}
          </span>
          <Button
            size="icon"
            variant="secondary"
            aria-label={`One more ${line.name}`}
            disabled={line.quantity >= ORDER_LINE_MAX_QUANTITY}
            onClick={() => setQuantity(line.quantity + 1)}
          >
            <Plus aria-hidden="true" className="size-4" />
          </Button>
        </div>
        {food && food.optionGroups.length > 0 && editing === null && (
          <Button size="sm" variant="ghost" onClick={() => setEditing(line.choiceIds)}>
            Options<span className="sr-only"> of {line.name}</span>
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove<span className="sr-only"> {line.name}</span>
        </Button>
      </div>
      {food && editing !== null && (
        <div className="rounded-card border border-cream-200 p-3">
          <DishOptionGroups groups={food.optionGroups} chosenIds={editing} onChange={setEditing} />
          {problem && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {problem}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={applyOptions}>
              Use these options
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setEditing(null)}>
              Keep options
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
