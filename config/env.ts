/**
 * The one place the build reads environment variables. Every value is
 * optional; a partial set fails here, naming what is missing, rather than
 * half-configuring a service at run time.
 */
type Env = Record<string, string | undefined>;

export type AlgoliaSearchEnv = {appId: string; searchApiKey: string; indexName: string};
export type AlgoliaAdminEnv = {appId: string; adminApiKey: string; indexName: string};

/** Hosted search when the three search values are set, the local index when none is. */
export type SearchEnv = {mode: 'local'} | {mode: 'hosted'; algolia: AlgoliaSearchEnv};

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function required(env: Env, names: readonly string[], purpose: string): string[] {
  const missing = names.filter((name) => !value(env, name));
  if (missing.length > 0) {
    throw new Error(`${missing.map((name) => `${name} is missing`).join('; ')} (${purpose}).`);
  }
  return names.map((name) => value(env, name)!);
}

const SEARCH_VARS = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export function readSearchEnv(env: Env = process.env): SearchEnv {
  if (!SEARCH_VARS.some((name) => value(env, name))) return {mode: 'local'};
  const [appId, searchApiKey, indexName] = required(
    env,
    SEARCH_VARS,
    'hosted search needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME together; set none of them for the local index',
  ) as [string, string, string];
  // The search key ships in every page; an admin key there would let anyone rewrite the index.
  if (searchApiKey === value(env, 'ALGOLIA_ADMIN_API_KEY')) {
    throw new Error('ALGOLIA_SEARCH_API_KEY must be a search-only key: it equals ALGOLIA_ADMIN_API_KEY.');
  }
  return {mode: 'hosted', algolia: {appId, searchApiKey, indexName}};
}

/** For `npm run search:push` only: the admin key never goes into the site config. */
export function readAdminEnv(env: Env = process.env): AlgoliaAdminEnv {
  const [appId, adminApiKey, indexName] = required(
    env,
    ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'],
    'uploading the search index needs the app id, the admin API key and the index name',
  ) as [string, string, string];
  return {appId, adminApiKey, indexName};
}

/** For `npm run sync:models` only: the APIpie key that reads GET /v1/models/detailed. */
export function readApipieKey(env: Env = process.env): string {
  const [apiKey] = required(
    env,
    ['APIPIE_API_KEY'],
    'sync:models reads GET /v1/models/detailed with your APIpie API key',
  ) as [string];
  return apiKey;
}

/**
 * `SITE_URL` builds the site for a host other than production (a preview or
 * staging origin such as https://deploy-preview-12--apipie-docs.netlify.app):
 * canonical links, the sitemap, social cards, structured data, the search
 * index and the absolute links in Markdown twins and llms.txt then name it.
 * Unset, they name production (config/site.ts). An origin only: the base path
 * stays /docs/.
 */
export function readSiteUrlEnv(env: Env = process.env): {url: string | undefined} {
  const raw = value(env, 'SITE_URL');
  if (raw === undefined) return {url: undefined};
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // Reported below with the expected form.
  }
  if (
    !url ||
    !/^https?:$/.test(url.protocol) ||
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search ||
    url.hash
  ) {
    throw new Error(
      `SITE_URL must be an origin such as https://preview.example.com (http or https, no path, query or credentials), got "${raw}".`,
    );
  }
  return {url: url.origin};
}

/** Reads a build switch that is "on" or "off", with a default when unset. */
function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`${name} must be "on" or "off", got "${raw}".`);
}

/**
 * `MARKDOWN_TWINS=off` builds without the Markdown twins and llms.txt; only
 * the twins bench uses it, to measure the build time they add.
 */
export function readMarkdownTwinsEnv(env: Env = process.env): {enabled: boolean} {
  return {enabled: onOff(env, 'MARKDOWN_TWINS', true)};
}

/**
 * `BUILD_STEP_TIMINGS=on` makes the built-site plugin print, after the pass over the built pages, one
 * line of JSON with each of its steps' time; `npm run bench:build` reads it. Off by default.
 */
