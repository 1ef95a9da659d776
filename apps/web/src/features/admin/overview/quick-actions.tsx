import { Building2, ChefHat, ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Quick actions: to the Menu and Restaurant Info sections. */
export function QuickActions({ restaurantId }: { restaurantId: string }) {
  const actions: { label: string; detail: string; to: string; icon: LucideIcon }[] = [
    {
      label: 'Manage Menu',
      detail: 'Add dishes, change prices, mark what is available',
      to: paths.adminDashboard.href(restaurantId, 'menu'),
      icon: ChefHat,
    },
    {
      label: 'Restaurant Info',
      detail: 'Name, description, contact details and cuisines',
      to: paths.adminDashboard.href(restaurantId, 'restaurant'),
      icon: Building2,
    },
  ];
  return (
    <section
      aria-labelledby="quick-actions-title"
      className="h-full rounded-card bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-6"
    >
      <h2 id="quick-actions-title" className="font-display text-xl font-bold text-stone-900">
        Quick actions
      </h2>
      <ul className="mt-4 flex flex-col gap-3">
        {actions.map(({ label, detail, to, icon: Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="group flex items-center gap-4 rounded-xl p-3 ring-1 ring-cream-200 transition-colors hover:bg-brand-50 hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-stone-900 group-hover:text-brand-700">{label}</span>
                <span className="block text-sm text-stone-600">{detail}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 text-stone-400 group-hover:text-brand-700" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
