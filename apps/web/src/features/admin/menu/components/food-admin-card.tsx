import { SOLD_OUT_LABEL, soldOutBackText, type Food } from '@flame/shared';
import { ImageOff } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge';
import { Price } from '../../../../components/ui/price';
import { ItemActions } from '../../ui/item-actions';
import { useOwnedRestaurant } from '../../shell/owned-restaurant';
import { AvailabilitySwitch } from './availability-switch';
import { SoldOutToggle } from './sold-out-toggle';

/**
 * One dish of the owner's menu: image, Veg and Vegan badges, name, category, price, two lines of
 * description, Edit, the availability switch, the 'Sold out today' toggle and Delete. A hidden dish is dimmed
 * and says so; a sold-out one says when it is back.
 */
export function FoodAdminCard({
  food,
  onEdit,
  onDelete,
  onAvailabilityChange,
  availabilityBusy,
  onSoldOutChange,
  soldOutBusy,
}: {
  food: Food;
  onEdit: () => void;
  onDelete: () => void;
  onAvailabilityChange: (isAvailable: boolean) => void;
  availabilityBusy: boolean;
  onSoldOutChange: (soldOut: boolean) => void;
  soldOutBusy: boolean;
}) {
  const image = food.images[0];
  const { timeZone } = useOwnedRestaurant();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-cream-200">
      <div className="relative aspect-[16/9] bg-cream-100 sm:aspect-[4/3]">
        {image ? (
          <img
            src={image}
            alt=""
            width={400}
            height={300}
            loading="lazy"
            className={`absolute inset-0 size-full object-cover ${food.isAvailable ? '' : 'opacity-60 grayscale'}`}
          />
        ) : (
          <div className="grid size-full place-items-center text-stone-500">
            <ImageOff aria-hidden="true" className="size-8" />
          </div>
        )}
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          {food.isVegetarian && <Badge tone="success">Veg</Badge>}
          {food.isVegan && <Badge tone="success">Vegan</Badge>}
          {!food.isAvailable && <Badge tone="neutral">Hidden</Badge>}
          {food.soldOutUntil && <Badge tone="warning">{SOLD_OUT_LABEL}</Badge>}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="font-display text-lg leading-snug font-semibold text-stone-900">{food.name}</h2>
          <Price
            amount={food.discountedPrice}
            original={food.discount > 0 ? food.price : undefined}
            className="shrink-0 text-right font-semibold text-brand-700"
          />
        </div>
        <p className="text-sm font-medium text-brand-700">{food.category}</p>
        {food.soldOutUntil && (
          <p className="text-sm font-medium text-amber-900">{soldOutBackText(food.soldOutUntil, timeZone)}</p>
        )}
        <p className="line-clamp-2 text-sm text-stone-600">{food.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-cream-200 pt-3">
          <AvailabilitySwitch
            dishName={food.name}
            checked={food.isAvailable}
            busy={availabilityBusy}
            onChange={onAvailabilityChange}
          />
          <SoldOutToggle
            dishName={food.name}
            soldOut={!!food.soldOutUntil}
            busy={soldOutBusy}
            onChange={onSoldOutChange}
          />
          <ItemActions itemName={food.name} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </div>
    </article>
  );
}
