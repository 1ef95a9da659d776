import { useEffect, useRef, useState } from 'react';

/**
 * Keeps the keyboard where it was when an item of a list moves: after the move, the same button of the moved
 * item has focus (or its other move button, when the item reached an end), and a polite status line says
 * where the item went. Give `listRef` to the list whose children are the items.
 */
export function useReorderFocus(scope: string, items: readonly unknown[]) {
  const listRef = useRef<HTMLOListElement>(null);
  const pending = useRef<{ index: number; direction: 'up' | 'down' } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    const item = listRef.current?.children[target.index];
    const other = target.direction === 'up' ? 'down' : 'up';
    const button = [target.direction, other]
      .map((direction) => item?.querySelector<HTMLButtonElement>(`[data-move="${scope}-${direction}"]`))
      .find((candidate) => candidate && !candidate.disabled);
    button?.focus();
  }, [items, scope]);

  const moved = (itemName: string, to: number, direction: 'up' | 'down') => {
    pending.current = { index: to, direction };
    setAnnouncement(`${itemName} moved to position ${to + 1} of ${items.length}.`);
  };
  return { listRef, moved, announcement };
}
