import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixtures/test-app-fixture';

/**
 * The page template and the kept pages: every visitor gets the same page, the stylesheet and the first paint's
 * fonts linked in <head>; inline scripts are allowed by their hashes, so an anonymous page is the same bytes for
 * every visitor and is kept per catalogue version, with an ETag.
 */

const STYLESHEET_LINK = '<link rel="stylesheet" crossorigin href="/assets/web-abc123.css">';
const FONTS_SCRIPT = '<script src="/assets/first-paint-fonts-1.js"></script>';
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    ${FONTS_SCRIPT}
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    ${STYLESHEET_LINK}
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-scripts-->
  </body>
</html>`;
/**
 * A server entry that renders every URL as one page, numbering its renders: the menu's dish names for most
 * pages; `/orders` reads a signed-in route, `/tables` a clock-dependent one; `/slow` takes 50 ms.
 */
const ENTRY = `let renders = 0;
export async function render({ url, fetch }) {
  const render = ++renders;
  const path = url.split('?')[0];
  if (path === '/go') return { type: 'redirect', status: 302, location: '/menu' };
  if (path === '/slow') await new Promise((resolve) => setTimeout(resolve, 50));
  const read = path === '/orders' ? '/api/orders' : path === '/tables' ? '/api/restaurants/tables/unauth' : '/api/food';
  const answer = await fetch('http://ssr.internal' + read);
  const body = await answer.json();
  const names = read === '/api/food' ? body.data.map((food) => food.name).join(',') : answer.status;
  return { type: 'page', status: 200, head: '<title>T</title>',
    html: '<main>' + url + '</main><p data-render="' + render + '">' + names + '</p>',
    scripts: '<script>window.render=' + render + '</script>' };
}`;

let webDist: string;
/** Another connection, as another API instance or a script would write. */
let other: pg.Client;
let clock = new Date(2026, 5, 1, 12, 0);

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'flame-web-test-'));
  await fs.mkdir(path.join(webDist, 'client/assets'), { recursive: true });
  await fs.mkdir(path.join(webDist, 'server'), { recursive: true });
  await fs.writeFile(path.join(webDist, 'client/index.html'), TEMPLATE);
  await fs.writeFile(path.join(webDist, 'server/entry-server.js'), ENTRY);
});
afterAll(() => fs.rm(webDist, { recursive: true, force: true }));
const { ctx } = useTestApp({ config: () => ({ webDist }), now: () => clock, seed: true });
beforeAll(async () => {
  other = new pg.Client({ connectionString: ctx.config.databaseUrl });
  await other.connect();
});
afterAll(() => other.end());

const get = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers, cookies });

const renderOf = (body: string) => Number(/data-render="(\d+)"/.exec(body)![1]);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptSources = (csp: unknown) => /script-src ([^;]+)/.exec(String(csp))![1]!.split(' ');

async function renameFirstDish(name: string) {
  const { rows } = await other.query<{ id: string }>('select id from foods order by id limit 1');
  await other.query('update foods set name = $1 where id = $2', [name, rows[0]!.id]);
}

describe('a page', () => {
  it('links the stylesheet and the fonts’ script in <head>, renders the page in <body>, sets no cookie', async () => {
    const response = await get('/menu');
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body.indexOf(FONTS_SCRIPT)).toBeLessThan(body.indexOf('</head>'));
    expect(body.indexOf(STYLESHEET_LINK)).toBeLessThan(body.indexOf('</head>'));
    expect(body).not.toContain('<style');
    expect(body.indexOf('<title>T</title>')).toBeLessThan(body.indexOf('</head>'));
    // The page and its data in <body>, then the script that starts the app after the first paint.
    expect(body.indexOf('<main>/menu</main>')).toBeGreaterThan(body.indexOf('<body>'));
    expect(body.indexOf('<script>window.render=')).toBeLessThan(body.indexOf('/assets/index-1.js'));
    expect(body.indexOf('/assets/index-1.js')).toBeLessThan(body.indexOf('</body>'));
    expect(body).not.toContain('<script type="module"');
    expect(response.cookies).toEqual([]);
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it('allows exactly its inline scripts by their hashes: no nonce, no unsafe-inline', async () => {
    const response = await get('/');
    const sources = scriptSources(response.headers['content-security-policy']);
    const inline = Array.from(response.body.matchAll(/<script>(.*?)<\/script>/g), ([, text]) =>
      sha256(text!),
    );
    expect(inline).toHaveLength(2);
    // The fonts' script is a file of the site's own origin: 'self' allows it.
    expect(sources).toEqual(["'self'", ...inline]);
    expect(response.body).not.toContain('nonce');
  });

  it('is the same bytes and ETag whatever cookie the browser sends', async () => {
    const plain = await get('/about');
    const withCookie = await get('/about', {}, { stylesheet: 'web-old999.css', other: 'x' });
    expect(withCookie.body).toBe(plain.body);
    expect(withCookie.headers.etag).toBe(plain.headers.etag);
    expect(renderOf(withCookie.body)).toBe(renderOf(plain.body));
  });
});

describe('pages kept per catalogue version', () => {
  it('gives two anonymous visitors the same bytes, ETag and CSP from one render', async () => {
    const first = await get('/deals');
    const second = await get('/deals');
    expect(second.body).toBe(first.body);
    expect(renderOf(second.body)).toBe(renderOf(first.body));
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['cache-control']).toBe('no-cache');
  });

  it('shows a change committed by another connection on the very next request', async () => {
    const before = await get('/food/1');
    expect((await get('/food/1')).body).toBe(before.body);
    await renameFirstDish('Renamed Elsewhere');

    const after = await get('/food/1', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Renamed Elsewhere');
    expect(before.body).not.toContain('Renamed Elsewhere');
    expect(renderOf(after.body)).toBeGreaterThan(renderOf(before.body));
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('names the catalogue version it was rendered at, and the new one after a change', async () => {
    const versionOf = (html: string) => /<meta name="catalogue-version" content="(\d+)" \/>/.exec(html)?.[1];
    const before = await get('/food/2');
    expect(versionOf(before.body)).toBe(await ctx.app.catalogueVersion());
    await renameFirstDish('Renamed Again');
    const after = await get('/food/2');
    expect(versionOf(after.body)).toBe(await ctx.app.catalogueVersion());
    expect(versionOf(after.body)).not.toBe(versionOf(before.body));
  });

  it('answers a matching If-None-Match with a 304 and no body', async () => {
    const page = await get('/menu?etag');
    const revalidated = await get('/menu?etag', { 'if-none-match': page.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(page.headers.etag);
  });

  it('sends the kept page compressed, the same HTML', async () => {
    const plain = await get('/menu?compressed');
    const br = await get('/menu?compressed', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('renders a page once for concurrent requests, also right after the version moved', async () => {
    await renameFirstDish('Crowd Favourite');
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/slow')));
    const renders = new Set(answers.map((answer) => renderOf(answer.body)));
    expect(renders.size).toBe(1);
    expect(answers.every((answer) => answer.body.includes('Crowd Favourite'))).toBe(true);
  });

  it('renders again when a kept page’s time is up (the footer’s year), without a version change', async () => {
    clock = new Date(2026, 11, 31, 23, 59);
    const lastDay = await get('/menu?new-year');
    expect((await get('/menu?new-year')).body).toBe(lastDay.body);
    clock = new Date(2027, 0, 1, 0, 1);
    const newYear = await get('/menu?new-year');
    expect(renderOf(newYear.body)).toBeGreaterThan(renderOf(lastDay.body));
    clock = new Date(2026, 5, 1, 12, 0);
  });
});

describe('pages never kept', () => {
  it.each(['/orders', '/tables'])(
    '%s read something else than versioned public data: rendered for each request, no ETag',
    async (url) => {
      const first = await get(url);
      const second = await get(url);
      expect(second.statusCode).toBe(200);
      expect(renderOf(second.body)).toBeGreaterThan(renderOf(first.body));
      expect(second.headers.etag).toBeUndefined();
      // This render's data, and the script that starts the app after the first paint.
      const startApp = /<script>([^<]*script\.src[^<]*)<\/script>/.exec(second.body)![1]!;
      expect(scriptSources(second.headers['content-security-policy'])).toEqual([
        "'self'",
        sha256(`window.render=${renderOf(second.body)}`),
        sha256(startApp),
      ]);
    },
  );

  it('a render that redirects answers the redirect', async () => {
    const response = await get('/go');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/menu');
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
