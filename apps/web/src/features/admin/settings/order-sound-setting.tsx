import { BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { playBeep } from '../order-alert/beep';
import { CHIME_REPEAT_MS } from '../order-alert/new-order-alert';
import { setOrderSoundOn, useOrderSoundOn } from '../order-alert/order-sound-preference';
import { SettingsCard } from './settings-card';

/**
 * Settings → Order sound: whether a new order chimes (and again until the pickups board is seen).
 * The choice is kept in this browser, so a kitchen tablet and the owner's laptop can differ.
 */
export function OrderSoundSetting() {
  const on = useOrderSoundOn();
  return (
    <SettingsCard
      id="order-sound"
      icon={BellRing}
      title="Order sound"
      description={`A chime for each new order, repeated every ${CHIME_REPEAT_MS / 1000} seconds until you open Pickups. Kept in this browser only.`}
      bodyClassName="flex flex-wrap items-center justify-between gap-4 px-5 py-5 sm:px-6"
    >
      <Switch label="Chime for new orders" checked={on} onChange={setOrderSoundOn} />
      <Button variant="secondary" size="sm" disabled={!on} onClick={() => void playBeep()}>
        Play the chime
      </Button>
    </SettingsCard>
  );
}
