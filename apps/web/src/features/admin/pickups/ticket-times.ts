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
