import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The navigation state checkout hands to the order page it opens. */
export const JUST_PLACED_STATE = { justPlaced: true } as const;

/**
 * Whether the order page was opened right after placing the order. The mark is taken off the history entry at
 * once, so a reload or a later visit to the same page does not say it again.
 */
export function useJustPlaced(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [justPlaced] = useState(
    () => (location.state as Partial<typeof JUST_PLACED_STATE> | null)?.justPlaced === true,
  );
  useEffect(() => {
    if (justPlaced) void navigate('.', { replace: true, state: null, preventScrollReset: true });
  }, [justPlaced, navigate]);
  return justPlaced;
}
