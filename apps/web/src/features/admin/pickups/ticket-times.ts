/**
 * The pickup time as a kitchen ticket prints it, in the restaurant's time zone whatever the printing device's
 * zone: the time in large type ('6:30 PM') and its day ('Thu, Nov 26').
 */
export function ticketPickupTime(instant: string, timeZone: string): { time: string; day: string } {
  const date = new Date(instant);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    date,
  );
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(date);
  return { time, day };
}

/** How near a pickup is, as the kitchen reads it beside its time: 'due in 12 min', or 'late 5 min' once past. */
export interface PickupDue {
  text: string;
  late: boolean;
}

const MINUTE = 60_000;

/** '12 min', '2 h', '2 h 5 min', '1 day 3 h', '3 days': a span of whole minutes as the kitchen reads it. */
function spanText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) {
    const rest = minutes % 60;
    return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
  }
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  return `${days} ${days === 1 ? 'day' : 'days'}${hours === 0 ? '' : ` ${hours} h`}`;
}

/**
 * A pickup time against `now` (an instant, so the device's time zone plays no part): the minutes left rounded
 * up ('due in 1 min' 30 s before), 'due now' in its minute, and once past, the whole minutes it is late
 * ('late 1 min' a minute after).
 */
export function pickupDue(pickupTime: string, now: Date): PickupDue {
  const left = new Date(pickupTime).getTime() - now.getTime();
  if (left > 0) return { text: `due in ${spanText(Math.ceil(left / MINUTE))}`, late: false };
  const late = Math.floor(-left / MINUTE);
  if (late === 0) return { text: 'due now', late: false };
  return { text: `late ${spanText(late)}`, late: true };
}
