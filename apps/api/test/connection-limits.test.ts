import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanUp, makeDataDir, signInOver, startServerProcess, type ServerProcess } from './server-process';

/**
 * Connections against the running server, with small limits set through the environment: live event streams are
 * capped per address and in all (429 in the API's envelope past either, for every stream of the API), a request
 * body dripped a byte at a time is cut off, and a long-lived stream is not.
 */

afterAll(() => cleanUp(), 60_000);

const GUEST = { email: 'guest@flamekissed.test', password: 'guest-demo-123' };
let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess(await makeDataDir('connections'), {
    STREAMS_PER_ADDRESS: '3',
    STREAMS_MAX: '5',
    REQUEST_TIMEOUT_SECONDS: '2',
    LOG_LEVEL: 'info',
  });
}, 120_000);

interface RawStream {
  status: number;
  /** The first bytes of the answer: the stream's first event, or the refusal's JSON. */
  body: string;
  /** Whether the connection has closed since. */
  readonly ended: boolean;
  close(): void;
}

/** Opens `path` from the loopback address `localAddress` (all of 127.0.0.0/8 is this machine). */
function openFrom(localAddress: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<RawStream>((resolve, reject) => {
    const request = http.get(
      `${server.baseUrl}${path}`,
      { localAddress, headers, agent: false },
      (response) => {
        let ended = false;
        const stream = {
          status: response.statusCode!,
          body: '',
          get ended() {
            return ended;
          },
          close: () => request.destroy(),
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          stream.body += chunk;
          if (stream.status === 200 && stream.body.includes('event: ready')) resolve(stream);
        });
        response.on('close', () => {
          ended = true;
          resolve(stream);
        });
      },
    );
    request.on('error', reject);
  });
}

const CATALOGUE = '/api/catalogue/events';

const open: RawStream[] = [];
afterAll(() => open.forEach((stream) => stream.close()));

describe('live event streams', () => {
  it('are capped per address, across every stream of the API, and a closed one gives its place back', async () => {
    for (let i = 0; i < 3; i++) open.push(await openFrom('127.0.0.1', CATALOGUE));
    expect(open.map((stream) => stream.status)).toEqual([200, 200, 200]);

    const refused = await openFrom('127.0.0.1', CATALOGUE);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      success: false,
      message: 'Too many live updates are open from your connection. Close some tabs and try again.',
    });

    // The guest's own streams count too, whatever the route.
    const guest = await signInOver(server.baseUrl, GUEST.email, GUEST.password);
    for (const path of [
      '/api/restaurants/reservations/events',
      '/api/orders/00000000-0000-4000-8000-000000000000/events',
    ]) {
      const answer = await openFrom('127.0.0.1', path, guest);
      expect(answer.status).toBe(429);
    }

    open.shift()!.close();
    await expect
      .poll(async () => {
        const again = await openFrom('127.0.0.1', CATALOGUE);
        if (again.status === 200) open.push(again);
        return again.status;
      })
      .toBe(200);
  });

  it('are capped in all: another address is refused once the server holds the most', async () => {
    open.push(await openFrom('127.0.0.2', CATALOGUE), await openFrom('127.0.0.2', CATALOGUE));
    expect(open.slice(-2).map((stream) => stream.status)).toEqual([200, 200]);
    const refused = await openFrom('127.0.0.3', CATALOGUE);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({
      success: false,
      message: 'Live updates are busy right now. Please try again shortly.',
    });
    // Other requests still pass.
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  });
});

/** Sends a request's headers, then its body a byte every `everyMs`; resolves with what came back once closed. */
function dripBody(path: string, everyMs: number) {
  const socket = net.connect(Number(new URL(server.baseUrl).port), '127.0.0.1');
  const body = JSON.stringify({ email: GUEST.email, password: GUEST.password });
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  let sent = 0;
  const timer = setInterval(() => {
    if (sent < body.length && !socket.destroyed) socket.write(body[sent++]!);
  }, everyMs);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const started = performance.now();
  return new Promise<{ answer: string; afterMs: number }>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, afterMs: performance.now() - started });
    });
    socket.on('error', () => {});
  });
}

/** Sends a request's headers and half its body, then goes away. */
function abandonBody(path: string) {
  const socket = net.connect(Number(new URL(server.baseUrl).port), '127.0.0.1');
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":`,
  );
  return new Promise<void>((resolve) => setTimeout(resolve, 300)).then(() => socket.destroy());
}

describe('timeouts', () => {
  it('cut off a body dripped a byte at a time', async () => {
    const { answer, afterMs } = await dripBody('/api/auth/login', 500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // The request timeout (2 s), found at the next check (every 2 s here).
    expect(afterMs).toBeLessThan(6000);
  });

  it('leave the live streams open well past the request timeout', () => {
    expect(open.length).toBeGreaterThan(0);
    expect(open.filter((stream) => stream.ended)).toEqual([]);
  });

  it('log a request cut off or abandoned below error level', async () => {
    await abandonBody('/api/auth/login');
    await dripBody('/api/auth/login', 500);
    const errors = () =>
      server
        .output()
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line));
    // Whatever the server logs about them has been written by the time it answers the next request.
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    expect(errors()).toEqual([]);
  });
});
