import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '../../../lib/auth/auth-token';
import { jsonAnswer, renderWithApp } from '../../../test/render-with-app';
import { TEST_USER } from '../../../test/test-user';
import { AdminEventsProvider } from '../shell/admin-events';
import { useLiveOverview } from './use-live-overview';

/** The browser's EventSource, driven by the test: each stream opened, and its named events sent by hand. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  private listeners = new Map<string, ((event: { data: string }) => void)[]>();
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: { data: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  send(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? []) listener({ data: JSON.stringify(data) });
  }
  close() {}
}

function FailedCount() {
  const overview = useLiveOverview();
  return <p>{overview.data ? `Failed: ${overview.data.mail.failed}` : 'Loading'}</p>;
}

describe('useLiveOverview', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    authToken.set('owner-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    authToken.clear();
  });

  it("refetches the overview when the owner's stream says a message failed, with no reload", async () => {
    const server = { failed: 0 };
    const fetch = renderWithApp(
      <AdminEventsProvider restaurantId="r1">
        <FailedCount />
      </AdminEventsProvider>,
      {
        auth: true,
        answer: (url) => {
          const data: Record<string, unknown> = {
            '/api/auth/me': { ...TEST_USER, role: 'admin' },
            '/api/restaurants/owner/me': [{ _id: 'r1', name: 'Flame-kissed' }],
            '/api/orders/pickups': [],
            '/api/admin/events/ticket': { ticket: 'ticket-1', expiresAt: '2031-11-03T02:00:00.000Z' },
            '/api/admin/dashboard/overview': { mail: { failed: server.failed, server: null } },
          };
          return url in data
            ? jsonAnswer(200, { success: true, data: data[url] })
            : jsonAnswer(404, { success: false, message: 'Not found' });
        },
      },
    );
    expect(await screen.findByText('Failed: 0')).toBeVisible();
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    act(() => stream.send('ready', { at: '2031-11-03T01:50:00.000Z' }));
    const overviewLoads = () => fetch.mock.calls.filter(([url]) => url === '/api/admin/dashboard/overview');
    await vi.waitFor(() => expect(overviewLoads().length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText('Failed: 0')).toBeVisible();

    server.failed = 1;
    const before = overviewLoads().length;
    act(() => stream.send('mail', { type: 'failed', messageId: 'm1', at: '2031-11-03T01:51:00.000Z' }));
    expect(await screen.findByText('Failed: 1')).toBeVisible();
    expect(overviewLoads()).toHaveLength(before + 1);
    expect(stream.url).toBe('/api/admin/events?ticket=ticket-1');
  });
});
