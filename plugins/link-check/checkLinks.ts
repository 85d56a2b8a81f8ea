import type {SourceLink} from './sourceLinks';

/** A source file of a page and the links it writes. */
export type SourcePage = {file: string; permalink: string; links: readonly SourceLink[]};

/** What the build produced: its routes, and the ids and heading ids of a route's HTML (null when it has none). */
export type BuiltSite = {
  baseUrl: string;
  routes: ReadonlySet<string>;
  /** Static files (llms.txt, openapi.json, images) are links too. */
  fileExists: (sitePath: string) => boolean;
  idsOf: (route: string) => {ids: ReadonlySet<string>; headingIds: readonly string[]} | null;
};

export type LinkProblem = {file: string; line: number; target: string; problem: string; hint: string};

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
/** File links (`./Routing.mdx`) are resolved by Docusaurus' own Markdown link check, which names the file. */
const MARKDOWN_FILE = /\.mdx?(?:#|$)/i;
const HAS_EXTENSION = /\/[^/]+\.[a-z\d]+$/i;

/** Edit distance, to suggest the nearest existing page or heading. */
export function distance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

const nearest = (wanted: string, candidates: Iterable<string>): string | undefined =>
  [...candidates].sort((x, y) => distance(wanted, x) - distance(wanted, y) || x.localeCompare(y))[0];

/**
 * The site path and anchor a link leads to, as Docusaurus' `Link` resolves it:
 * root-relative paths get the base URL when they lack it, relative ones
 * resolve against the page. Null for links the check leaves alone.
 */
export function resolveLink(url: string, permalink: string, baseUrl: string): {path: string; hash: string} | null {
  if (url === '' || EXTERNAL.test(url) || MARKDOWN_FILE.test(url)) return null;
  const withBase =
    url.startsWith('/') && !url.startsWith(baseUrl) && `${url}/` !== baseUrl ? `${baseUrl}${url.slice(1)}` : url;
  const resolved = new URL(withBase, `http://site${permalink}`);
  let sitePath = decodeURI(resolved.pathname);
  if (sitePath.length > 1 && sitePath.endsWith('/') && sitePath !== baseUrl) sitePath = sitePath.slice(0, -1);
  return {path: sitePath, hash: decodeURIComponent(resolved.hash.slice(1))};
}

/** Every link of the sources that leads to no page, or to no heading or id of its page. */
export function linkProblems(pages: readonly SourcePage[], site: BuiltSite): LinkProblem[] {
  const problems: LinkProblem[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      const target = resolveLink(link.url, page.permalink, site.baseUrl);
      if (!target) continue;
      const at = {file: page.file, line: link.line, target: link.url};
      const isRoute = site.routes.has(target.path) || site.routes.has(`${target.path}/`);
      if (!isRoute) {
        if (HAS_EXTENSION.test(target.path) && site.fileExists(target.path)) continue;
        const closest = nearest(target.path, site.routes);
        problems.push({
          ...at,
          problem: `no page has the path ${target.path}`,
          hint: `link to an existing page${closest ? ` (the closest is ${closest})` : ''}, or create the page.`,
        });
        continue;
      }
      if (target.hash === '') continue;
      const ids = site.idsOf(target.path);
      if (!ids || ids.ids.has(target.hash)) continue;
      const closest = nearest(target.hash, ids.headingIds);
      problems.push({
        ...at,
        problem: `${target.path} has no heading or element with the id "${target.hash}"`,
        hint: closest
          ? `use a heading of that page (the closest is #${closest}), or add the heading.`
          : `link to ${target.path} without an anchor: the page has no headings.`,
      });
    }
  }
  return problems;
}

/** One problem a line (`file:line: broken link ...`), each followed by its "What to do" line. */
export function formatLinkProblems(problems: readonly LinkProblem[]): string {
  return problems
    .map((p) => `${p.file}:${p.line}: broken link ${p.target}: ${p.problem}\n  What to do: ${p.hint}`)
    .join('\n');
}
