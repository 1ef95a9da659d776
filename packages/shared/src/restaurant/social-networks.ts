// Kept apart from the links' zod schemas: the footer reads these on every page, and must not load zod.

/** The networks the footer can link to, in the footer's order, each with the hosts its addresses live on. */
export const SOCIAL_NETWORKS = [
  { key: 'instagram', name: 'Instagram', domains: ['instagram.com'] },
  { key: 'facebook', name: 'Facebook', domains: ['facebook.com', 'fb.com'] },
  { key: 'x', name: 'X', domains: ['x.com', 'twitter.com'] },
  { key: 'tiktok', name: 'TikTok', domains: ['tiktok.com'] },
  { key: 'youtube', name: 'YouTube', domains: ['youtube.com', 'youtu.be'] },
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialNetworkKey = SocialNetwork['key'];

/** The restaurant's own page on each network, or null when it has none (the footer then leaves it out). */
export type SocialLinks = Record<SocialNetworkKey, string | null>;

export const SOCIAL_LINK_MAX = 300;

export const NO_SOCIAL_LINKS: SocialLinks = {
  instagram: null,
  facebook: null,
  x: null,
  tiktok: null,
  youtube: null,
};

/** True for an https address on one of the network's hosts or their subdomains ('www.', 'm.'). */
export function isNetworkUrl(network: SocialNetwork, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    network.domains.some((domain) => host === domain || host.endsWith(`.${domain}`))
  );
}
