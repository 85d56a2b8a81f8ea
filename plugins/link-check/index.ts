import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {Element, Root} from 'hast';
import {forEachElement} from '../built-site/hast';
import {buildStep, type BuildProps} from '../built-site/step';
import {formatLinkProblems, linkProblems, type BuiltSite, type SourcePage} from './checkLinks';
import {linkCandidates, sourceLinks} from './sourceLinks';

type Source = {source: string; permalink: string};

/** Source files of docs, posts and announcements with their permalinks (`@site/docs/x.mdx` -> `docs/x.mdx`). */
function sourcesOf(plugins: BuildProps['plugins']): Source[] {
  return plugins.flatMap((plugin) => {
    if (plugin.name === 'docusaurus-plugin-content-docs') {
      return (plugin.content as DocsContent).loadedVersions.flatMap((version) =>
        version.docs.map((doc) => ({source: doc.source, permalink: doc.permalink})),
      );
    }
    if (plugin.name === 'docusaurus-plugin-content-blog') {
      return (plugin.content as BlogContent).blogPosts.map((post) => ({
        source: post.metadata.source,
        permalink: post.metadata.permalink,
      }));
    }
    return [];
  });
}

type PageIds = {ids: Set<string>; headingIds: string[]};

/** Every id in a built page, and the ids of its headings (the suggestions). */
function idsInPage(tree: Root): PageIds {
  const ids = new Set<string>();
  const headingIds: string[] = [];
  forEachElement(tree, (node: Element) => {
    const id = node.properties.id;
    if (typeof id !== 'string' || id === '') return;
    ids.add(id);
    if (/^h[1-6]$/.test(node.tagName)) headingIds.push(id);
  });
  return {ids, headingIds};
}

export type LinkCheckOptions = {
  /** The folder of the generated API pages, absolute: their links are left to Docusaurus' check. */
  generatedDocsDir: string;
};

/**
 * Checks every link written in docs, posts and announcements against the
 * built site, after the pages are rendered and before Docusaurus' own broken
 * links check, which stays on behind it: a link to no page, or to an anchor
 * its page lacks, stops the build naming the source file and line, the link,
 * and the nearest page or heading. The generated API pages are left to
 * Docusaurus' check (their links come from the OpenAPI description).
 */
export const linkCheck = buildStep('link-check', {
  start({context, props: {outDir, routesPaths, plugins}}, options: LinkCheckOptions) {
    const idsByRoute = new Map<string, PageIds>();
    return {
      page: ({route, tree}) => idsByRoute.set(route, idsInPage(tree)),
      finish() {
        const started = performance.now();
        const cpu = process.cpuUsage();
        const generated = path.relative(context.siteDir, options.generatedDocsDir) + path.sep;
        const sources = sourcesOf(plugins).flatMap(({source, permalink}) => {
          const file = source.replace(/^@site\//, '');
          return file.startsWith(generated)
            ? []
            : [{file, permalink, text: readFileSync(path.join(context.siteDir, file), 'utf8')}];
        });
        const site: BuiltSite = {
          baseUrl: context.baseUrl,
          routes: new Set(routesPaths),
          fileExists: (sitePath) =>
            sitePath.startsWith(context.baseUrl) &&
            existsSync(path.join(outDir, sitePath.slice(context.baseUrl.length))),
          idsOf: (route) => idsByRoute.get(route) ?? null,
        };
        // Loose candidates first; only a file with a failing candidate is parsed, and the parser decides.
        const suspects = sources.filter(
          (source) => linkProblems([{...source, links: linkCandidates(source.text)}], site).length > 0,
        );
        const pages: SourcePage[] = suspects.map((source) => ({
          ...source,
          links: sourceLinks(source.text, source.file.endsWith('.mdx') ? 'mdx' : 'md'),
        }));
        const problems = linkProblems(pages, site);
        if (problems.length > 0) throw new Error(formatLinkProblems(problems));
        const links = sources.reduce((sum, source) => sum + linkCandidates(source.text).length, 0);
        const {user, system} = process.cpuUsage(cpu);
        // CPU time as well as wall time: a busy machine stretches the wall time.
        console.log(
          `[link-check] ${links} link targets in ${sources.length} source files lead to pages and headings (${suspects.length} files parsed); ${((performance.now() - started) / 1000).toFixed(1)} s (CPU ${((user + system) / 1e6).toFixed(1)} s)`,
        );
      },
    };
  },
});
