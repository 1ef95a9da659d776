import { Volume2 } from 'lucide-react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { useAdminEvents } from '../shell/admin-events';

/**
 * Shown once, when the browser kept a new order's chime silent because the page has not had a click yet: one
 * click on 'Turn on order sound' lets the dashboard chime from then on.
 */
export function OrderSoundPrompt() {
  const { askForSound, turnOnSound, dismissSoundPrompt } = useAdminEvents();
  if (!askForSound) return null;
  return (
    <Banner
      tone="info"
      title="A new order arrived, but your browser kept its sound off"
      onDismiss={dismissSoundPrompt}
      dismissLabel="Not now"
      className="mb-6"
    >
      <p>Browsers play sound only after a click on the page. Turn it on so you hear every new order.</p>
      <Button size="sm" className="mt-3" onClick={turnOnSound}>
        <Volume2 aria-hidden="true" className="size-4" />
        Turn on order sound
      </Button>
    </Banner>
  );
}
