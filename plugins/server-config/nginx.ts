import {cacheControl, CONTENT_HASHED_PATTERN, llmsTxtLink, markdownTwinLink, securityHeaders} from './headers';
import type {RedirectRule} from 'apipie-docs-redirects';
import {WELL_KNOWN_FILES, WELL_KNOWN_TYPES} from 'apipie-docs-markdown-twins/node';

/** Everything nginx needs that depends on the build: the site's base URL, redirects and CSP. */
export type NginxInput = {baseUrl: string; redirects: readonly RedirectRule[]; contentSecurityPolicy: string};

/** Folder (under the build) holding the generated server files; nginx answers 404 for it. */
export const SERVER_FILES_DIR = '_server';
export const NGINX_MAPS_FILE = 'nginx/docs-maps.conf';
export const NGINX_LOCATIONS_FILE = 'nginx/docs-locations.conf';

const GENERATED =
  '# Written by the build (plugins/server-config) from config/redirects.ts and the built pages. Do not edit.';

// The types of every file the build holds; the location replaces nginx's global `types` so the config stands alone.
export const MIME_TYPES: Record<string, string> = {
  'text/html': 'html',
  'text/css': 'css',
  'text/javascript': 'js mjs',
  'application/json': 'json map',
  'application/xml': 'xml xsl',
  'application/opensearchdescription+xml': 'osdx',
  'text/markdown': 'md',
  'text/plain': 'txt',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/x-icon': 'ico',
  'font/woff2': 'woff2',
  'font/woff': 'woff',
  'application/pdf': 'pdf',
  'application/yaml': 'yaml yml',
};

