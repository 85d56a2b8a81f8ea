import {cp, mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {requireBuiltPageFile} from '../../../plugins/built-site/files';
import {INDEX_ROUTE} from 'apipie-docs-search';
import {SITE_FILES} from '../docsSite';
import {twinPathOf} from 'apipie-docs-markdown-twins';

/** Build files the server reads that exist today. */
const BUILT_FILES = [INDEX_ROUTE, SITE_FILES.openapi, '404.html'];

/** Pages whose Markdown twins the tests read: the home page and one guide. */
export const TWIN_PAGES = [
  {path: '', source: 'docs/intro.mdx'},
  {path: 'Features/Routing', source: 'docs/Features/Routing.mdx'},
] as const;

/**
 * Pages whose HTML (and twin) report_docs_issue reads in the tests: guides, an API operation, a post, the home page.
 */
export const HTML_PAGES = [
  '',
  'Features/Routing',
  'api/chatcompletions',
  'Integrations/Coding/Docs-MCP',
  'blog/2025/06/12/search-grounding-vs-rag',
] as const;

const FIXTURE_NOTE = '<!-- Test fixture: stands in for the published file until the site build writes it. -->';

export type TestSite = {
  root: string;
  /** Site files written as fixtures because the build has no real ones yet. */
  fixtures: string[];
  remove: () => Promise<void>;
};

function frontMatter(source: string, file: string): {title: string; description: string} {
  const match = /^---\n([\s\S]*?)\n---/.exec(source);
  const data = match ? (parseYaml(match[1]!) as {title?: string; description?: string}) : {};
  if (!data.title || !data.description) throw new Error(`${file} has no title and description in its front matter`);
  return {title: data.title, description: data.description};
}

/** A twin with the page's own title and description: enough to tell pages apart. */
async function fixtureTwin(source: string): Promise<string> {
  const {title, description} = frontMatter(await readFile(source, 'utf8'), source);
  return `${FIXTURE_NOTE}\n# ${title}\n\n${description}\n`;
}

/** An llms.txt in the llmstxt.org shape, listing the twin pages. */
async function fixtureLlmsTxt(siteUrl: string): Promise<string> {
  const links = await Promise.all(
    TWIN_PAGES.map(async ({path: page, source}) => {
      const {title, description} = frontMatter(await readFile(source, 'utf8'), source);
      return `- [${title}](${siteUrl}${twinPathOf(page)}): ${description}`;
    }),
  );
  return `# APIpie\n\n> Test fixture standing in for the published llms.txt.\n\n## Docs\n\n${links.join('\n')}\n`;
}

/**
 * A copy of the files the MCP server reads from a build, in a temporary
 * folder the tests may change. Markdown twins, llms.txt and models.json are
 * copied when the build has them and written as fixtures when it does not.
 */
export async function prepareTestSite(buildDir: string, siteUrl: string): Promise<TestSite> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'docs-mcp-site-'));
  const fixtures: string[] = [];
  for (const file of BUILT_FILES) await cp(path.join(buildDir, file), path.join(root, file), {recursive: true});
  const place = async (relative: string, fixture: () => Promise<string>) => {
    const target = path.join(root, relative);
    await mkdir(path.dirname(target), {recursive: true});
    if (existsSync(path.join(buildDir, relative))) return cp(path.join(buildDir, relative), target);
    fixtures.push(relative);
    await writeFile(target, await fixture());
  };
  for (const {path: page, source} of TWIN_PAGES) await place(twinPathOf(page), () => fixtureTwin(source));
  for (const page of HTML_PAGES) {
    const html = path.relative(buildDir, requireBuiltPageFile(buildDir, page));
    await mkdir(path.dirname(path.join(root, html)), {recursive: true});
    await cp(path.join(buildDir, html), path.join(root, html));
    if (existsSync(path.join(buildDir, twinPathOf(page))))
      await cp(path.join(buildDir, twinPathOf(page)), path.join(root, twinPathOf(page)));
  }
  await place(SITE_FILES.llms, () => fixtureLlmsTxt(siteUrl));
  // The build publishes data/models.json as it is (sorted); a build without it gets the same text.
  await place(SITE_FILES.models, () => readFile('data/models.json', 'utf8'));
  return {root, fixtures, remove: () => rm(root, {recursive: true, force: true})};
}
