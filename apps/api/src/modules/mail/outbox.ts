import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { MailKind } from './messages/mail-kinds';

export interface QueuedMail {
  kind: MailKind;
  recipient: string;
  /** The ids the message's template reads its content from when it is sent. */
  payload: Record<string, string>;
}

/** Anything that inserts: the database, or the transaction of the change that causes the message. */
type Executor = Pick<Database, 'insert'>;

/**
 * Records a message to send, due at once, stamped with the app's clock (`now`). Call it inside the transaction of
 * the change it tells about: it is sent only if, and once, that change commits.
 */
export async function queueMail(executor: Executor, mail: QueuedMail, now: Date): Promise<string> {
  const id = newId();
  await executor.insert(outboxMessages).values({ id, ...mail, createdAt: now, nextAttemptAt: now });
  return id;
}
