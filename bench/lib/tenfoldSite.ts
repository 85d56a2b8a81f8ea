import {cp, readFile, readdir, rm} from 'node:fs/promises';
import path from 'node:path';
import {DEFAULT_SYNONYMS_FILE, extractOutline, readIndexPages, writeIndex} from 'apipie-docs-search/node';
import {INDEX_ROUTE, type PageOutline, parseSynonyms} from 'apipie-docs-search';
import {pagePathOf, requireBuiltPageFile} from '../../plugins/built-site/files';
import {parseHtml} from 'apipie-docs-html-tree';
import {site} from '../../config/site';

const BASE_PATH = site.baseUrl;

/** The guides: every doc folder but the generated API reference. */
export const GUIDE_DIRS = ['Features', 'Models', 'Integrations', 'Migrate', 'Terms'];
export const COPIES = 10;

/** `/docs/Features/x` in copy `n` (2..10) is `/docs/copy-n/Features/x`. */
export function copyPath(pagePath: string, n: number): string {
  return `${BASE_PATH}copy-${n}/${pagePath.slice(BASE_PATH.length)}`;
}

function isGuide(pagePath: string): boolean {
  return GUIDE_DIRS.some((dir) => pagePath.startsWith(`${BASE_PATH}${dir}/`));
}

/** A built page of the copied site, parsed as the build's one pass parses it (plugins/built-site). */
async function treeOf(siteDir: string, pagePath: string) {
  return parseHtml(await readFile(requireBuiltPageFile(siteDir, pagePathOf(pagePath, BASE_PATH)), 'utf8'));
}

/**
 * The 10× site: a copy of the built site whose guides (their rendered
 * pages) are there ten times, under /docs/copy-2/ to /docs/copy-10/, and the
 * local index written from all of them by the search-index plugin's own
 * extractor and writer, as `npm run build` would write it had the sources
 * been copied. Pagefind indexes the same folder.
 */
export async function buildTenfoldSite(siteDir: string, outDir: string, siteUrl: string): Promise<{pages: number}> {
  await rm(outDir, {recursive: true, force: true});
  await cp(siteDir, outDir, {recursive: true, filter: (source) => !source.includes(`${path.sep}pagefind`)});
  for (let n = 2; n <= COPIES; n++) {
    for (const dir of GUIDE_DIRS) {
      await cp(path.join(siteDir, dir), path.join(outDir, `copy-${n}`, dir), {recursive: true});
      // A section's index page is built as <dir>.html beside its folder.
      const sibling = (await readdir(siteDir)).find((file) => file === `${dir}.html`);
      if (sibling) await cp(path.join(siteDir, sibling), path.join(outDir, `copy-${n}`, sibling));
    }
  }
  const originals = readIndexPages(path.join(siteDir, INDEX_ROUTE));
  const outlines: PageOutline[] = [];
  for (const page of originals) {
    const paths = [
      page.path,
      ...(isGuide(page.path) ? Array.from({length: COPIES - 1}, (_, i) => copyPath(page.path, i + 2)) : []),
    ];
    for (const pagePath of paths) {
      const tree = await treeOf(outDir, pagePath);
      outlines.push(extractOutline(tree, {path: pagePath, lvl0: page.lvl0, title: page.lvl1, keywords: page.keywords}));
    }
  }
  await rm(path.join(outDir, INDEX_ROUTE), {recursive: true, force: true});
  const synonymsFile = DEFAULT_SYNONYMS_FILE;
  const groups = parseSynonyms(await readFile(synonymsFile, 'utf8'), synonymsFile);
  await writeIndex(path.join(outDir, INDEX_ROUTE), siteUrl, outlines, {groups, file: synonymsFile});
  return {pages: outlines.length};
}
