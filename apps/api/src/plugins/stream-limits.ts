import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addressGroup } from '../lib/address-group';
import { AppError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers with a live event stream: it counts against the stream limits. */
    eventStream?: boolean;
  }
}

export interface StreamLimits {
  /** Streams one address (an IPv6 /64) may hold open at once. */
  perAddress: number;
  /** Streams the instance holds open at once, whoever opened them. */
  max: number;
}

/** How long a refused client is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 30;

/**
 * Caps the live event streams (routes with `config.eventStream`): each one holds a connection, so an open file,
 * for as long as it lasts. A request to such a route takes a place as it arrives, before any other work, and
 * gives it back when its response closes (the stream ended, or a refusal sent); past either limit it is refused
 * with 429.
 */
export const streamLimitsPlugin = fp(
  async (app: FastifyInstance, limits: StreamLimits) => {
    const byAddress = new Map<string, number>();
    let open = 0;

    function refuse(message: string): never {
      throw new AppError(429, message);
    }

    function take(request: FastifyRequest, reply: FastifyReply): void {
      const address = addressGroup(request.ip);
      const mine = byAddress.get(address) ?? 0;
      if (mine >= limits.perAddress)
        refuse('Too many live updates are open from your connection. Close some tabs and try again.');
      if (open >= limits.max) refuse('Live updates are busy right now. Please try again shortly.');
      byAddress.set(address, mine + 1);
      open++;
      let given = false;
      const giveBack = () => {
        if (given) return;
        given = true;
        open--;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      };
      // The response's 'close' comes when it ends or its client goes away (the request's, once it is read).
      reply.raw.once('close', giveBack);
    }

    app.addHook('onRequest', async (request, reply) => {
      if (!request.routeOptions.config.eventStream) return;
      try {
        take(request, reply);
      } catch (error) {
        void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw error;
      }
    });
  },
  { name: 'stream-limits' },
);
