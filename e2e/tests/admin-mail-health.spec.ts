import type { AddressInfo } from 'node:net';
import type { Order } from '@flame/shared';
import { SMTPServer } from 'smtp-server';
import { openDashboardSection } from '../support/admin';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { pickupTime, twoDishes } from '../support/orders';
import { startServer } from '../support/server';
import { DEMO } from '../support/sign-in';
import { screenshotsAtBothWidths } from '../support/screenshots';

/**
 * A mail server on loopback that refuses every message for good (550), and counts the refusals. `stop()` closes
 * it (its port stops answering at once); `start()` opens it again on the same port.
 */
async function refusingMailServer() {
  const refused: string[] = [];
  let port = 0;
  let running: SMTPServer | undefined;
  const start = async () => {
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
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
    running = server;
  };
  const stop = async () => {
    const server = running;
    running = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  await start();
  return { url: `smtp://127.0.0.1:${port}`, refused, start, stop };
}

test('the owner sees on the overview that the mail server is gone, then, live, that an email failed, and which order it was about', async ({
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

    // The mail server is gone before anyone looks: the overview says so, and nothing has failed yet.
    await mail.stop();
    const page = await context.newPage();
    const main = await openDashboardSection(page, '');
    const warnings = main.getByRole('alert');
    const unreachable = warnings.filter({ hasText: 'Your mail server cannot be reached' });
    await expect(unreachable).toContainText(
      /Checked at \d{1,2}:\d{2} [AP]M\. Emails wait and are sent once it answers\. Settings → Email/,
    );
    await expect(unreachable).toContainText(/ECONNREFUSED/);
    await expect(warnings).toHaveCount(1);
    const banner = (await unreachable.boundingBox())!;
    const glance = (await main.locator('#today-title').boundingBox())!;
    expect(banner.x + banner.width).toBeLessThanOrEqual(VIEWPORTS.desktop.width);
    expect(banner.y + banner.height).toBeLessThanOrEqual(glance.y);
    await screenshotsAtBothWidths(page, testInfo, 'overview-mail-unreachable');

    // It is back, and refuses the confirmation of an order placed by phone for good: the open overview counts
    // the failed email by itself, without a reload.
    await mail.start();
    await page.evaluate(() => ((window as { stillTheSamePage?: boolean }).stillTheSamePage = true));
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
    const failed = warnings.filter({ hasText: '1 email could not be sent' });
    await expect(failed).toBeVisible({ timeout: 30_000 });
    expect(mail.refused.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    // The warnings come first, above today's figures.
    expect((await failed.boundingBox())!.y).toBeLessThan(
      (await main.locator('#today-title').boundingBox())!.y,
    );
    // Gone again, so every later look finds it unreachable, whenever it checks.
    await mail.stop();
    await screenshotsAtBothWidths(page, testInfo, 'overview-mail-warnings');

    await failed.getByRole('link', { name: 'Settings → Email' }).click();
    const card = page.getByRole('region', { name: 'Email', exact: true });
    await expect(card.getByRole('alert')).toContainText('Your mail server cannot be reached');
    await expect(card.getByText('1 email could not be sent')).toBeVisible();
    await expect(card.getByText(`Order ${order.orderNumber} — Order confirmation to ${email}`)).toBeVisible();
    await expect(card.getByText('No message has failed.')).toHaveCount(0);
    await expect(card.getByRole('heading', { name: 'Email', exact: true })).toBeInViewport();
    await screenshotsAtBothWidths(page, testInfo, 'settings-email-failed');
  } finally {
    process.env.E2E_BASE_URL = sharedServer;
    await context.close();
    await api.dispose();
    await server.stop();
    await mail.stop();
  }
});
