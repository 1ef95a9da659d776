import { WEEK_DAYS, type OpeningHour, type SpecialDay } from '@flame/shared';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpeningHoursSection } from './opening-hours-section';

const HOURS: OpeningHour[] = WEEK_DAYS.map((day) => ({
  day,
  open: '10:00 AM',
  close: '10:00 PM',
  isClosed: false,
}));
const SATURDAY_CLOSED = {
  _id: 'sd-1',
  date: '2026-11-28',
  isClosed: true,
  open: null,
  close: null,
  note: 'Staff day',
} as SpecialDay;

afterEach(() => vi.useRealTimers());

const rowOf = (day: string) => screen.getByText(day, { selector: 'dt' }).parentElement!;

describe('OpeningHoursSection', () => {
  it('shows a special day of the coming week on its weekday’s row, in place of the weekly hours', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T16:00:00.000Z')); // Friday 10:00 AM in Chicago
    render(<OpeningHoursSection hours={HOURS} specialDays={[SATURDAY_CLOSED]} timeZone="America/Chicago" />);
    expect(rowOf('Saturday')).toHaveTextContent('Closed on Sat, Nov 28');
    expect(rowOf('Saturday')).not.toHaveTextContent('10:00 AM – 10:00 PM');
    expect(rowOf('Friday')).toHaveTextContent('10:00 AM – 10:00 PM');
  });

  it('keeps the weekly hours when the special day is more than a week ahead', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T16:00:00.000Z'));
    render(<OpeningHoursSection hours={HOURS} specialDays={[SATURDAY_CLOSED]} timeZone="America/Chicago" />);
    expect(rowOf('Saturday')).toHaveTextContent('10:00 AM – 10:00 PM');
  });
});
