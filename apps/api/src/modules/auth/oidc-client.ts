import * as oidc from 'openid-client';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What the browser keeps between the redirect to the provider and its way back (in a signed cookie). */
export interface OidcFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  /** Where the visitor goes once signed in (a path of this site). */
  redirectTo: string;
}

/** The identity the provider vouched for in a verified ID token. */
export interface OidcIdentity {
  /** `issuer|sub`: stable per provider account. */
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * OpenID Connect sign-in with openid-client: authorization code flow with PKCE (S256), state and nonce. The
 * provider's metadata is discovered once (again after a failure). Plain HTTP is accepted for a loopback
 * issuer only (a local test provider).
 */
export function createOidcClient(settings: OidcSettings) {
  let configuration: Promise<oidc.Configuration> | undefined;

  function discover(): Promise<oidc.Configuration> {
    const issuer = new URL(settings.issuer);
    const insecure = issuer.protocol === 'http:';
    if (insecure && !LOOPBACK.has(issuer.hostname)) {
      return Promise.reject(new Error('OIDC_ISSUER must use https (http is allowed on loopback only)'));
    }
    configuration ??= oidc
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
        timeout: 10,
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  return {
    /** The provider's authorization URL and the flow secrets to keep in the browser's cookie. */
    async start(redirectUri: string, redirectTo: string): Promise<{ url: URL; flow: OidcFlow }> {
      const config = await discover();
      const flow: OidcFlow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        redirectUri,
        redirectTo,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url, flow };
    },

    /**
     * Checks the provider's answer against the flow (state), exchanges the code with the PKCE verifier and
     * verifies the ID token (signature, issuer, audience, expiry, nonce). Throws on any mismatch.
     */
    async finish(callbackQuery: string, flow: OidcFlow): Promise<OidcIdentity> {
      const config = await discover();
      const currentUrl = new URL(flow.redirectUri);
      currentUrl.search = callbackQuery;
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider sent no ID token');
      return {
        subject: `${claims.iss}|${claims.sub}`,
        email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name.trim() : undefined,
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
