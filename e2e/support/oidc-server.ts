import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  OAuth2Issuer,
  OAuth2Service,
  type MutableRedirectUri,
  type MutableToken,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';

/** The client the E2E server is registered as (OIDC_CLIENT_ID / OIDC_CLIENT_SECRET). */
export const OIDC_CLIENT = { id: 'flame-e2e', secret: 'flame-e2e-secret' } as const;

/** Labels of the provider's sign-in page, for tests to fill in. */
export const PROVIDER_PAGE = {
  title: 'Mock identity provider',
  email: 'Email',
  name: 'Name',
  verified: 'Email verified',
  tamperNonce: 'Send a wrong nonce',
  tamperState: 'Send back a wrong state',
  submit: 'Sign in',
} as const;

interface Identity {
  email: string;
  name: string;
  verified: boolean;
  tamperNonce: boolean;
}

export interface OidcServer {
  issuer: string;
  stop(): Promise<void>;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's "choose an account" page: the authorization request's own parameters travel on. */
function signInPage(query: URLSearchParams): string {
  const hidden = [...query]
    .map(([key, value]) => `<input type="hidden" name="${escape(key)}" value="${escape(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${PROVIDER_PAGE.title}</title></head>
<body><main><h1>${PROVIDER_PAGE.title}</h1>
<form method="get" action="/authorize">${hidden}
<p><label>${PROVIDER_PAGE.email} <input name="login_email" type="email" required></label></p>
<p><label>${PROVIDER_PAGE.name} <input name="login_name"></label></p>
<p><label><input name="login_verified" type="checkbox" value="1" checked> ${PROVIDER_PAGE.verified}</label></p>
<p><label><input name="login_tamper_nonce" type="checkbox" value="1"> ${PROVIDER_PAGE.tamperNonce}</label></p>
<p><label><input name="login_tamper_state" type="checkbox" value="1"> ${PROVIDER_PAGE.tamperState}</label></p>
<button type="submit">${PROVIDER_PAGE.submit}</button></form></main></body></html>`;
}

/**
 * A real OpenID provider on loopback (oauth2-mock-server: discovery, JWKS, authorize with PKCE, token with a
 * signed ID token and the nonce), with a sign-in page in front of `/authorize` where the test picks the
 * account the provider vouches for (and may make it send back a wrong state or nonce).
 */
export async function startOidcServer(): Promise<OidcServer> {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  const identities = new Map<string, Identity>();

  service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri, req: http.IncomingMessage) => {
    const query = new URL(req.url ?? '/', 'http://provider').searchParams;
    const code = redirect.url.searchParams.get('code');
    if (!code) return;
    if (query.get('login_tamper_state') === '1') redirect.url.searchParams.set('state', 'tampered-state');
    identities.set(code, {
      email: query.get('login_email') ?? '',
      name: query.get('login_name') ?? '',
      verified: query.get('login_verified') === '1',
      tamperNonce: query.get('login_tamper_nonce') === '1',
    });
  });

  service.on('beforeTokenSigning', (token: MutableToken, req: TokenRequestIncomingMessage) => {
    const identity = typeof req.body.code === 'string' ? identities.get(req.body.code) : undefined;
    if (!identity) return;
    Object.assign(token.payload, {
      sub: `mock-${identity.email}`,
      email: identity.email,
      email_verified: identity.verified,
      ...(identity.name ? { name: identity.name } : {}),
    });
    if (identity.tamperNonce && 'nonce' in token.payload) token.payload.nonce = 'tampered-nonce';
  });

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://provider');
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/authorize' && !url.searchParams.has('login_email')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(signInPage(url.searchParams));
      return;
    }
    service.requestHandler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer: issuer.url,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
