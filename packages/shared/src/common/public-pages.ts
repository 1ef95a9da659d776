/** The public pages: open to anyone without signing in, rendered by the server, listed in the sitemap. */
export const PUBLIC_PAGES = ['/', '/menu', '/deals', '/about', '/contact', '/caterine', '/tables'] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** A dish's own page, `{id}` standing for the dish's id. */
export const DISH_PAGE = '/food/{id}';

/** Every public page with a dish's page after the menu: each page a visitor sees without signing in. */
export function publicPagesWithDish(dishPage: string = DISH_PAGE): string[] {
  const [home, menu, ...rest] = PUBLIC_PAGES;
  return [home, menu, dishPage, ...rest];
}
