import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';

/**
 * The gate on renamed and deleted pages: the routes the change's base had, from its source files,
 * that the site no longer serves and that no redirect takes over. Routes are derived from the source
 * files and their `slug` and `id` front matter by the same rule at the base and now, so a rule that
 * misses a Docusaurus subtlety misses it on both sides; no second build is needed.
 */

/** A page source: its path in the repository and the front matter keys that move its route. */
export type PageSource = {file: string; slug?: string; id?: string};

/** Where pages come from, relative to the site folder: the docs folder and each blog instance. */
export type SourceLayout = {docs: string; blogs: readonly string[]; skip: readonly string[]};

const pageFile = /\.mdx?$/;

function frontMatterOf(text: string): {slug?: string; id?: string} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!match) return {};
  try {
    const data = parseYaml(match[1]!) as Record<string, unknown> | null;
    const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
    return {slug: str(data?.slug), id: str(data?.id)};
  } catch {
    return {};
  }
}

const isPage = (file: string, layout: SourceLayout) =>
  pageFile.test(file) &&
  !layout.skip.some((dir) => file.startsWith(`${dir}/`)) &&
  !path.posix.basename(file).startsWith('_') &&
  [layout.docs, ...layout.blogs].some((dir) => file.startsWith(`${dir}/`));

/** The route (relative to the base URL, as livePages names them) a source file is served at. */
export function routeOf(source: PageSource, layout: SourceLayout): string | undefined {
  const [root, ...rest] = source.file.split('/');
  const relative = rest.join('/');
  const clean = (route: string) => `/${route}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
  if (root === layout.docs) {
    const dir = path.posix.dirname(relative) === '.' ? '' : path.posix.dirname(relative);
    if (source.slug !== undefined) return clean(source.slug.startsWith('/') ? source.slug : `${dir}/${source.slug}`);
    const name = source.id ?? path.posix.basename(relative).replace(pageFile, '');
    const parent = path.posix.basename(dir);
    const isIndex = source.id === undefined && (/^(index|readme)$/i.test(name) || name === parent);
    return clean(isIndex ? dir : `${dir}/${name}`);
  }
  if (root && layout.blogs.includes(root)) {
    const folder = rest[0]!;
    const dated = /^(\d{4})-(\d{2})-(\d{2})-(.+?)(\.mdx?)?$/.exec(folder);
    if (source.slug !== undefined) return clean(`${root}/${source.slug}`);
    if (!dated) return undefined;
    const [, y, m, d, name] = dated;
    return clean(`${root}/${y}/${m}/${d}/${name}`);
  }
  return undefined;
}

/** The page sources of the working tree. */
export function sourcesNow(siteDir: string, layout: SourceLayout): PageSource[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    const absolute = path.join(siteDir, relative);
    if (statSync(absolute).isDirectory()) {
      for (const name of readdirSync(absolute)) walk(path.posix.join(relative, name));
    } else if (isPage(relative, layout)) files.push(relative);
  };
  for (const dir of [layout.docs, ...layout.blogs]) if (existsSync(path.join(siteDir, dir))) walk(dir);
  return files.map((file) => ({file, ...frontMatterOf(readFileSync(path.join(siteDir, file), 'utf8'))}));
}

const git = (cwd: string, args: string[], input?: string) =>
  execFileSync('git', args, {cwd, encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'ignore'], maxBuffer: 256 << 20});

/** The commit a change is compared with: the merge base of `ref` and HEAD, or why none is known. */
export function changeBase(siteDir: string, ref: string): {commit: string} | {why: string} {
  try {
    return {commit: git(siteDir, ['merge-base', ref, 'HEAD']).trim()};
  } catch {
    return {why: `no merge base with ${ref} (set SUITE_BASE to compare with another ref)`};
  }
}

/** The page sources at a commit, read in one `git cat-file --batch`. Paths are relative to the site folder. */
export function sourcesAt(siteDir: string, commit: string, layout: SourceLayout): PageSource[] {
  const prefix = git(siteDir, ['rev-parse', '--show-prefix']).trim();
  const listed = git(siteDir, ['ls-tree', '-r', '--name-only', commit, '--', ...[layout.docs, ...layout.blogs]])
    .split('\n')
    .filter(Boolean)
    .map((file) => file.slice(prefix.length))
    .filter((file) => isPage(file, layout));
  if (listed.length === 0) return [];
  const output = execFileSync('git', ['cat-file', '--batch'], {
    cwd: siteDir,
    input: listed.map((f) => `${commit}:${prefix}${f}`).join('\n') + '\n',
    stdio: ['pipe', 'pipe', 'ignore'],
    maxBuffer: 256 << 20,
  });
  const sources: PageSource[] = [];
  let at = 0;
  for (const file of listed) {
    // Each object is "<oid> <type> <size>\n<size bytes>\n".
    const header = output.indexOf(0x0a, at);
    const size = Number(output.subarray(at, header).toString('utf8').split(' ')[2]);
    const text = output.subarray(header + 1, header + 1 + size).toString('utf8');
    sources.push({file, ...frontMatterOf(text)});
    at = header + 1 + size + 1;
  }
  return sources;
}

export type RemovedPage = {route: string; file: string; blog: boolean};

/** Routes the base served that the working tree's sources no longer give. */
export function removedPages(
  base: readonly PageSource[],
  now: readonly PageSource[],
  layout: SourceLayout,
): RemovedPage[] {
  const current = new Set(now.map((s) => routeOf(s, layout)));
  return base
    .flatMap((source) => {
      const route = routeOf(source, layout);
      if (!route || current.has(route)) return [];
      return [{route, file: source.file, blog: layout.blogs.includes(source.file.split('/')[0]!)}];
    })
    .sort((a, b) => (a.route < b.route ? -1 : 1));
}

/** The removed pages that nothing takes over: not a live page, no redirect from the old URL. */
export function ungatedRemovals(
  removed: readonly RemovedPage[],
  live: ReadonlySet<string>,
  redirectFroms: ReadonlySet<string>,
): RemovedPage[] {
  return removed.filter((page) => !live.has(page.route) && !redirectFroms.has(page.route));
}

/** The gate's message: each removed page, and what to add to the redirect table's file to fix it. */
export function formatRemovals(
  removals: readonly RemovedPage[],
  base: string,
  baseUrl: string,
  redirectsFile: string,
): string {
  const url = (route: string) => `${baseUrl.replace(/\/$/, '')}${route}`;
  return [
    `Pages removed since ${base} with no redirect: ${removals.length}. Readers' bookmarks and search engines' links to them would break.`,
    ...removals.flatMap((r) => [
      `${r.file}: ${url(r.route)} is no longer a page, and no redirect leads from it`,
      r.blog
        ? `  What to do: add {from: '${r.route}', to: '<its new URL>'} to movedPages in ${redirectsFile}, or for a post that is gone, add '${r.route}' to retiredPostUrls there, which sends it to the blog`
        : `  What to do: add {from: '${r.route}', to: '<a live page>'} to movedPages in ${redirectsFile}`,
    ]),
  ].join('\n');
}
