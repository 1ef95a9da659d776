import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { STYLESHEET_COOKIE } from './web';

/**
 * The page template: a first visit gets the stylesheet inlined (with the request's CSP nonce), a cookie naming
 * its version and the file linked for print (fetched into the cache at the lowest priority); a browser with that
 * cookie gets the usual link.
 */

const CSS = 'body{color:red}@font-face{font-family:X;src:url(/assets/x-1.woff2)}';
const STYLESHEET = 'web-abc123.css';
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/${STYLESHEET}">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-scripts-->
  </body>
</html>`;
/** A server entry that renders every URL as one page. */
const ENTRY = `export async function render({ url, nonce }) {
  return { type: 'page', status: 200, head: '<title>T</title>', html: '<main>' + url + '</main>',
    scripts: '<script nonce="' + nonce + '">window.x=1</script>' };
}`;

let ctx: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'flame-web-test-'));
  await fs.mkdir(path.join(webDist, 'client/assets'), { recursive: true });
  await fs.mkdir(path.join(webDist, 'server'), { recursive: true });
  await fs.writeFile(path.join(webDist, 'client/index.html'), TEMPLATE);
  await fs.writeFile(path.join(webDist, 'client/assets', STYLESHEET), CSS);
  await fs.writeFile(path.join(webDist, 'server/entry-server.js'), ENTRY);
  ctx = await createTestApp({ webDist });
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))![1]!;

describe('a page on the first visit', () => {
  it('inlines the stylesheet with the nonce, sets the cookie, and links the file for print', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/menu' });
    expect(response.statusCode).toBe(200);
    const nonce = nonceOf(response.headers['content-security-policy']);
    expect(response.body).toContain(`<style nonce="${nonce}">${CSS}</style>`);
    // Linked for print only: fetched at the lowest priority into the cache, and found by Vite's chunk loader.
    expect(response.body).toContain(
      `<link rel="stylesheet" crossorigin href="/assets/${STYLESHEET}" media="print">`,
    );
    expect(response.body.match(/rel="stylesheet"/g)).toHaveLength(1);
    // The stylesheet is in <head>, the page and its data in <body>, in that order.
    const body = response.body;
    expect(body.indexOf('<style')).toBeLessThan(body.indexOf('</head>'));
    expect(body.indexOf('<title>T</title>')).toBeLessThan(body.indexOf('<style'));
    expect(body.indexOf('<main>/menu</main>')).toBeGreaterThan(body.indexOf('<body>'));
    expect(body.indexOf(`<script nonce="${nonce}">`)).toBeLessThan(body.indexOf('media="print"'));
    expect(body.indexOf('media="print"')).toBeLessThan(body.indexOf('</body>'));

    const cookie = response.cookies.find((c) => c.name === STYLESHEET_COOKIE);
    expect(cookie).toMatchObject({ value: STYLESHEET, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.maxAge).toBeGreaterThan(300 * 24 * 60 * 60);
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  it('the CSP still refuses inline scripts without the nonce', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const scripts = /script-src ([^;]+)/.exec(String(response.headers['content-security-policy']))![1]!;
    expect(scripts).not.toContain("'unsafe-inline'");
  });
});

describe('a page for a browser that has the stylesheet', () => {
  it('links the stylesheet and sets no cookie', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/menu',
      cookies: { [STYLESHEET_COOKIE]: STYLESHEET },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<link rel="stylesheet" crossorigin href="/assets/${STYLESHEET}">`);
    expect(response.body).not.toContain('<style');
    expect(response.body).not.toContain('media="print"');
    expect(response.body).toContain('<main>/menu</main>');
    expect(response.cookies.find((c) => c.name === STYLESHEET_COOKIE)).toBeUndefined();
  });

  it('an older version of the stylesheet counts as none: inlined again, cookie renewed', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/',
      cookies: { [STYLESHEET_COOKIE]: 'web-old999.css' },
    });
    expect(response.body).toContain(`>${CSS}</style>`);
    expect(response.cookies.find((c) => c.name === STYLESHEET_COOKIE)?.value).toBe(STYLESHEET);
  });
});

describe('an API address no route answers, behind the page catch-all', () => {
  const longId = 'a'.repeat(201);

  it.each(['GET', 'PUT', 'DELETE'] as const)(
    '%s with an id over 200 characters: 414 in the envelope',
    async (method) => {
      const response = await ctx.app.inject({ method, url: `/api/food/${longId}` });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({ success: false, message: 'The address is too long' });
    },
  );

  it('an unknown API address: 404 in the envelope, never the page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Route GET /api/nothing-here not found' });
  });
});
