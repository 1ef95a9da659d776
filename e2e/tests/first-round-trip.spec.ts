import http from 'node:http';
import { publicPagesWithDish, type Food } from '@flame/shared';
import { expect, test } from '../support/fixtures';

/**
 * Every public page's HTML arrives in the first round trip of a new connection. A new TCP connection sends
 * about 14.6 KB (10 segments of 1460 bytes) before it waits for an acknowledgement, the response's headers
 * (about 1.1 KB with the Content-Security-Policy) included; a page that does not fit costs a phone a whole
 * round trip more before its first paint (150 ms on Lighthouse's simulated mobile network). So a page's body,
 * as sent to a browser that accepts brotli, is at most 13.5 KB (13,500 bytes), and the whole answer at most
 * 14,600 bytes.
 */
const FIRST_WINDOW_BYTES = 10 * 1460;
const BODY_BUDGET_BYTES = 13_500;

const PUBLIC_PAGES = publicPagesWithDish();

interface Sent {
  status: number;
  encoding: string | undefined;
  headerBytes: number;
  bodyBytes: number;
}

/** The answer's bytes as they cross the network: node's client leaves the body compressed. */
function getAsSent(url: string): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let bodyBytes = 0;
      response.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      response.on('end', () => {
        const statusLine = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`;
        const raw = response.rawHeaders;
        let headers = '';
        for (let index = 0; index < raw.length; index += 2) headers += `${raw[index]}: ${raw[index + 1]}\r\n`;
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          headerBytes: Buffer.byteLength(`${statusLine}${headers}\r\n`),
          bodyBytes,
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

test.describe('every public page arrives in the first round trip of a new connection', () => {
  for (const pagePath of PUBLIC_PAGES) {
    test(`${pagePath}: at most 13.5 KB of brotli HTML`, async ({ request, baseURL }) => {
      let url = pagePath;
      if (pagePath.includes('{id}')) {
        const foods = ((await (await request.get('/api/food')).json()) as { data: Food[] }).data;
        url = pagePath.replace('{id}', foods[0]!._id);
      }

      const sent = await getAsSent(`${baseURL}${url}`);

      test.info().annotations.push({
        type: 'as sent',
        description: `${pagePath}: ${sent.bodyBytes} bytes of body, ${sent.headerBytes} bytes of headers`,
      });
      expect(sent.status).toBe(200);
      expect(sent.encoding).toBe('br');
      expect(sent.bodyBytes, `${pagePath}'s HTML as sent`).toBeLessThanOrEqual(BODY_BUDGET_BYTES);
      expect(sent.headerBytes + sent.bodyBytes, `${pagePath}'s whole answer`).toBeLessThanOrEqual(
        FIRST_WINDOW_BYTES,
      );
    });
  }
});
