import {readFileSync} from 'node:fs';
import type {Root} from 'hast';
import {pagePathOf, requireBuiltPageFile} from './files';
import {parseHtml} from 'apipie-docs-html-tree';

/** One page of a build, read and parsed once. */
export type BuiltPage = {
  /** The route as Docusaurus names it: `/docs/Features/Routing`, `/docs/` for the home page. */
  route: string;
  /** Its path under the base URL, as its file is named ('' for the home page). */
  path: string;
  /** The built HTML file, absolute. */
  file: string;
  html: string;
  /**
   * The page as hast. Shared by every step that reads the page: a step that changes part of it copies that part first.
   */
  tree: Root;
};

/**
 * Reads and parses the page a route was built to; fails, naming the page, when the build has no file
 * for it. Read synchronously: the pass is main-thread work anyway, and an asynchronous read would
 * wait for one of libuv's few threads, which the other steps' reads and writes share.
 */
export function readBuiltPage(outDir: string, baseUrl: string, route: string): BuiltPage {
  const path = pagePathOf(route, baseUrl);
  const file = requireBuiltPageFile(outDir, path);
  const html = readFileSync(file, 'utf8');
  return {route, path, file, html, tree: parseHtml(html)};
}
