import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useRestaurant } from '../../api/restaurant';
import { SITE_NAME } from '../../lib/head';
import { AccountSlot } from './account-slot';
import { CartButton } from './cart-button';
import { ChatLink } from './chat-link';
import { MenuDropdown } from './menu-dropdown';
import { MobileMenu } from './mobile-menu';
import { NAV_AFTER_MENU, NAV_BEFORE_MENU, navLinkClass, type NavItem } from './nav-links';

const navItem = ({ label, to, end }: NavItem) => (
  <li key={to}>
    <NavLink to={to} end={end} className={navLinkClass}>
      {label}
    </NavLink>
  </li>
);

/**
 * The fixed 64 px header: brand, the desktop navigation or the hamburger, the chat link, the cart button and the
 * account slot.
 */
export function SiteHeader() {
  const name = useRestaurant().data?.name ?? SITE_NAME;
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-cream-200 bg-cream-50">
      <div className="container-page flex h-full items-center gap-3 xl:gap-6">
        <Link to={paths.home.href()} className="flex min-w-0 items-center gap-2.5 rounded-full pr-2">
          <img src="/images/logo.svg" alt="" width={40} height={40} className="size-10 shrink-0" />
          <span className="truncate font-display text-xl font-bold tracking-tight text-brand-700">
            {name}
          </span>
        </Link>

        <nav aria-label="Main" className="hidden min-w-0 flex-1 justify-center xl:flex">
          <ul className="flex items-center gap-0.5">
            {NAV_BEFORE_MENU.map(navItem)}
            <li>
              <MenuDropdown />
            </li>
            {NAV_AFTER_MENU.map(navItem)}
          </ul>
        </nav>

        <div className="ml-auto flex shrink-0 items-center gap-1 xl:ml-0 xl:gap-2">
          <ChatLink />
          <CartButton />
          <div className="hidden xl:block">
            <AccountSlot layout="bar" />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
