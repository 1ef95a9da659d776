import { v7 } from 'uuid';

/** A new time-ordered id (UUID v7). */
export function newId(): string {
  return v7();
}
