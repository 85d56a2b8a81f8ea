import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {Redirect} from '../rules';
import {formatRedirectProblems, redirectProblems} from './redirectChecks';
import {
  changeBase,
  formatRemovals,
  removedPages,
  sourcesAt,
  sourcesNow,
  ungatedRemovals,
  type SourceLayout,
} from './removedPages';

export type RedirectCheckOptions = {
  /** The ref whose merge base with HEAD the gate on removed pages compares with. */
  baseRef: string;
  /** Where pages come from (the docs folder, the blog instances) and generated folders to leave out. */
  layout: SourceLayout;
  /** The redirect table, and the file that holds it, relative to the site (named in its problems). */
  redirects: readonly Redirect[];
  redirectsFile: string;
  /** Each blog instance's route base path: its front page. */
  blogRoutes: readonly string[];
};

type PageContent = {permalink: string}[];
type SidebarNode = {type: string; items?: SidebarNode[]; link?: {type: string; permalink?: string}};

/** Permalinks of the generated category pages (`/category/...`) a sidebar declares. */
function generatedIndexPages(items: readonly SidebarNode[]): string[] {
  return items.flatMap((item) => [
    ...(item.link?.type === 'generated-index' && item.link.permalink ? [item.link.permalink] : []),
    ...generatedIndexPages(item.items ?? []),
  ]);
}

/**
 * The site's pages, relative to the base URL, from the content plugins'
 * loaded data: docs and generated category pages, posts, blog front and tag
 * pages, and src/pages. (Search, archive and author pages are left out: no
 * redirect leads there.)
 */
export function livePages(allContent: AllContent, baseUrl: string, blogRoutes: readonly string[]): Set<string> {
  const permalinks: string[] = [];
  // A plugin with nothing to load (src/pages absent) has null content.
  const instances = <T>(plugin: string) =>
    Object.values((allContent[plugin] ?? {}) as Record<string, T | null>).filter((c): c is T => c != null);
  for (const docs of instances<DocsContent>('docusaurus-plugin-content-docs')) {
    for (const version of docs.loadedVersions) {
      permalinks.push(...version.docs.map((d) => d.permalink));
      for (const sidebar of Object.values(version.sidebars))
        permalinks.push(...generatedIndexPages(sidebar as SidebarNode[]));
    }
  }
  for (const blog of instances<BlogContent>('docusaurus-plugin-content-blog')) {
    permalinks.push(
      ...blog.blogPosts.map((p) => p.metadata.permalink),
      blog.blogTagsListPath,
      ...Object.values(blog.blogTags).map((t) => t.permalink),
    );
  }
  // Each blog instance's front page is its route base path.
  permalinks.push(...blogRoutes.map((route) => `${baseUrl}${route}`));
  for (const pages of instances<PageContent>('docusaurus-plugin-content-pages'))
    permalinks.push(...pages.map((p) => p.permalink));
  const relative = (permalink: string) =>
    `/${permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '')}`.replace(
      /(.)\/$/,
      '$1',
    );
  return new Set(permalinks.map(relative));
}

/**
 * Checks the site's redirect table (`redirectsFile`) as soon as every page is known, before the
 * bundler runs: a duplicate `from`, a `from` that is a live page, a target
 * that is not a page and a chain each stop the build (and `npm start`), naming
 * the entry's line and what to do. The redirect plugin writes the files later.
 */
export default function redirectCheckPlugin(context: LoadContext, options: RedirectCheckOptions): Plugin {
  return {
    name: 'redirect-check',
    async allContentLoaded({allContent}) {
      const {redirects, redirectsFile} = options;
      const live = livePages(allContent, context.baseUrl, options.blogRoutes);
      const problems = redirectProblems(redirects, live);
      const file = path.join(context.siteDir, redirectsFile);
      if (problems.length > 0)
        throw new Error(formatRedirectProblems(problems, redirects, redirectsFile, readFileSync(file, 'utf8')));
      gateRemovedPages(context, options, live);
    },
  };
}

/**
 * A page the change's base served that is gone, with no redirect from its old URL to a live page,
 * fails the build; old post URLs lead to the blog (retiredPostUrls). With no base known (a source
 * archive, a clone without the base ref) the gate says it was skipped.
 */
function gateRemovedPages(context: LoadContext, options: RedirectCheckOptions, live: ReadonlySet<string>) {
  const base = changeBase(context.siteDir, options.baseRef);
  if ('why' in base) {
    console.log(`[redirect-check] skipped the gate on removed pages: ${base.why}.`);
    return;
  }
  const removed = removedPages(
    sourcesAt(context.siteDir, base.commit, options.layout),
    sourcesNow(context.siteDir, options.layout),
    options.layout,
  );
  const froms = new Set(options.redirects.map((r) => r.from));
  const ungated = ungatedRemovals(removed, live, froms);
  const where = `${options.baseRef} (${base.commit.slice(0, 7)})`;
  if (ungated.length > 0) throw new Error(formatRemovals(ungated, where, context.baseUrl, options.redirectsFile));
  console.log(
    `[redirect-check] ${removed.length} page(s) removed since ${where}, each with a redirect from its old URL.`,
  );
}