export function readBuildStepTimingsEnv(env: Env = process.env): {enabled: boolean} {
  return {enabled: onOff(env, 'BUILD_STEP_TIMINGS', false)};
}

/**
 * Whether Docusaurus runs a production build: `docusaurus build` sets NODE_ENV to "production" before it
 * reads the config, `docusaurus start` leaves "development" (its CLI's default).
 */
export function readProductionBuildEnv(env: Env = process.env): {production: boolean} {
  return {production: value(env, 'NODE_ENV') === 'production'};
}

/**
 * `LEGACY_PATH_SCRIPT=on` puts the inline script that moves legacy `.html`
 * addresses to the plain path into every page's head, for hosts that do not
 * redirect them on the server (GitHub Pages, Netlify). Off by default: nginx
 * and Cloudflare Pages answer them with a 301, and agents read a
 * `location.replace(` in every page as a JavaScript redirect.
 */
export function readLegacyPathScriptEnv(env: Env = process.env): {enabled: boolean} {
  return {enabled: onOff(env, 'LEGACY_PATH_SCRIPT', false)};
}

/**
 * First-party analytics (off unless ANALYTICS_ENDPOINT is set): the same-origin
 * path the site beacons events to, which the server proxies to an Umami
 * instance's /api/batch, and the Umami website id the events belong to.
 */
export type AnalyticsEnv = {enabled: false} | {enabled: true; endpoint: string; websiteId: string};

export function readAnalyticsEnv(env: Env = process.env): AnalyticsEnv {
  const endpoint = value(env, 'ANALYTICS_ENDPOINT');
  if (!endpoint) {
    if (value(env, 'ANALYTICS_WEBSITE_ID'))
      throw new Error('ANALYTICS_WEBSITE_ID is set but ANALYTICS_ENDPOINT is missing (analytics needs both).');
    return {enabled: false};
  }
  // A path on the docs' own origin: no other origin is contacted from a page, and the server proxies it.
  if (!/^\/(?!\/)[A-Za-z0-9._~/-]*$/.test(endpoint)) {
    throw new Error(
      `ANALYTICS_ENDPOINT must be a same-origin path such as /docs/_events (no host, query or spaces), got "${endpoint}".`,
    );
  }
  const [websiteId] = required(
    env,
    ['ANALYTICS_WEBSITE_ID'],
    'analytics needs the Umami website id the events belong to, with ANALYTICS_ENDPOINT',
  ) as [string];
  return {enabled: true, endpoint, websiteId};
}

/**
 * The repository the site is built from, as GitHub Actions names it: `GITHUB_SERVER_URL`
 * (https://github.com) and `GITHUB_REPOSITORY` (owner/name). Both or neither; "Edit this page"
 * links open its files (config/editLinks.ts).
 */
export function readSourceRepositoryEnv(env: Env = process.env): {url: string | undefined} {
  const names = ['GITHUB_SERVER_URL', 'GITHUB_REPOSITORY'] as const;
  if (!names.some((name) => value(env, name))) return {url: undefined};
  const [server, repository] = required(
    env,
    names,
    'edit links name the repository the site is built from with GITHUB_SERVER_URL and GITHUB_REPOSITORY together',
  ) as [string, string];
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository))
    throw new Error(`GITHUB_REPOSITORY must be owner/name, got "${repository}".`);
  return {url: `${server.replace(/\/+$/, '')}/${repository}`};
}

/**
 * The ref a change is compared with, as the suite finds it (scripts/lib/suiteScope.ts): SUITE_BASE
 * when set; in a pull request's CI, the branch it merges into (GITHUB_BASE_REF); else origin/main.
 * The build's gate on removed pages compares with its merge base (the redirects package, apipie-docs-redirects).
 */
export function readChangeBaseEnv(env: Env = process.env): {ref: string} {
  const base = value(env, 'GITHUB_BASE_REF');
  return {ref: value(env, 'SUITE_BASE') ?? (base ? `origin/${base}` : 'origin/main')};
}
