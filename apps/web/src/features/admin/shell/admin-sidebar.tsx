import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { ADMIN_SECTIONS } from './admin-sections';
import { useSectionBadges } from './use-section-badges';

const ITEM =
  'group flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** The dashboard's section links, with a count badge where a section has news (new pickups, new messages). */
export function AdminNav({
  restaurantId,
  collapsed = false,
  onNavigate,
}: {
  restaurantId: string;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const badges = useSectionBadges();
  return (
    <ul className="flex flex-col gap-1">
      {ADMIN_SECTIONS.map(({ id, segment, label, icon: Icon }) => {
        const badge = badges[id] ?? 0;
        return (
          <li key={id}>
            <NavLink
              to={paths.adminDashboard.href(restaurantId, segment || undefined)}
              end={segment === ''}
              onClick={onNavigate}
              title={collapsed ? label : undefined}
              className={({ isActive }) =>
                `${ITEM} ${collapsed ? 'justify-center px-0' : ''} ${
                  isActive
                    ? 'bg-brand-600 text-white shadow-card'
                    : 'text-stone-700 hover:bg-brand-50 hover:text-brand-700'
                }`
              }
            >
              <span className="relative">
                <Icon aria-hidden="true" className="size-5" />
                {collapsed && badge > 0 && (
                  <span className="absolute -top-1.5 -right-1.5 size-2.5 rounded-full bg-amber-400 ring-2 ring-white" />
                )}
              </span>
              <span className={collapsed ? 'sr-only' : 'flex-1 truncate'}>{label}</span>
              {badge > 0 && (
                <span
                  className={`${collapsed ? 'sr-only' : ''} min-w-6 rounded-full bg-amber-400 px-1.5 text-center text-xs leading-6 font-bold text-stone-900`}
                >
                  {badge}
                  <span className="sr-only"> new</span>
                </span>
              )}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The side menu on wide screens: collapses to icons. */
export function AdminSidebar({
  restaurantId,
  collapsed,
  onToggle,
}: {
  restaurantId: string;
  collapsed: boolean;
  onToggle: () => void;
}) {
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    // The white column runs the page's full height; the menu inside it stays in view while the page scrolls.
    <div
      className={`hidden shrink-0 border-r border-cream-200 bg-white transition-[width] duration-200 motion-reduce:transition-none lg:block ${
        collapsed ? 'w-18' : 'w-64'
      }`}
    >
      <nav
        aria-label="Dashboard sections"
        className="sticky top-16 flex h-[calc(100dvh-4rem)] flex-col gap-4 overflow-y-auto p-3"
      >
        <AdminNav restaurantId={restaurantId} collapsed={collapsed} />
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
          className={`${ITEM} mt-auto text-stone-600 hover:bg-brand-50 hover:text-brand-700 ${collapsed ? 'justify-center px-0' : ''}`}
        >
          <ToggleIcon aria-hidden="true" className="size-5" />
          {!collapsed && <span>Collapse menu</span>}
        </button>
      </nav>
    </div>
  );
}
