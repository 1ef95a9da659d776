import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Edit and Delete of one card in a list section (menu, team, tables), named after the item for screen readers. */
export function ItemActions({
  itemName,
  onEdit,
  onDelete,
  className = '',
}: {
  itemName: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-1 ${className}`.trim()}>
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${itemName}`}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onDelete}
        aria-label={`Delete ${itemName}`}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
    </div>
  );
}
