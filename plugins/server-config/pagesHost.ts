import {cacheControl, llmsTxtLink, securityHeaders} from './headers';
import type {RedirectRule} from 'apipie-docs-redirects';

const GENERATED =
  '# Written by the build (plugins/server-config) from config/redirects.ts and the built pages. Do not edit.';

/**
 * `_redirects` for Netlify and Cloudflare Pages. Both default to 302, so
 * every line says 301. Both keep the query string.
 */
export function redirectsFile(rules: readonly RedirectRule[]): string {
  return [GENERATED, ...rules.map((rule) => `${rule.from} ${rule.to} 301`), ''].join('\n');
}

/**
 * `_headers` for Netlify and Cloudflare Pages. They match paths, not content
 * types, so the policy and the llms.txt link go on every response under the
 * base URL. Only content-hashed assets get a Cache-Control: both hosts
 * already answer everything else with `max-age=0, must-revalidate` and an
 * ETag, and two matching rules would join their Cache-Control values.
 */
export function headersFile(baseUrl: string, contentSecurityPolicy: string): string {
  const site = [
    ...Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`),
    `  Content-Security-Policy: ${contentSecurityPolicy}`,
    `  Link: ${llmsTxtLink(baseUrl)}`,
  ];
  return [
    GENERATED,
    `${baseUrl}*`,
    ...site,
    `${baseUrl}assets/*`,
    `  Cache-Control: ${cacheControl.contentHashed}`,
    '',
  ].join('\n');
}
