import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What time it is: the machine's clock, or the one a test gives the app. */
export type Clock = () => Date;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The current time. Every time-based rule (pauses, pickup slots, sold-out dishes, special days) reads it
     * here on each request, so a test can move time and no timer can be lost by a restart.
     */
    now: Clock;
  }
}

export const clockPlugin = fp(
  async (app: FastifyInstance, { now }: { now: Clock }) => {
    app.decorate('now', now);
  },
  { name: 'clock' },
);
