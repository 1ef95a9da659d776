import { ExternalLink, LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { SITE_NAME } from '../../../lib/head';
import { MenuNewsDot } from './menu-news-dot';
import { WaitingOrdersIndicator } from './waiting-orders-indicator';

const BAR_LINK =
  'inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:opacity-60';

/** Ends the owner's session (the server forgets the token) and leaves for the home page; it keeps the focus while it works. */
function LogOutButton() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  return (
    <button
      type="button"
      aria-disabled={leaving || undefined}
      onClick={async () => {
        if (leaving) return;
        setLeaving(true);
        await logout();
        void navigate(paths.home.href(), { replace: true });
      }}
      className={BAR_LINK}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {leaving ? 'Logging out...' : 'Log out'}
    </button>
  );
}

/**
 * The dashboard's top bar: the site's name, 'View site' and, for the owner, the button of the phone's section
 * drawer, the orders waiting to be accepted and 'Log out'. Anyone else sees only the way back to the site.
 */
export function AdminTopBar({
  onOpenMenu,
  restaurantId,
}: {
  onOpenMenu?: () => void;
  restaurantId?: string;
}) {
  const owner = onOpenMenu !== undefined;
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-cream-200 bg-white/95 px-4 backdrop-blur sm:gap-3 sm:px-6">
      {owner && (
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label="Open the dashboard menu"
          className="relative grid size-10 shrink-0 place-items-center rounded-full text-stone-700 hover:bg-brand-50 hover:text-brand-700 lg:hidden"
        >
          <Menu aria-hidden="true" className="size-5" />
          <MenuNewsDot />
        </button>
      )}
      <Link to={paths.home.href()} className="flex min-w-0 items-center gap-2.5 rounded-full pr-2">
        <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9" />
        {/* On a phone the owner's bar needs the room for its buttons: the logo stands for the name there. */}
        <span
          className={`truncate font-display text-lg font-bold text-brand-700 ${owner ? 'sr-only sm:not-sr-only' : ''}`}
        >
          {SITE_NAME}
        </span>
        <span className="hidden text-sm font-medium text-stone-500 sm:inline">Admin Dashboard</span>
      </Link>
      <div className="ml-auto flex items-center gap-1">
        {owner && restaurantId && <WaitingOrdersIndicator restaurantId={restaurantId} />}
        {/* On a phone the icon stands for 'View site': the bar keeps room for a two-digit count of orders. */}
        <Link to={paths.home.href()} className={BAR_LINK}>
          <span className="sr-only sm:not-sr-only">View site</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </Link>
        {owner && <LogOutButton />}
      </div>
    </header>
  );
}