/** An nginx double-quoted string: a backslash or double quote inside is escaped. */
function quote(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The http-level part: maps from the request to the redirect target, the
 * cache policy, the HTML-only headers and the Markdown twin. Include it
 * inside `http { }`.
 */
export function nginxMaps({baseUrl, redirects, contentSecurityPolicy}: NginxInput): string {
  const base = baseUrl.replace(/\/$/, '');
  const notFoundPage = `${baseUrl}404.html`;
  const legacy = `~^(?<docs_legacy_path>${escapeRegex(baseUrl)}.*?)(?:/index)?\\.html$`;
  const trailingSlash = `~^(?<docs_slashless_path>${escapeRegex(baseUrl)}.+?)/+$`;
  const lines = [
    GENERATED,
    '# Include inside http { }; include docs-locations.conf inside the server { } that serves the site.',
    '',
    '# 301 targets: the redirect table (config/redirects.ts), legacy .html paths, trailing slashes.',
    '# Long keys (nested API paths) need buckets larger than the default 32 or 64 bytes.',
    'map_hash_bucket_size 128;',
    'map $uri $docs_redirect {',
    '  default "";',
    `  ${quote(notFoundPage)} ""; # served by error_page, never redirected`,
    `  ${quote(base)} ${quote(baseUrl)};`,
    `  ${quote(`${baseUrl}index.html`)} ${quote(baseUrl)};`,
    ...redirects.map((rule) => `  ${quote(rule.from)} ${quote(rule.to)};`),
    `  ${quote(legacy)} $docs_legacy_path;`,
    `  ${quote(trailingSlash)} $docs_slashless_path;`,
    '}',
    '',
    'map $uri $docs_cache_control {',
    `  ${quote(`~^${escapeRegex(baseUrl)}${CONTENT_HASHED_PATTERN}`)} ${quote(cacheControl.contentHashed)};`,
    `  default ${quote(cacheControl.revalidated)};`,
    '}',
    '',
    '# Headers only pages need: the Content-Security-Policy and the llms.txt link.',
    'map $sent_http_content_type $docs_csp {',
    `  "~^text/html" ${quote(contentSecurityPolicy)};`,
    '  default "";',
    '}',
    '# A page found (or unchanged) also links its twin, as its <link rel="alternate"> does; the 404 page has none.',
    '# The twin of the path asked for, without the query: /docs/x -> /docs/x.md, /docs/ -> /docs/index.md.',
    'map $request_uri $docs_twin_of_request {',
    '  "~^(?<docs_request_folder>[^?]*/)(?:\\?.*)?$" "${docs_request_folder}index.md";',
    '  "~^(?<docs_request_page>[^?]*)" "${docs_request_page}.md";',
    '}',
    'map "$status $sent_http_content_type" $docs_llms_txt_link {',
    `  "~^(200|304) text/html" '${llmsTxtLink(baseUrl)}, ${markdownTwinLink('$docs_twin_of_request')}';`,
    `  "~^\\d+ text/html" '${llmsTxtLink(baseUrl)}';`,
    '  default "";',
    '}',
    '# Pages and their Markdown twins differ by the Accept header.',
    'map $sent_http_content_type $docs_vary_accept {',
    '  "~^text/(html|markdown)" "Accept";',
    '  default "";',
    '}',
    '',
    "# `Accept: text/markdown` asks for the page's Markdown twin: /docs/x -> /docs/x.md, /docs/ -> /docs/index.md.",
    'map $uri $docs_twin_of_uri {',
    `  ${quote(baseUrl)} ${quote(`${baseUrl}index.md`)};`,
    '  default "$uri.md";',
    '}',
    'map $http_accept $docs_markdown_twin {',
    '  "~*(^|[,\\s])text/markdown($|[;,\\s])" $docs_twin_of_uri;',
    '  default "";',
    '}',
    '',
  ];
  return lines.join('\n');
}

/**
 * The server-level part: the redirects, then one location for the site that
 * serves `x` as `x.html` or `x/index.html`, precompressed files, the
 * headers, and the not-found page with status 404. Include it inside the
 * `server { }` whose `root` holds the build as its base-URL folder.
 */
/** The nginx variable the server block sets to the Umami server's scheme://host[:port] when analytics is on. */
export const ANALYTICS_UPSTREAM_VARIABLE = '$apipie_analytics_upstream';

/**
 * The one location that proxies the site's analytics beacons (a same-origin
 * path, ANALYTICS_ENDPOINT) to Umami's batch endpoint, without cookies.
 */
export function analyticsLocation(endpoint: string): string[] {
  return [
    `# First-party analytics (README "Analytics"): beacons to ${endpoint} go to Umami's /api/batch.`,
    `# Set ${ANALYTICS_UPSTREAM_VARIABLE} (scheme://host[:port] of Umami) in the server block before this include;`,
    '# a host name (not an IP address) there also needs a `resolver`.',
    `location = ${endpoint} {`,
    '    limit_except POST { deny all; }',
    '    client_max_body_size 64k;',
    '    proxy_set_header Cookie "";',
    '    proxy_set_header X-Forwarded-For $remote_addr;',
    '    proxy_hide_header Set-Cookie;',
    `    proxy_pass ${ANALYTICS_UPSTREAM_VARIABLE}/api/batch;`,
    '}',
    '',
  ];
}

/**
 * The discovery files at the origin's root, where RFC 8615 puts well-known URIs: each is answered
 * from the build's copy under the base URL, so the site's location serves it with its headers.
 * Only these paths: other well-known URIs of the origin are not the docs' to answer.
 */
export function wellKnownLocations(baseUrl: string): string[] {
  const skillsDir = WELL_KNOWN_FILES.skillsIndex.replace(/[^/]+$/, '');
  return [
    "# Discovery files belong at the origin's root (RFC 8615); the build holds them under the base URL.",
    `location = /${WELL_KNOWN_FILES.apiCatalog} { rewrite ^ ${baseUrl}${WELL_KNOWN_FILES.apiCatalog} last; }`,
    `location = /${WELL_KNOWN_FILES.ard} { rewrite ^ ${baseUrl}${WELL_KNOWN_FILES.ard} last; }`,
    `location ^~ /${skillsDir} { rewrite ^/(.*)$ ${baseUrl}$1 last; }`,
    '',
  ];
}

/** Nested locations for the discovery files whose media type their name does not tell. */
function wellKnownTypes(baseUrl: string): string[] {
  return Object.entries(WELL_KNOWN_TYPES).flatMap(([file, type]) => [
    `    location = ${baseUrl}${file} {`,
    '        types { }',
    `        default_type ${type};`,
    '    }',
  ]);
}

export function nginxLocations({
  baseUrl,
  analyticsEndpoint,
}: Pick<NginxInput, 'baseUrl'> & {analyticsEndpoint?: string}): string {
  const headers = Object.entries(securityHeaders).map(
    ([name, value]) => `    add_header ${name} ${quote(value)} always;`,
  );
  const types = Object.entries(MIME_TYPES).map(([type, extensions]) => `      ${type} ${extensions};`);
  const lines = [
    GENERATED,
    `# Include inside the server { } whose root holds this build as ${baseUrl}; docs-maps.conf goes in http { }.`,
    '',
    '# Location headers carry a path only, so they hold behind any proxy or port.',
    'absolute_redirect off;',
    'if ($docs_redirect) {',
    '  return 301 $docs_redirect$is_args$args;',
    '}',
    '',
    ...wellKnownLocations(baseUrl),
    `location ${baseUrl} {`,
    '    types {',
    ...types,
    '    }',
    '    default_type application/octet-stream;',
    '    charset utf-8;',
    '    charset_types text/css text/javascript text/plain text/markdown text/xml application/json application/xml image/svg+xml;',
    '',
    '    # .br and .gz files written at build time; Vary: Accept-Encoding on both.',
    '    brotli_static on;',
    '    gzip_static on;',
    '    gzip_vary on;',
    '    etag on;',
    '',
    '    add_header Cache-Control $docs_cache_control;',
    '    add_header Content-Security-Policy $docs_csp always;',
    ...headers,
    '    add_header Link $docs_llms_txt_link always;',
    '    add_header Vary $docs_vary_accept;',
    '',
    `    error_page 404 ${baseUrl}404.html;`,
    '    try_files $docs_markdown_twin $uri $uri.html $uri/index.html =404;',
    '',
    ...wellKnownTypes(baseUrl),
    `    location = ${baseUrl}404.html {`,
    '        internal;',
    '    }',
    '    # This config and its siblings live in the build but are not part of the site.',
    `    location ^~ ${baseUrl}${SERVER_FILES_DIR}/ {`,
    '        return 404;',
    '    }',
    '}',
    '',
    ...(analyticsEndpoint ? analyticsLocation(analyticsEndpoint) : []),
  ];
  return lines.join('\n');
}
