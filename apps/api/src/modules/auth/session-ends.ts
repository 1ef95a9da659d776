import type { SessionEndReason } from '@flame/shared';
import { and, eq, lte, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/client';
import { endedSessions, passwordResets, sessions } from '../../db/schema';
import type { EventBus } from '../../plugins/event-bus';
import type { EventStream } from '../../plugins/sse';

/** The bus channel on which every instance hears that sessions of an account ended. */
export const SESSION_EVENTS_CHANNEL = 'sessions';

/** Sessions of `userId` ended: all of them but `keptSessionId` when it is set. */
interface SessionsEndedEvent {
  userId: string;
  keptSessionId: string | null;
}

/** Why and when the account's sessions end; `keptSessionId`: the caller's own, which stays open. */
export interface SessionsEnd {
  reason: SessionEndReason;
  now: Date;
  keptSessionId?: string | null;
}

/**
 * Ends the account's sessions (all, or all but `keptSessionId`) after a change of its password or email or
 * a 'log out everywhere', in the transaction of that change: its outstanding password-reset link dies with
 * them, every instance closes the event streams those sessions opened when the change commits, and each ended
 * session keeps its reason until it would have expired (the ones already expired by `now` are forgotten).
 */
export async function endSessionsOf(
  tx: Transaction,
  bus: EventBus,
  userId: string,
  { reason, now, keptSessionId = null }: SessionsEnd,
): Promise<void> {
  const ofUser = eq(sessions.userId, userId);
  const ended = await tx
    .delete(sessions)
    .where(keptSessionId ? and(ofUser, ne(sessions.id, keptSessionId)) : ofUser)
    .returning({ sessionId: sessions.id, expiresAt: sessions.expiresAt });
  await tx.delete(endedSessions).where(lte(endedSessions.expiresAt, now));
  const remembered = ended.filter((session) => session.expiresAt > now).map((s) => ({ ...s, reason }));
  if (remembered.length > 0) await tx.insert(endedSessions).values(remembered).onConflictDoNothing();
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await bus.publish(SESSION_EVENTS_CHANNEL, { userId, keptSessionId } satisfies SessionsEndedEvent, tx);
}

function endsSession(event: unknown, session: { userId: string; sessionId: string }): boolean {
  const ended = event as Partial<SessionsEndedEvent> | null;
  return ended?.userId === session.userId && ended.keptSessionId !== session.sessionId;
}

/** Closes a stream when the session that opened it ends; `attach` it once the stream is open. */
export interface SessionWatch {
  attach(stream: EventStream): void;
  stop(): void;
}

/**
 * Starts listening for the end of the session before the stream opens, then checks the session is still
 * there, so a session ended between its check and the stream's opening also closes the stream at once.
 */
export async function watchSession(
  app: Pick<FastifyInstance, 'db' | 'events'>,
  session: { userId: string; sessionId: string },
): Promise<SessionWatch> {
  const state: { ended: boolean; stream?: EventStream } = { ended: false };
  const end = () => {
    state.ended = true;
    state.stream?.close();
  };
  const stop = await app.events.subscribe(SESSION_EVENTS_CHANNEL, (event) => {
    if (endsSession(event, session)) end();
  });
  const [live] = await app.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.id, session.sessionId))
    .limit(1);
  if (!live) state.ended = true;
  return {
    attach(stream) {
      state.stream = stream;
      stream.onClose(stop);
      if (state.ended) stream.close();
    },
    stop,
  };
}
