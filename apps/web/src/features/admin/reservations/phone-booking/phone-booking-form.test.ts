import { describe, expect, it } from 'vitest';
import {
  bookedText,
  bookingTimeLabel,
  offeredTimeLabels,
  partySizeChoices,
  PHONE_BOOKING_PARTY_SIZES,
  phoneBookingBody,
} from './phone-booking-form';

describe('the phone booking form', () => {
  it("reads the availability's instants on the restaurant's clock, whatever the browser's zone", () => {
    expect(bookingTimeLabel('2026-12-04T01:30:00.000Z', 'America/Chicago')).toBe('7:30 PM');
    expect(bookingTimeLabel('2026-12-04T01:30:00.000Z', 'Asia/Kathmandu')).toBe('7:15 AM');
    // Summer time: Chicago is UTC−5.
    expect(bookingTimeLabel('2026-07-01T00:00:00.000Z', 'America/Chicago')).toBe('7:00 PM');
  });

  it('offers the free times only, in order', () => {
    expect(
      offeredTimeLabels(
        [
          { time: '2026-12-04T01:00:00.000Z', available: false },
          { time: '2026-12-04T01:15:00.000Z', available: true },
          { time: '2026-12-04T01:30:00.000Z', available: true },
        ],
        'America/Chicago',
      ),
    ).toEqual(['7:15 PM', '7:30 PM']);
  });

  it("offers the form's party sizes, and a larger booking's own size after them", () => {
    expect(partySizeChoices()).toEqual(PHONE_BOOKING_PARTY_SIZES);
    expect(partySizeChoices(6)).toEqual(PHONE_BOOKING_PARTY_SIZES);
    expect(partySizeChoices(24)).toEqual([...PHONE_BOOKING_PARTY_SIZES, 24]);
  });

  it('leaves the empty email, occasion and note out of the body', () => {
    const when = { date: '2026-12-03', time: '7:30 PM', partySize: 4 };
    expect(
      phoneBookingBody({
        ...when,
        guest: { name: 'Nora', phone: '555 201 3344', email: '' },
        occasion: '',
        note: '',
      }),
    ).toEqual({ ...when, guest: { name: 'Nora', phone: '555 201 3344' } });
    expect(
      phoneBookingBody({
        ...when,
        guest: { name: 'Nora', phone: '555 201 3344', email: 'n@example.test' },
        occasion: 'Anniversary',
        note: 'Window seat',
      }),
    ).toEqual({
      ...when,
      guest: { name: 'Nora', phone: '555 201 3344', email: 'n@example.test' },
      occasion: 'Anniversary',
      note: 'Window seat',
    });
  });

  it("names the booking's day in the toast, since it may not be the day shown", () => {
    expect(bookedText({ name: 'Nora', partySize: 1, time: '12:00 PM' }, '2026-12-05')).toBe(
      'Nora, party of 1, Sat, Dec 5 at 12:00 PM',
    );
  });
});
