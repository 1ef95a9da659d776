import { z } from 'zod';
import {
  isNetworkUrl,
  SOCIAL_LINK_MAX,
  SOCIAL_NETWORKS,
  type SocialLinks,
  type SocialNetwork,
  type SocialNetworkKey,
} from './social-networks';

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
