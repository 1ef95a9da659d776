import type { OwnerBooking, ReservationDay } from '@flame/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render-with-app';
import { BookingDialog } from '../day/booking-dialog';
import { DayList } from '../day/day-list';
import { phoneBooking } from './test-bookings';

const booking = (overrides: Partial<OwnerBooking>) => phoneBooking({ email: '', ...overrides });

const CALLED = booking({});
const ONLINE = booking({
  _id: 'r2',
  name: 'Omar Online',
  email: 'omar@example.test',
  source: 'online',
  tables: [{ _id: 't6', tableNumber: 6 }],
});

const DAY: ReservationDay = {
  date: '2026-12-03',
  timeZone: 'America/Chicago',
  serviceStartsAt: '2026-12-03T06:00:00.000Z',
  tables: [
    { _id: 't5', tableNumber: 5, seats: 4, combinableWith: [] },
    { _id: 't6', tableNumber: 6, seats: 4, combinableWith: [] },
  ],
  bookings: [CALLED, ONLINE],
};

describe('a booking the restaurant made by phone', () => {
  it("marks a phone beside the guest's name in the day's list, says 'by phone' in the bar's name, and only there", () => {
    renderWithApp(<DayList day={DAY} onOpen={() => undefined} />);
    const called = within(screen.getByRole('group', { name: 'Table 5' })).getByRole('button');
    expect(called).toHaveTextContent(/^Nora Caller · 4/);
    expect(called.querySelector('[data-mark="by-phone"]')).not.toBeNull();
    expect(called).toHaveAccessibleName(/^Nora Caller \(by phone\), party of 4, 5:30 PM, Table 5/);
    const online = within(screen.getByRole('group', { name: 'Table 6' })).getByRole('button');
    expect(online).toHaveAccessibleName(/^Omar Online, party of 4/);
    expect(online.querySelector('[data-mark="by-phone"]')).toBeNull();
  });

  it("says 'By phone' by the name in its dialog, and leaves out an email the guest did not give", () => {
    renderWithApp(<BookingDialog booking={CALLED} day={DAY} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Nora Caller at 5:30 PM By phone' });
    expect(within(dialog).getByRole('link', { name: '(555) 201-3344' })).toHaveAttribute(
      'href',
      'tel:+15552013344',
    );
    expect(within(dialog).queryByText('Email')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: '' })).not.toBeInTheDocument();
  });

  it('shows an online booking as before: no label, its email a link', () => {
    renderWithApp(<BookingDialog booking={ONLINE} day={DAY} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Omar Online at 5:30 PM' });
    expect(within(dialog).queryByText('By phone')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'omar@example.test' })).toHaveAttribute(
      'href',
      'mailto:omar@example.test',
    );
  });
});
