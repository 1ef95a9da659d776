import { Volume2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAdminEvents } from '../shell/admin-events';
import { playBeep, type ChimeResult } from './beep';
import { useOrderSoundOn } from './order-sound-preference';

/** What the owner is told after 'Test sound', by what became of the chime and whether orders chime here. */
export function testSoundText(result: ChimeResult, soundOn: boolean): string {
  if (result === 'silent')
    return "This browser cannot play sound: keep an eye on the board and the tab's title.";
  if (result === 'blocked') return "Your browser kept the sound off. Tap 'Test sound' again.";
  return soundOn
    ? "Chime played. Heard nothing? Turn the device's volume up."
    : "Chime played, but new orders are silent in this browser: switch on 'Chime for new orders' in Settings.";
}

/**
 * 'Test sound' plays the new-order chime now, so the kitchen checks the volume before service; the tap also lets
 * the browser play the chimes of later orders (the dashboard stops asking for it).
 */
export function TestSoundButton() {
  const soundOn = useOrderSoundOn();
  const { dismissSoundPrompt } = useAdminEvents();
  const [result, setResult] = useState<ChimeResult | null>(null);
  const [playing, setPlaying] = useState(false);
  const test = async () => {
    setPlaying(true);
    const played = await playBeep();
    setPlaying(false);
    setResult(played);
    if (played === 'played') dismissSoundPrompt();
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button size="sm" variant="secondary" onClick={() => void test()} busy={playing}>
        <Volume2 aria-hidden="true" className="size-4" />
        Test sound
      </Button>
      <p role="status" className="text-sm text-stone-600">
        {result && testSoundText(result, soundOn)}
      </p>
    </div>
  );
}
