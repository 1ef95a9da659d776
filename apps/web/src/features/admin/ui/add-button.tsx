import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** A section's 'Add …' action in its header, opening the form for a new item. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
