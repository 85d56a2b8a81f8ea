import type {InlineSources} from './inlineSources';

/**
 * The response headers every host gets, in one place: nginx, and the
 * `_headers` file of Netlify and Cloudflare Pages, are rendered from these.
 */
export const cacheControl = {
  /** Files whose name carries a hash of their content never change at that URL. */
  contentHashed: 'public, max-age=31536000, immutable',
  /** Everything else (pages, Markdown, llms.txt, feeds, sitemap, search manifest): short, then revalidate by ETag. */
  revalidated: 'public, max-age=600, must-revalidate',
} as const;

export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The site uses none of these features; third-party code on it may not either.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
} as const;

/**
 * The Link header of every page: where agents find the llms.txt index, by the
 * convention's own relation and by `describedby`, as the page's `<link>` says.
 */
export function llmsTxtLink(baseUrl: string): string {
  return `<${baseUrl}llms.txt>; rel="llms-txt", <${baseUrl}llms.txt>; rel="describedby"`;
}

/** The Link to a page's Markdown twin, as its `<link rel="alternate">` says. */
export function markdownTwinLink(twinPath: string): string {
  return `<${twinPath}>; rel="alternate"; type="text/markdown"`;
}

/**
 * A regex (no anchor: it follows the base URL) for a path whose file name carries a content
 * hash: everything Docusaurus' bundler writes under assets/, and files named
 * `name.<hex hash>.ext` such as the search index's shards.
 */
export const CONTENT_HASHED_PATTERN = String.raw`(?:assets/|.*\.[0-9a-f]{8,}\.[a-z0-9]+$)`;

/** The DocSearch insights script, which DocSearch loads from jsDelivr when hosted search sends insights. */
export type HostedSearchOrigins = {appId: string; insightsScriptUrl: string};

/** Algolia's hosts for one application: search (the DSN host first, then the fallbacks) and insights. */
export function algoliaConnectSources(appId: string): string[] {
  const app = appId.toLowerCase();
  return [
    `https://${app}-dsn.algolia.net`,
    `https://${app}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`),
    'https://insights.algolia.io',
    'https://insights.us.algolia.io',
    'https://insights.de.algolia.io',
  ];
}

/**
 * The site's Content-Security-Policy. Scripts: the site's own files plus the
 * hash of every inline script in the build, never 'unsafe-inline'. Styles:
 * <style> elements by hash too; style attributes are allowed as a whole
 * (style-src-attr), because code blocks colour every token with one, and
 * DocSearch sets some at run time that no build can hash. A style attribute
 * cannot run script or select other elements, and img-src limits what it
 * can load. Browsers without style-src-attr (before 2022) fall back to
 * style-src and drop those colours, nothing more. Hosted search adds
 * Algolia's hosts and the insights script; the local index needs nothing
 * from other origins.
 */
export function contentSecurityPolicy(inline: InlineSources, hosted: HostedSearchOrigins | null): string {
  const sorted = (set: Set<string>) => [...set].sort();
  const styleElements = ["'self'", ...sorted(inline.styles)];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...sorted(inline.scripts), ...(hosted ? [hosted.insightsScriptUrl] : [])],
    ['style-src', ...styleElements],
    ['style-src-elem', ...styleElements],
    ['style-src-attr', "'unsafe-inline'"],
    // Infima and DocSearch draw icons as data: SVGs in their CSS.
    ['img-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(hosted ? algoliaConnectSources(hosted.appId) : [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The hosted-search origins of a search environment, or null for the local index. */
/** The build's search mode, as the CSP needs it: Algolia's application when search is hosted. */
export type ServerSearch = {mode: 'local'} | {mode: 'hosted'; algolia: {appId: string}};

export function hostedSearchOrigins(env: ServerSearch, insightsScriptUrl: string): HostedSearchOrigins | null {
  return env.mode === 'hosted' ? {appId: env.algolia.appId, insightsScriptUrl} : null;
}
