import { BadgePercent, Tag, TrendingUp } from 'lucide-react';
import type { DealStats as DealStatsData } from '../menu-filters';

/** 'Up to N% OFF', 'Total Deals' and 'Avg. Discount' (rounded), as three tiles. */
export function DealStats({ stats }: { stats: DealStatsData }) {
  const tiles = [
    { icon: BadgePercent, value: `Up to ${stats.maxDiscount}% OFF`, label: 'Best saving today' },
    { icon: Tag, value: String(stats.total), label: 'Total Deals' },
    { icon: TrendingUp, value: `${stats.averageDiscount}%`, label: 'Avg. Discount' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      {tiles.map(({ icon: Icon, value, label }, index) => (
        <div
          key={label}
          className={`relative flex min-h-18 flex-col-reverse justify-center rounded-card bg-white p-3 shadow-card ring-1 ring-cream-200 sm:min-h-20 sm:p-4 sm:pl-18 ${
            index === 0 ? 'col-span-2 pl-15 sm:col-span-1' : 'pl-4'
          }`}
        >
          <dt className="text-sm text-stone-600">
            <span
              className={`absolute top-1/2 left-3 size-9 -translate-y-1/2 sm:left-4 sm:grid sm:size-11 ${index === 0 ? 'grid' : 'hidden'} place-items-center rounded-full bg-brand-50 text-brand-600`}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            {label}
          </dt>
          <dd className="font-display text-xl font-bold text-stone-900 tabular-nums sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
