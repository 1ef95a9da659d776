import {
  FOOTER_TAGLINE,
  SOCIAL_NETWORKS,
  telHref,
  type SocialLinks,
  type SocialNetworkKey,
} from '@flame/shared';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useRestaurant } from '../../api/restaurant';
import { SITE_NAME } from '../../lib/head';

/** Brand marks drawn in lucide's style (24 px grid, 2 px stroke); lucide-react 1.x ships no brand icons. */
const SOCIAL_ICON_PATHS: Record<SocialNetworkKey, string[]> = {
  instagram: [
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5z',
    'M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z',
    'M17.5 6.5h.01',
  ],
  facebook: ['M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z'],
  x: ['M4 4l11.733 16h4.267l-11.733 -16z', 'M4 20l6.768 -6.768', 'M13.228 10.772l6.772 -6.772'],
  tiktok: ['M9 12a4 4 0 1 0 4 4V2a5 5 0 0 0 5 5'],
  youtube: [
    'M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17',
    'm10 15 5-3-5-3z',
  ],
};

const FOOTER_LINKS = [
  { label: 'Menu', to: paths.menu.href() },
  { label: 'Orders', to: paths.orders.href() },
  { label: 'Profile', to: paths.profile.href() },
] as const;

const headingClass = 'font-display text-lg font-semibold text-white';
const linkClass = 'rounded-sm transition-colors hover:text-saffron-400 focus-visible:outline-saffron-400';

/** The footer: brand, tagline, Visit, Links, Follow, the logo and the copyright line. */
export function SiteFooter() {
  const { data: restaurant, isPending } = useRestaurant();
  const value = (text: (r: NonNullable<typeof restaurant>) => ReactNode) =>
    restaurant ? text(restaurant) : isPending ? 'loading...' : 'Not available';

  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1.2fr_0.7fr_0.9fr]">
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <img src="/images/logo.svg" alt="" width={56} height={56} className="size-14 shrink-0" />
            <p className="font-display text-2xl font-bold text-white">{restaurant?.name ?? SITE_NAME}</p>
          </div>
          <p className="max-w-xs leading-relaxed">{FOOTER_TAGLINE}</p>
        </div>

        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={headingClass}>
            Visit
          </h2>
          <address className="mt-4 flex flex-col gap-3 not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-saffron-400" />
              <span>{value((r) => `${r.address.street}, ${r.address.city}`)}</span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-saffron-400" />
              {value((r) => (
                <a href={telHref(r.phone)} className={linkClass}>
                  {r.phone}
                </a>
              ))}
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-saffron-400" />
              {value((r) => (
                <a href={`mailto:${r.email}`} className={`break-all ${linkClass}`}>
                  {r.email}
                </a>
              ))}
            </p>
          </address>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={headingClass}>
            Links
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {restaurant && <FollowLinks links={restaurant.socialLinks} />}
      </div>

      <div className="border-t border-white/10 pt-6 pb-8">
        <p className="container-page text-sm text-stone-400">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Flame-kissed. All rights
          reserved.
        </p>
      </div>
    </footer>
  );
}

/** The restaurant's own pages, one icon per network it has a link for; nothing at all when it has none. */
function FollowLinks({ links }: { links: SocialLinks }) {
  const networks = SOCIAL_NETWORKS.flatMap((network) => {
    const href = links[network.key];
    return href ? [{ ...network, href }] : [];
  });
  if (networks.length === 0) return null;
  return (
    <section aria-labelledby="footer-follow">
      <h2 id="footer-follow" className={headingClass}>
        Follow
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {networks.map((network) => (
          <li key={network.key}>
            <a
              href={network.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={network.name}
              title={network.name}
              className="grid size-10 place-items-center rounded-full bg-white/10 text-stone-100 transition-colors hover:bg-brand-600 hover:text-white focus-visible:outline-saffron-400"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width={20}
                height={20}
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {SOCIAL_ICON_PATHS[network.key].map((d) => (
                  <path key={d} d={d} />
                ))}
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
