import { useSyncExternalStore } from 'react';

/** Kept per browser: a kitchen tablet can stay quiet while the owner's laptop chimes. */
const STORAGE_KEY = 'admin:order-sound';
const CHANGED = 'admin:order-sound-changed';

/** Whether new orders chime in this browser (on unless switched off in Settings). */
export function readOrderSoundOn(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setOrderSoundOn(on: boolean): void {
  try {
    if (on) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, 'off');
  } catch {
    // Storage refused (private mode): the choice cannot be kept in this browser.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The order sound setting, live (another tab of the dashboard switching it counts too). */
export function useOrderSoundOn(): boolean {
  return useSyncExternalStore(subscribe, readOrderSoundOn, () => true);
}
