import { FOOD_CATEGORIES } from '@flame/shared';
import { paths } from '../../config/paths';

/** One link of the header's navigation. */
export interface NavItem {
  label: string;
  to: string;
  /** Active only on this exact path (Home). */
  end?: boolean;
}

/** The header links before the Menu dropdown. */
export const NAV_BEFORE_MENU: readonly NavItem[] = [{ label: 'Home', to: paths.home.href(), end: true }];

/** The header links after the Menu dropdown. */
export const NAV_AFTER_MENU: readonly NavItem[] = [
  { label: 'Deals', to: paths.deals.href() },
  { label: 'Orders', to: paths.orders.href() },
  { label: 'Tables', to: paths.tables.href() },
  { label: 'Catering', to: paths.catering.href() },
  { label: 'About Us', to: paths.about.href() },
  { label: 'Contact Us', to: paths.contact.href() },
];

export const VIEW_ALL_MENU: NavItem = { label: 'View All Menu', to: paths.menu.href() };

/** Every food category, linking to its anchor on the menu page. */
export const CATEGORY_LINKS: readonly NavItem[] = FOOD_CATEGORIES.map((category) => ({
  label: category.name,
  to: paths.menu.href(category.id),
}));

/** Header link look; the current page is marked by NavLink's `aria-current="page"`. */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-10 items-center rounded-full px-3 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-stone-700 hover:bg-brand-50 hover:text-brand-700'
  }`;
