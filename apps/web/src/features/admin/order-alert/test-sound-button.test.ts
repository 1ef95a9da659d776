import { describe, expect, it } from 'vitest';
import { testSoundText } from './test-sound-button';

describe('testSoundText', () => {
  it('says the chime played, and asks for volume when orders chime in this browser', () => {
    expect(testSoundText('played', true)).toBe("Chime played. Heard nothing? Turn the device's volume up.");
  });

  it('says new orders stay silent here when the chime is switched off in Settings', () => {
    expect(testSoundText('played', false)).toContain("switch on 'Chime for new orders' in Settings");
  });

  it('asks for another tap when the browser held the sound back, and names the other signals without sound', () => {
    expect(testSoundText('blocked', true)).toBe("Your browser kept the sound off. Tap 'Test sound' again.");
    expect(testSoundText('silent', true)).toContain('cannot play sound');
  });
});
