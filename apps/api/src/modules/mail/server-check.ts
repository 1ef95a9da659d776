import type { MailServerCheck } from '@flame/shared';
import { SERVER_CHECK_EVERY_MS } from './delivery-policy';
import type { MailTransport } from './transport';

export interface MailServerChecker {
  /**
   * Whether the mail server answers, as last checked: a check younger than SERVER_CHECK_EVERY_MS (on the app's
   * clock) stands, else the server is checked again (within the check's timeout). Null without a mail server.
   */
  latest(): Promise<MailServerCheck | null>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Checks the transport's server at most once per SERVER_CHECK_EVERY_MS; callers during a check share it. */
export function createMailServerChecker(transport: MailTransport, now: () => Date): MailServerChecker {
  let last: MailServerCheck | undefined;
  let checking: Promise<MailServerCheck> | undefined;

  async function check(): Promise<MailServerCheck> {
    try {
      await transport.verify();
      return { reachable: true, checkedAt: now().toISOString(), error: '' };
    } catch (error) {
      return { reachable: false, checkedAt: now().toISOString(), error: errorText(error) };
    }
  }

  return {
    async latest() {
      if (transport.kind !== 'smtp') return null;
      if (last && now().getTime() - Date.parse(last.checkedAt) < SERVER_CHECK_EVERY_MS) return last;
      checking ??= check().then((result) => {
        last = result;
        checking = undefined;
        return result;
      });
      return checking;
    },
  };
}
