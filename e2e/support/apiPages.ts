import {routesFixture} from './routes';

/** The API reference's pages by tag, from the spec's route table ('introduction' is the overview). */
export const apiTags = (routesFixture as unknown as {apiTags: Record<string, string[]>}).apiTags;

/** The operation pages, each with its tag. */
export const apiOperations = Object.entries(apiTags).flatMap(([tag, slugs]) =>
  tag === 'introduction' ? [] : slugs.map((slug) => ({tag, slug})),
);

/** The file the API pages are generated from (gen:api): their tests' source tag (scripts/lib/suiteScope.ts). */
export const API_PAGES_SOURCE = 'openapi/apipie.openapi.json';

/**
 * The API pages apiReference.spec.ts runs axe on whole, as served (before hydration) and with every
 * schema disclosure open, by path relative to /docs/. The crawl leaves their content to that test.
 */
export const API_PAGES_AXED_AS_SERVED = ['introduction', ...apiOperations.map(({slug}) => slug)].map(
  (slug) => `api/${slug}`,
);
