import { SOLD_OUT_LABEL, type Food } from '@flame/shared';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { paths } from '../../../config/paths';
import { DietBadges } from './diet-badges';
import { FoodImage } from './food-image';
import { discountLabel, FoodPrice } from './food-price';
import { SpiceLevel } from './spice-level';

export type CardFood = Pick<
  Food,
  | '_id'
  | 'name'
  | 'description'
  | 'images'
  | 'price'
  | 'discountedPrice'
  | 'discount'
  | 'isAvailable'
  | 'isVegetarian'
  | 'isVegan'
  | 'isGlutenFree'
  | 'spiceLevel'
> &
  Partial<Pick<Food, 'soldOutUntil'>>;

/**
 * A dish in a grid, linking to its page (the name is the link; it covers the card). A row on phones (small
 * square image beside the text), a column from `sm` up (4:3 image above).
 */
export function FoodCard({
  food,
  priority = false,
  headingLevel = 3,
}: {
  food: CardFood;
  /** Load the image at once (the first cards of a page). */
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const soldOut = !!food.soldOutUntil;
  const unavailable = !food.isAvailable || soldOut;
  return (
    <article
      className={`group relative flex h-full gap-4 rounded-card bg-white p-3 shadow-card ring-1 ring-cream-200 transition-shadow hover:shadow-raised has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-focus sm:flex-col sm:gap-0 sm:overflow-hidden sm:p-0`}
    >
      <div className="relative size-28 shrink-0 overflow-hidden rounded-xl sm:aspect-[4/3] sm:size-auto sm:w-full sm:rounded-none">
        <FoodImage
          src={food.images[0]}
          width={800}
          height={600}
          priority={priority}
          className={`size-full transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none ${
            unavailable ? 'opacity-60 grayscale' : ''
          }`}
        />
        {food.discount > 0 && (
          <Badge tone="solid" className="absolute top-2 left-2 shadow-card sm:top-3 sm:left-3">
            {discountLabel(food.discount)}
          </Badge>
        )}
        {unavailable && (
          <span className="absolute inset-x-0 bottom-0 bg-stone-900/75 py-1 text-center text-xs font-semibold tracking-wide text-white uppercase sm:py-1.5">
            {soldOut && food.isAvailable ? SOLD_OUT_LABEL : 'Unavailable'}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:p-4">
        <Heading className="font-display text-lg leading-snug font-semibold text-stone-900">
          <Link
            to={paths.food.href(food._id)}
            className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
          >
            {food.name}
          </Link>
        </Heading>
        <p className="line-clamp-2 text-sm text-stone-600">{food.description}</p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1.5 pt-1">
          <DietBadges food={food} />
          <SpiceLevel level={food.spiceLevel} />
        </div>
        <FoodPrice
          food={food}
          className={`text-lg font-bold ${unavailable ? 'text-stone-600' : 'text-brand-700'}`}
        />
      </div>
    </article>
  );
}
