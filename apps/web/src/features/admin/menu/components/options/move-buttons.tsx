import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '../../../../../components/ui/button';

/**
 * Move up, move down and remove of one item in an ordered list, named after the item for screen readers.
 * The buttons carry `data-move` (`<scope>-up`, `<scope>-down`) so the list can give focus back after a move.
 */
export function MoveButtons({
  itemName,
  scope,
  index,
  count,
  onMove,
  onRemove,
  className = '',
}: {
  itemName: string;
  scope: string;
  index: number;
  count: number;
  onMove: (to: number, direction: 'up' | 'down') => void;
  onRemove: () => void;
  className?: string;
}) {
  return (
    <div className={`flex shrink-0 items-center gap-1 ${className}`.trim()}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${itemName} up`}
        data-move={`${scope}-up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1, 'up')}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${itemName} down`}
        data-move={`${scope}-down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1, 'down')}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove ${itemName}`}
        onClick={onRemove}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
