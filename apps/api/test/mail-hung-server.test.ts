import { afterAll, expect, it } from 'vitest';
import { pickupBody, postOrder } from './http-orders';
import { startHoldingSmtp } from './mail/holding-smtp';
import { cleanUp, makeDataDir, signInOver, startServerProcess } from './server-process';

/**
 * The running server's mail, through a mail server that hangs on one message: the message queued after it (a
 * password reset) still leaves within a few seconds, long before the hung send's timeout.
 */

afterAll(() => cleanUp(), 60_000);

const GUEST = { email: 'guest@flamekissed.test', password: 'guest-demo-123' };

it('sends a password reset while an earlier message hangs on the mail server', async () => {
  const smtp = await startHoldingSmtp();
  const dataDir = await makeDataDir('mail-hung');
  try {
    const server = await startServerProcess(dataDir, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Flame-kissed <orders@flamekissed.example>',
      MAIL_SEND_TIMEOUT_SECONDS: '120',
    });
    const guest = await signInOver(server.baseUrl, GUEST.email, GUEST.password);
    expect((await postOrder(server.baseUrl, guest, await pickupBody(server.baseUrl))).status).toBe(201);
    await smtp.holding;

    const forgot = await fetch(`${server.baseUrl}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: GUEST.email }),
    });
    expect(forgot.status).toBe(200);
    const resets = () => smtp.received.filter((mail) => /password/i.test(mail.subject ?? ''));
    await expect.poll(() => resets().length, { timeout: 10_000 }).toBe(1);
    expect(smtp.received).toHaveLength(1);
    await server.kill();
  } finally {
    await smtp.close();
  }
}, 120_000);
