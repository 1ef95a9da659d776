import type { Restaurant } from '@flame/shared';
import { Award, ChefHat, Star, Users, type LucideIcon } from 'lucide-react';

interface Stat {
  label: string;
  value: string;
  icon: LucideIcon;
}

/** The about page's four numbers; without the restaurant they fall back to zero. */
export function aboutStats(restaurant: Restaurant | null | undefined): Stat[] {
  const rating = restaurant ? Number(restaurant.rating.toFixed(1)) : 0;
  return [
    { label: 'Rating', value: `${rating}/5`, icon: Star },
    { label: 'Happy Customers', value: `${restaurant?.totalReviews ?? 0}+`, icon: Users },
    { label: 'Expert Chefs', value: `${restaurant?.members.length ?? 0}+`, icon: ChefHat },
    { label: 'Years of Service', value: '10+', icon: Award },
  ];
}

/** Four tiles that overlap the bottom of the hero. */
export function StatTiles({ restaurant }: { restaurant: Restaurant | null | undefined }) {
  return (
    <div className="container-page relative z-10 -mt-16 sm:-mt-20">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {aboutStats(restaurant).map(({ label, value, icon: Icon }) => (
          <div
            key={label}
            className="flex flex-col-reverse items-center gap-1 rounded-card bg-white px-3 py-5 text-center shadow-card sm:py-6"
          >
            <dt className="text-sm font-medium text-stone-600">{label}</dt>
            <dd className="flex flex-col items-center gap-3">
              <Icon aria-hidden="true" className="size-10 rounded-full bg-brand-50 p-2.5 text-brand-600" />
              <span className="font-display text-3xl font-bold text-stone-900 tabular-nums sm:text-4xl">
                {value}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
