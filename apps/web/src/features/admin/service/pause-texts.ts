import { pauseEndPhrase } from '@flame/shared';

/** 'Online orders paused until 7:30 PM', or '… until you resume' for a pause without an end. */
export function pausedTitle(until: Date | null, now: Date, timeZone: string): string {
  return `Online orders paused ${until === null ? 'until you resume' : pauseEndPhrase(until, now, timeZone)}`;
}

/** What the dashboard announces when a pause ends by itself. */
export function pauseEndedText(until: Date, timeZone: string): string {
  return `Online orders are back on: the pause ${pauseEndPhrase(until, until, timeZone)} has ended.`;
}
