import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

it('tells the web app the tiles and that Google sign-in is off when unconfigured', async () => {
  ctx = await createTestApp({ oidc: undefined, publicUrl: undefined });
  const response = await ctx.app.inject({ method: 'GET', url: '/api/app-config' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    success: true,
    data: {
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution: expect.stringContaining('OpenStreetMap'),
      googleSignIn: false,
      publicUrl: null,
    },
  });
});

it("gives the site's public address without its trailing slash, for absolute links in pages", async () => {
  ctx = await createTestApp({ publicUrl: 'https://flamekissed.example/' });
  const response = await ctx.app.inject({ method: 'GET', url: '/api/app-config' });
  expect(response.json().data.publicUrl).toBe('https://flamekissed.example');
});

it('says Google sign-in is on when configured, without leaking the client secret', async () => {
  ctx = await createTestApp({
    oidc: { issuer: 'https://accounts.google.com', clientId: 'client-id', clientSecret: 'very-secret' },
    tileUrl: 'https://{s}.tiles.example.test/{z}/{x}/{y}.png',
  });
  const response = await ctx.app.inject({ method: 'GET', url: '/api/app-config' });
  expect(response.json().data).toMatchObject({
    googleSignIn: true,
    tileUrl: 'https://{s}.tiles.example.test/{z}/{x}/{y}.png',
  });
  expect(response.body).not.toContain('very-secret');
  expect(response.body).not.toContain('client-id');
  // The tile host is allowed for images by the CSP.
  expect(String(response.headers['content-security-policy'])).toMatch(
    /img-src [^;]*https:\/\/\*\.tiles\.example\.test/,
  );
});
