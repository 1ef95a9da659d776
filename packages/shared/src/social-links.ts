import { z } from 'zod';

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

/** One network's link as typed: an https address on that network, or blank for none. */
function socialLinkText(network: SocialNetwork) {
  const message = `${network.name} link must be an https address on ${network.domains[0]}, such as https://www.${network.domains[0]}/yourpage`;
  return z
    .string({ error: message })
    .trim()
    .max(SOCIAL_LINK_MAX, `${network.name} link must be at most ${SOCIAL_LINK_MAX} characters`)
    .refine((value) => value === '' || isNetworkUrl(network, value), message);
}

const linkTexts = <T extends z.ZodType>(each: (network: SocialNetwork) => T) =>
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network.key, each(network)])) as Record<
    SocialNetworkKey,
    T
  >;

/** The Restaurant Info form's link fields: one text per network, blank for none. */
export const socialLinksFormSchema = z.object(linkTexts(socialLinkText));
export type SocialLinksForm = z.infer<typeof socialLinksFormSchema>;

/**
 * The restaurant's links as `PUT /api/restaurants/{id}` takes them: every network at once; a network left out,
 * null or blank has no link. Unknown networks are refused.
 */
export const socialLinksInputSchema = z
  .strictObject(linkTexts((network) => socialLinkText(network).nullable().optional()))
  .transform((links): SocialLinks => ({
    instagram: links.instagram || null,
    facebook: links.facebook || null,
    x: links.x || null,
    tiktok: links.tiktok || null,
    youtube: links.youtube || null,
  }));

export const socialLinksSchema = z.object(linkTexts(() => z.string().nullable()));
