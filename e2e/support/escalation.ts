import type { APIRequestContext } from '@playwright/test';
import { DEMO } from './fixtures';

/** The four escalation settings, all off. */
export const ESCALATION_OFF = {
  alertEmailAfterMinutes: null,
  customerNoticeAfterMinutes: null,
  pauseWhenUnansweredMinutes: null,
  pauseWhenUnwatchedMinutes: null,
} as const;

/**
 * Switches the escalation of unanswered orders and the 'no dashboard open' pause off for the whole run: the
 * journeys leave orders pending and no dashboard open for minutes, which would pause online ordering under the
 * defaults (by the real clock, during the restaurant's opening hours) for every journey after them. The journey
 * about them (service-escalation) switches them on for itself and off again.
 */
export async function switchEscalationOff(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.admin.email, password: DEMO.admin.password }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const headers = { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };
  const [restaurant] = (
    (await (await fetch(`${baseUrl}/api/restaurants`)).json()) as { data: { _id: string }[] }
  ).data;
  const saved = await fetch(`${baseUrl}/api/restaurants/${restaurant!._id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(ESCALATION_OFF),
  });
  if (!saved.ok) throw new Error(`Could not switch the escalation off: ${await saved.text()}`);
  await fetch(`${baseUrl}/api/auth/logout`, {
    method: 'POST',
    headers: { authorization: headers.authorization },
  });
}

/** The same, through a test's request context (the journey that switched them on). */
export async function restoreEscalationOff(
  request: APIRequestContext,
  restaurantId: string,
  headers: Record<string, string>,
): Promise<void> {
  const saved = await request.put(`/api/restaurants/${restaurantId}`, { headers, data: ESCALATION_OFF });
  if (!saved.ok()) throw new Error(await saved.text());
}
