import { BellRing } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAdminEvents } from './admin-events';

/**
 * In the top bar while orders wait to be accepted: how many, a ring that moves with each chime (every 20 s until
 * they are accepted), and the way to the board. Kept in the bar so it shows on every section without moving it.
 */
export function WaitingOrdersIndicator({ restaurantId }: { restaurantId: string }) {
  const { waitingOrders, chimes } = useAdminEvents();
  const bell = useRef<SVGSVGElement>(null);
  useEffect(() => {
    // The bell swings with each chime (the Web Animations API: no stylesheet for the public pages to carry).
    if (chimes === 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    bell.current?.animate?.(
      [0, -18, 16, -10, 6, 0].map((deg) => ({ transform: `rotate(${deg}deg)` })),
      { duration: 900, easing: 'ease-in-out' },
    );
  }, [chimes]);
  if (waitingOrders === 0) return null;
  const label = `${waitingOrders} ${waitingOrders === 1 ? 'order' : 'orders'} to accept`;
  return (
    <Link
      to={paths.adminDashboard.href(restaurantId, 'pickups')}
      aria-label={`${label}: the chime repeats until ${waitingOrders === 1 ? 'it is' : 'they are'} accepted`}
      data-chimes={chimes}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-red-600 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
    >
      <BellRing ref={bell} aria-hidden="true" className="size-4" />
      {waitingOrders}
      {/* A phone's bar has room for the bell and the number; the link's name says the rest. */}
      <span className="hidden sm:inline">{label.slice(String(waitingOrders).length)}</span>
    </Link>
  );
}
