import {
  BarChart3,
  BookUser,
  Building2,
  CalendarClock,
  ChefHat,
  ImageIcon,
  Inbox,
  LayoutDashboard,
  NotebookText,
  Settings,
  ShoppingBag,
  Table2,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** The dashboard's sections, in side-menu order. */
export const ADMIN_SECTIONS = [
  { id: 'overview', segment: '', label: 'Overview', icon: LayoutDashboard },
  { id: 'reports', segment: 'reports', label: 'Reports', icon: BarChart3 },
  { id: 'guests', segment: 'guests', label: 'Guests', icon: BookUser },
  { id: 'restaurant', segment: 'restaurant', label: 'Restaurant Info', icon: Building2 },
  { id: 'hero-images', segment: 'hero-images', label: 'Hero Images', icon: ImageIcon },
  { id: 'about', segment: 'about', label: 'About Us', icon: NotebookText },
  { id: 'menu', segment: 'menu', label: 'Menu', icon: ChefHat },
  { id: 'members', segment: 'members', label: 'Team Members', icon: Users },
  { id: 'tables', segment: 'tables', label: 'Tables', icon: Table2 },
  { id: 'reservations', segment: 'reservations', label: 'Reservations', icon: CalendarClock },
  { id: 'pickups', segment: 'pickups', label: 'Pickups', icon: ShoppingBag },
  { id: 'inbox', segment: 'inbox', label: 'Inbox', icon: Inbox },
  { id: 'settings', segment: 'settings', label: 'Settings', icon: Settings },
] as const satisfies readonly { id: string; segment: string; label: string; icon: LucideIcon }[];

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];

export function adminSection(id: AdminSectionId) {
  return ADMIN_SECTIONS.find((section) => section.id === id)!;
}
