/** Every page's social card: 1200×630 PNG, drawn after the build by the package's build step. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Cards live under this folder of the site, at the page's own path. */
export const CARD_DIR = 'img/cards';

/**
 * The site path of a page's card: /docs/Features/Routing → /docs/img/cards/Features/Routing.png (the home page:
 * index.png).
 */
export function cardPathOf(pathname: string, baseUrl: string): string {
  const relative = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\//, '');
  const name = relative.replace(/(\.html)?\/*$/, '') || 'index';
  return `${baseUrl}${CARD_DIR}/${name}.png`;
}
