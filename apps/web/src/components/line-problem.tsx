import { AlertTriangle } from 'lucide-react';
import { paths } from '../config/paths';
import { Button, ButtonLink } from './ui/button';

/**
 * Why a cart line cannot be ordered ('Sold out today', 'No longer on the menu', options changed), with Remove
 * and, when its options are the problem, 'Choose again' on the dish's page: the same in the cart and at checkout.
 */
export function LineProblem({
  problem,
  food,
  chooseAgain,
  onRemove,
}: {
  problem: string;
  food: { _id: string; name: string };
  chooseAgain: boolean;
  onRemove: () => void;
}) {
  return (
    <div className="mt-2 flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
      <AlertTriangle aria-hidden="true" className="mt-1.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-2">
        <span className="flex-1 basis-40">{problem}</span>
        <div className="flex flex-wrap gap-2">
          {chooseAgain && (
            <ButtonLink size="sm" variant="secondary" to={paths.food.href(food._id)}>
              Choose again<span className="sr-only"> for {food.name}</span>
            </ButtonLink>
          )}
          <Button size="sm" variant="secondary" onClick={onRemove}>
            Remove<span className="sr-only"> {food.name}</span>
          </Button>
        </div>
      </div>
    </div>
  );
}
