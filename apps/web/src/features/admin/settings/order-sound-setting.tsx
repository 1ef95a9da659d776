import { BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { playBeep } from '../order-alert/beep';
import { CHIME_REPEAT_MS } from '../order-alert/new-order-alert';
import { setOrderSoundOn, useOrderSoundOn } from '../order-alert/order-sound-preference';

/**
 * Settings → Order sound: whether a new order chimes (and again until the pickups board is seen).
 * The choice is kept in this browser, so a kitchen tablet and the owner's laptop can differ.
 */
export function OrderSoundSetting() {
  const on = useOrderSoundOn();
  return (
    <section
      aria-labelledby="order-sound-title"
      className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-cream-200"
    >
      <div className="border-b border-cream-200 px-5 py-4 sm:px-6">
        <h2
          id="order-sound-title"
          className="flex items-center gap-2 font-display text-xl font-bold text-stone-900"
        >
          <BellRing aria-hidden className="size-5 text-brand-600" />
          Order sound
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          A chime for each new order, repeated every {CHIME_REPEAT_MS / 1000} seconds until you open Pickups.
          Kept in this browser only.
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4 px-5 py-5 sm:px-6">
        <Switch label="Chime for new orders" checked={on} onChange={setOrderSoundOn} />
        <Button variant="secondary" size="sm" disabled={!on} onClick={() => void playBeep()}>
          Play the chime
        </Button>
      </div>
    </section>
  );
}
