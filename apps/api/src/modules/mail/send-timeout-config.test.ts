import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

/** A message's lease must outlast its send, or a slow send is taken and sent again by another instance. */
describe('the sending lease and the send timeout', () => {
  it('default to a 30 s send under a 300 s lease', () => {
    const { mail } = loadConfig({});
    expect(mail.sendTimeoutMs).toBeUndefined();
    expect(mail.sendingLeaseMs).toBeUndefined();
    expect(() => loadConfig({ MAIL_SEND_TIMEOUT_SECONDS: '299' })).not.toThrow();
  });

  it('take the settings in seconds', () => {
    const { mail } = loadConfig({ MAIL_SEND_TIMEOUT_SECONDS: '20', MAIL_SENDING_LEASE_SECONDS: '60' });
    expect(mail).toMatchObject({ sendTimeoutMs: 20_000, sendingLeaseMs: 60_000 });
  });

  it.each([
    [
      { MAIL_SENDING_LEASE_SECONDS: '30' },
      'the lease (30 s) must be longer than MAIL_SEND_TIMEOUT_SECONDS (30 s)',
    ],
    [
      { MAIL_SEND_TIMEOUT_SECONDS: '600' },
      'the lease (300 s) must be longer than MAIL_SEND_TIMEOUT_SECONDS (600 s)',
    ],
  ])('refuse to start with a lease not longer than the send timeout: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(`MAIL_SENDING_LEASE_SECONDS: ${message}`);
  });
});
