import type { Food } from '@flame/shared';
import { Leaf, Sprout, WheatOff } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/** 'Vegan' (which implies vegetarian) or 'Veg', and 'Gluten-free' when asked for. */
export function DietBadges({
  food,
  withGlutenFree = false,
  className = '',
}: {
  food: Pick<Food, 'isVegetarian' | 'isVegan' | 'isGlutenFree'>;
  withGlutenFree?: boolean;
  className?: string;
}) {
  const showGlutenFree = withGlutenFree && food.isGlutenFree;
  if (!food.isVegan && !food.isVegetarian && !showGlutenFree) return null;
  return (
    <span className={`flex flex-wrap gap-1.5 ${className}`.trim()}>
      {food.isVegan ? (
        <Badge tone="success">
          <Sprout aria-hidden="true" className="size-3.5" />
          Vegan
        </Badge>
      ) : (
        food.isVegetarian && (
          <Badge tone="success">
            <Leaf aria-hidden="true" className="size-3.5" />
            Veg
          </Badge>
        )
      )}
      {showGlutenFree && (
        <Badge tone="warning">
          <WheatOff aria-hidden="true" className="size-3.5" />
          Gluten-free
        </Badge>
      )}
    </span>
  );
}
