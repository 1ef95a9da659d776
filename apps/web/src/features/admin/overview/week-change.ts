/** How this week compares with last: '+12%', '−5%', 'no change', or null when last week had nothing. */
export function changeText(current: number, previous: number): string | null {
  if (previous === 0) return null;
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return 'no change';
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}
