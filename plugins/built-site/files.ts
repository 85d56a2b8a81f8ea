/**
 * Where a page of a build is: the one mapping from a route to its built HTML file, shared by the
 * build steps (plugins/built-site), the server config, the benches and the tests. Nothing from
 * Docusaurus here, so the tests of the docs MCP server may use it too.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

/**
 * A page's path under the base URL, as its file is named: `/docs/Features/Routing` is
 * `Features/Routing`, the home page `/docs/` is ''. Folder index docs keep a trailing slash in their
 * permalink; their route and file have none (trailingSlash: false).
 */
export function pagePathOf(route: string, baseUrl: string): string {
  const underBase = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  return underBase.replace(/\/$/, '');
}

/**
 * The files a page may be built to, in the order Docusaurus (trailingSlash: false) and nginx's
 * `try_files` look: `x.html`, then `x/index.html`; a path that names its file (`404.html`) is that file.
 */
export function pageFileCandidates(pagePath: string): string[] {
  if (pagePath === '') return ['index.html'];
  if (pagePath.endsWith('.html')) return [pagePath];
  return [`${pagePath}.html`, `${pagePath}/index.html`];
}

/** The built HTML file of a page given by its path under the base URL ('' is the home page), or null. */
export function builtPageFile(outDir: string, pagePath: string): string | null {
  for (const candidate of pageFileCandidates(pagePath)) {
    const file = path.join(outDir, candidate);
    if (existsSync(file)) return file;
  }
  return null;
}

/** As `builtPageFile`, for a page that must exist: the error names the page and the build. */
export function requireBuiltPageFile(outDir: string, pagePath: string): string {
  const file = builtPageFile(outDir, pagePath);
  if (!file)
    throw new Error(
      `No built HTML for the page "${pagePath}" in ${outDir} (looked for ${pageFileCandidates(pagePath).join(', ')}).`,
    );
  return file;
}
