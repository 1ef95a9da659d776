import type { AddressInfo } from 'node:net';
import type { Order } from '@flame/shared';
import { SMTPServer } from 'smtp-server';
import { openDashboardSection } from '../support/admin';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { pickupTime, twoDishes } from '../support/orders';
import { startServer } from '../support/server';
import { DEMO } from '../support/sign-in';
import { snapshotAtBothWidths } from '../support/snapshots';

/**
 * A mail server on loopback that refuses every message for good (550), and counts the refusals; closed, its port
 * stops answering at once.
 */
async function refusingMailServer() {
  const refused: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onMailFrom(address, _session, callback) {
      refused.push(address.address);
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= new Promise<void>((resolve) => server.close(() => resolve())));
  return { url, refused, close };
}

test('the owner sees on the overview that email fails and the mail server is gone, then which order it was about', async ({
  browser,
  playwright,
}, testInfo) => {
  // A server of its own: the shared one writes its email as files, which never fail this way.
  test.setTimeout(240_000);
  const mail = await refusingMailServer();
  const server = await startServer(
    { SMTP_URL: mail.url, MAIL_FROM: 'Flame-kissed <orders@flamekissed.example>' },
    180_000,
  );
  const api = await playwright.request.newContext({ baseURL: server.baseUrl });
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: VIEWPORTS.desktop });
  // The helpers (the owner's sign-in among them) work on this server until the journey ends.
  const sharedServer = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = server.baseUrl;
  try {
    const login = await api.post('/api/auth/login', { data: DEMO.admin });
    expect(login.ok(), await login.text()).toBe(true);
    const headers = {
      authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`,
    };
    const { plain } = await twoDishes(api);
    const email = `mail-health-${Date.now()}@example.test`;
    const placed = await api.post('/api/orders/staff', {
      headers,
      data: {
        customer: { name: 'Maya Gurung', phone: '(555) 201-3344', email },
        items: [{ foodId: plain._id, quantity: 1 }],
        pickupTime: await pickupTime(api),
        overCapacity: true,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = ((await placed.json()) as { data: Order }).data;

    // The confirmation is refused for good; then the mail server goes away before anyone looks.
    await expect.poll(() => mail.refused.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await mail.close();
    await expect
      .poll(
        async () =>
          ((await (await api.get('/api/admin/mail', { headers })).json()) as { data: { failed: unknown[] } })
            .data.failed.length,
        { timeout: 30_000 },
      )
      .toBe(1);

    const page = await context.newPage();
    const main = await openDashboardSection(page, '');
    const unreachable = main.getByRole('alert').filter({ hasText: 'Your mail server cannot be reached' });
    await expect(unreachable).toContainText(
      /Checked at \d{1,2}:\d{2} [AP]M\. Emails wait and are sent once it answers\./,
    );
    const failed = main.getByRole('alert').filter({ hasText: '1 email could not be sent' });
    await expect(failed).toBeVisible();
    // The warnings come first, above today's figures.
    const glance = (await main.locator('#today-title').boundingBox())!;
    expect((await failed.boundingBox())!.y).toBeLessThan(glance.y);
    await snapshotAtBothWidths(page, testInfo, 'overview-mail-warnings');

    await failed.getByRole('link', { name: 'Settings → Email' }).click();
    const card = page.getByRole('region', { name: 'Email', exact: true });
    await expect(card.getByRole('alert')).toContainText('Your mail server cannot be reached');
    await expect(card.getByText('1 email could not be sent')).toBeVisible();
    await expect(card.getByText(`Order ${order.orderNumber} — Order confirmation to ${email}`)).toBeVisible();
    await expect(card.getByText('No message has failed.')).toHaveCount(0);
    await expect(card.getByRole('heading', { name: 'Email', exact: true })).toBeInViewport();
    await snapshotAtBothWidths(page, testInfo, 'settings-email-failed');
  } finally {
    process.env.E2E_BASE_URL = sharedServer;
    await context.close();
    await api.dispose();
    await server.stop();
    await mail.close();
  }
});
