import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const HEARTBEAT_MS = 25_000;

/** An open Server-Sent Events response. */
export interface EventStream {
  send(event: string, data: unknown): void;
  /** Runs once, when the client goes away or the server closes the stream. */
  onClose(handler: () => void): void;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Turns the reply into an event stream (hijacked: no compression, no serialiser). */
    openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream;
  }
}

/**
 * Server-Sent Events for live views: the response keeps the headers other plugins set (security
 * headers), a comment every 25 s keeps proxies from closing it, and every stream ends before the server
 * closes, so shutdown is not held up by open tabs. When the event bus loses the database every open stream
 * gets 'paused' (updates stop until it is back), and 'resync' as soon as it listens again (events in between
 * may be missed: views refetch).
 */
export const ssePlugin = fp(
  async (app: FastifyInstance) => {
    const open = new Set<EventStream>();

    app.decorate('openEventStream', (request: FastifyRequest, reply: FastifyReply): EventStream => {
      if (!request.routeOptions.config.eventStream)
        throw new Error(`${request.routeOptions.url} opens an event stream without config.eventStream`);
      reply.hijack();
      const raw = reply.raw;
      const closeHandlers: (() => void)[] = [];
      let ended = false;
      const heartbeat: { timer?: ReturnType<typeof setInterval> } = {};
      // Never write to a response whose client is gone: a write after that is an error event.
      const write = (text: string) => {
        if (!ended && !raw.destroyed && !raw.writableEnded) raw.write(text);
      };
      const finish = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat.timer);
        open.delete(stream);
        closeHandlers.forEach((handler) => handler());
      };
      const stream: EventStream = {
        send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
        onClose(handler) {
          if (ended) handler();
          else closeHandlers.push(handler);
        },
        close() {
          finish();
          if (!raw.destroyed && !raw.writableEnded) raw.end();
        },
      };

      // The client may have left while the route was still checking access.
      if (raw.destroyed || request.raw.socket?.destroyed) {
        finish();
        return stream;
      }
      // The response's 'close' fires when the client goes away (the request's may fire as soon as it is read).
      raw.on('close', finish);
      raw.on('error', finish);
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      write(': connected\n\n');
      heartbeat.timer = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
      open.add(stream);
      return stream;
    });

    const sendToAll = (event: string) => () => {
      const data = { at: new Date().toISOString() };
      for (const stream of open) stream.send(event, data);
    };
    app.events.onPause(sendToAll('paused'));
    app.events.onResync(sendToAll('resync'));

    app.addHook('preClose', async () => {
      for (const stream of [...open]) stream.close();
    });
  },
  { name: 'sse', dependencies: ['event-bus', 'stream-limits'] },
);
