/** A Web Storage that never throws (private mode, quota, server rendering). */
function safe(area: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return typeof window === 'undefined' ? null : area().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        area().setItem(key, value);
      } catch {
        /* storage full or unavailable: the value lives for this page only */
      }
    },
    remove(key: string): void {
      try {
        area().removeItem(key);
      } catch {
        /* nothing to remove */
      }
    },
  };
}

/** localStorage: kept across tabs and visits. */
export const storage = safe(() => window.localStorage);

/** sessionStorage: kept for this tab only, through reloads. */
export const tabStorage = safe(() => window.sessionStorage);
