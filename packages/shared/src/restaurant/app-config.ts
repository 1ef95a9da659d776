import { z } from 'zod';

/**
 * Public settings the web app needs from the server's configuration (`GET /api/app-config`):
 * the map tiles, whether 'Continue with Google' is offered, and the site's public address.
 */
export const appConfigSchema = z.object({
  /** Leaflet tile URL template, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
  tileUrl: z.string(),
  /** Credit line shown on the map (HTML allowed, as Leaflet's attribution). */
  tileAttribution: z.string(),
  /** True when OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set. */
  googleSignIn: z.boolean(),
  /** The site's public address (`PUBLIC_URL`, without a trailing slash), or null when it is not set. */
  publicUrl: z.string().nullable(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
