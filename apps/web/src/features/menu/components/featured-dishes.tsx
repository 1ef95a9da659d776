import type { Food } from '@flame/shared';
import { Link } from 'react-router';
import { skeletonBlockClass } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { FoodImage } from './food-image';
import { FoodPrice } from './food-price';

type FeaturedFood = Pick<Food, '_id' | 'name' | 'images' | 'price' | 'discountedPrice' | 'discount'>;

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4';

/** Up to four dish pictures in a 2×2 grid, each with its name and price, linking to the dish. */
export function FeaturedDishes({ foods }: { foods: readonly FeaturedFood[] }) {
  if (foods.length === 0) return null;
  return (
    <ul aria-label="Featured dishes" className={GRID}>
      {foods.map((food, index) => (
        <li key={food._id} className={index % 2 === 1 ? 'translate-y-6' : ''}>
          <Link
            to={paths.food.href(food._id)}
            className="group relative block overflow-hidden rounded-card shadow-card ring-1 ring-cream-200"
          >
            <FoodImage
              src={food.images[0]}
              width={600}
              height={600}
              className="aspect-square w-full transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
            />
            <span className="absolute inset-x-0 bottom-0 flex flex-col items-start gap-1.5 bg-stone-950 p-3 text-white">
              <span className="text-sm leading-snug font-semibold sm:text-base">{food.name}</span>
              <FoodPrice
                food={food}
                className="rounded-full bg-white px-2.5 py-0.5 text-sm font-bold text-brand-700"
              />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The featured grid's shape while the dishes load. */
export function FeaturedDishesSkeleton() {
  return (
    <div aria-hidden="true" className={GRID}>
      {Array.from({ length: 4 }, (_, index) => (
        <div
          key={index}
          className={`aspect-square ${skeletonBlockClass} ${index % 2 === 1 ? 'translate-y-6' : ''}`}
        />
      ))}
    </div>
  );
}
