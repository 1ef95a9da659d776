import { useEffect } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/**
 * Asks before unsaved changes are dropped: leaving for another page of the site asks in a dialog ('Keep
 * editing' or 'Leave without saving'), and closing or reloading the tab asks through the browser's own prompt.
 */
export function UnsavedChangesGuard({ dirty, what }: { dirty: boolean; what: string }) {
  // Only a navigation away from this page is held: once the owner has left, the router is on the next page a
  // moment before this one leaves the screen, and a Back pressed then goes back at once.
  const { pathname } = useLocation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname === pathname && nextLocation.pathname !== pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      open={blocked}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            Keep editing
          </Button>
          <Button onClick={() => blocker.proceed?.()}>Leave without saving</Button>
        </>
      }
    >
      <p className="text-stone-800">Your changes to {what} are not saved yet. Leave and lose them?</p>
    </Modal>
  );
}
