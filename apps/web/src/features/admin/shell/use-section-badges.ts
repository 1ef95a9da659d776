import type { AdminSectionId } from './admin-sections';

/** Counts shown beside side-menu entries (new pickups, new inbox messages). */
export type SectionBadges = Partial<Record<AdminSectionId, number>>;

export function useSectionBadges(): SectionBadges {
  return {};
}
