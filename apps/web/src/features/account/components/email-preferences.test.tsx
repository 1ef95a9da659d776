import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authToken } from '../../../lib/auth/auth-token';
import { EmailPreferences } from './email-preferences';
import { jsonAnswer, renderWithApp } from '../../../test/render-with-app';
import { TEST_USER } from '../../../test/test-user';

const AGREED_AT = '2032-01-02T10:00:00.000Z';

/** The card in the app's providers; the API keeps the preferences the last PUT saved, as the server does. */
function renderCard({ failSave = false } = {}) {
  authToken.set('token');
  let saved = { reminderEmails: true, marketingEmails: false, marketingConsentAt: null as string | null };
  const calls: { method: string; url: string; body: unknown }[] = [];
  renderWithApp(<EmailPreferences />, {
    auth: true,
    answer: (url, init) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url === '/api/auth/me') return jsonAnswer(200, { success: true, data: TEST_USER });
      if (method === 'PUT' && failSave)
        return jsonAnswer(503, { success: false, message: 'Try again shortly' });
      if (method === 'PUT') {
        const { reminderEmails, marketingEmails } = body as {
          reminderEmails: boolean;
          marketingEmails?: boolean;
        };
        const agreed = marketingEmails ?? saved.marketingEmails;
        saved = {
          reminderEmails,
          marketingEmails: agreed,
          marketingConsentAt: agreed ? (saved.marketingConsentAt ?? AGREED_AT) : null,
        };
      }
      return jsonAnswer(200, { success: true, data: saved });
    },
  });
  return calls;
}

describe('EmailPreferences', () => {
  it('shows the saved choice and saves the switched one to the API', async () => {
    const calls = renderCard();
    const toggle = await screen.findByRole('switch', { name: /Booking reminders/ });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(toggle);
    expect(await screen.findByRole('switch', { name: /Booking reminders/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/users/mail-preferences', body: { reminderEmails: false } },
    ]);
  });

  it('offers and news: off until agreed, then says since when, and withdrawn by the same switch', async () => {
    const calls = renderCard();
    const offers = await screen.findByRole('switch', { name: /Offers and news/ });
    expect(offers).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText(/^No offers or news by email\./)).toBeInTheDocument();
    fireEvent.click(offers);
    expect(
      await screen.findByText(/^You agreed on Jan 2, 2032 to offers and news by email\./),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: /Offers and news/ }));
    expect(await screen.findByText(/^No offers or news by email\./)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { reminderEmails: true, marketingEmails: true },
      { reminderEmails: true, marketingEmails: false },
    ]);
  });

  it('a refused save says so and keeps the saved choice', async () => {
    renderCard({ failSave: true });
    const toggle = await screen.findByRole('switch', { name: /Booking reminders/ });
    fireEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again shortly');
    expect(screen.getByRole('switch', { name: /Booking reminders/ })).toHaveAttribute('aria-checked', 'true');
  });
});
