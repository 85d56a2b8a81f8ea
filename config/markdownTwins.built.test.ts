import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import type {Element, Root as HastRoot} from 'hast';
import type {Root as MdastRoot} from 'mdast';
import {toString as mdastText} from 'mdast-util-to-string';
import rehypeParse from 'rehype-parse';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {parse as parseLoosely, valid as closesEveryElement} from 'node-html-parser';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {beforeAll, describe, expect, it} from 'vitest';
import {parse as parseYaml} from 'yaml';
import {markdownTwinsOptions} from './markdownTwins';
import {site} from './site';
import {LLMS_FULL_TXT_FILE, LLMS_TXT_FILE, OMIT_FROM_TWIN_PROPERTY, twinUrlOf} from 'apipie-docs-markdown-twins';
import {pagePathOf, requireBuiltPageFile} from '../plugins/built-site/files';
import {llmsTxtLinks, OPENAPI_HEADING} from 'apipie-docs-markdown-twins/node';

// Checks the twins `npm run build` wrote, against the built HTML read with an
// independent parser (parse5, through rehype-parse).
const buildDir = path.resolve('build');
const fileOf = (sitePath: string) => path.join(buildDir, sitePath.slice(site.baseUrl.length));

let pages: string[] = [];
/** The origin the build was made for (SITE_URL, or production), as its sitemap names it. */
let siteUrl = '';
beforeAll(async () => {
  if (!existsSync(path.join(buildDir, LLMS_TXT_FILE)))
    throw new Error(`No ${LLMS_TXT_FILE} in ${buildDir}: run \`npm run build\` first.`);
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? ''));
  pages = locs.map((loc) => loc.pathname);
  siteUrl = locs[0]?.origin ?? '';
  // Every twin parsed once, a page a turn of the event loop: parsed in one go, on a busy machine, they held
  // the worker for over a minute, and a worker that long unresponsive fails its file with Vitest's
  // "Timeout calling onTaskUpdate" though every test passed.
  for (const page of pages) {
    twinTreeOf(page);
    await nextTurn();
  }
});

/** Lets the worker answer its runner between two pieces of CPU-bound work. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const appPages = new Set(Object.keys(markdownTwinsOptions.appPages).map((page) => `${site.baseUrl}${page}`));
const contentPages = () => pages.filter((page) => !appPages.has(page));
const twinOf = (page: string) => readFileSync(fileOf(twinUrlOf(page)), 'utf8');
const htmlOf = (page: string) => readFileSync(requireBuiltPageFile(buildDir, pagePathOf(page, site.baseUrl)), 'utf8');

const classes = (node: Element) =>
  Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];
/** Parts of <main> that are not the article: navigation, the TOC, our menu, card icons. */
const notArticle = (node: Element) =>
  node.tagName === 'nav' ||
  node.properties[OMIT_FROM_TWIN_PROPERTY] !== undefined ||
  classes(node).some((name) => ['theme-doc-toc-mobile', 'theme-doc-toc-desktop', 'hash-link'].includes(name));

type Outline = {headings: string[]; codeBlocks: number};
/** The text of an element without its non-article parts (a card's icon, a heading's anchor). */
const articleText = (node: Element): string =>
  node.children
    .map((child) =>
      child.type === 'text' ? child.value : child.type === 'element' && !notArticle(child) ? articleText(child) : '',
    )
    .join('');
const clean = (heading: string) =>
  heading
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function htmlOutline(html: string): Outline {
  // Only <main> is parsed: the whole page would triple the time.
  const tree = unified()
    .use(rehypeParse, {fragment: true})
    .parse(html.slice(html.indexOf('<main'), html.lastIndexOf('</main>') + 7)) as HastRoot;
  let main: Element | undefined;
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'main') main ??= node;
  });
  if (!main) throw new Error('no <main>');
  const headings: string[] = [];
  let codeBlocks = 0;
  visit(main, 'element', (node: Element, _index, parent) => {
    if (notArticle(node)) return 'skip';
    // The OpenAPI theme puts the operation's path in an <h2> inside a <pre>; twins show it as code.
    if ((node.tagName === 'h2' || node.tagName === 'h3') && !(parent?.type === 'element' && parent.tagName === 'pre')) {
      headings.push(clean(articleText(node)));
    }
    if (classes(node).includes('theme-code-block')) codeBlocks += 1;
    return undefined;
  });
  return {headings, codeBlocks};
}

const twinTrees = new Map<string, MdastRoot>();
/** A whole twin's Markdown tree, parsed once for the tests that read it (each test's visit leaves it as it was). */
function twinTreeOf(page: string): MdastRoot {
  if (!twinTrees.has(page))
    twinTrees.set(page, unified().use(remarkParse).use(remarkGfm).parse(twinOf(page)) as MdastRoot);
  return twinTrees.get(page)!;
}

/** The outline of a twin's body: the top-level nodes before the OpenAPI section API twins end with. */
function twinOutline(tree: MdastRoot): Outline {
  const openapiAt = tree.children.findIndex(
    (node) => node.type === 'heading' && node.depth === 2 && mdastText(node) === OPENAPI_HEADING,
  );
  const body: MdastRoot = {...tree, children: openapiAt < 0 ? tree.children : tree.children.slice(0, openapiAt)};
  const headings: string[] = [];
  let codeBlocks = 0;
  visit(body, (node) => {
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) headings.push(clean(mdastText(node)));
    if (node.type === 'code') codeBlocks += 1;
  });
  return {headings, codeBlocks};
}

/** A twin without the OpenAPI section API twins end with. */
function withoutOpenapi(twin: string): {body: string; openapi: string | null} {
  const at = twin.indexOf(`\n## ${OPENAPI_HEADING}\n`);
  return at < 0 ? {body: twin, openapi: null} : {body: twin.slice(0, at), openapi: twin.slice(at)};
}

describe('built Markdown twins', () => {
  it('exist for every sitemap URL and open with the llms.txt directive', () => {
    expect(pages.length).toBeGreaterThan(100);
    const missing = pages.filter((page) => !existsSync(fileOf(twinUrlOf(page))));
    expect(missing).toEqual([]);
    const withoutDirective = pages.filter(
      (page) => !twinOf(page).startsWith(`> Documentation index: [${siteUrl}${site.baseUrl}${LLMS_TXT_FILE}]`),
    );
    expect(withoutDirective).toEqual([]);
  });

  // Claude Code reads about 100,000 characters of a page; afdocs' page-size-markdown fails above it
  // and warns above half of it. Characters, as agents and afdocs count them, not bytes.
  it('are each at most 100,000 characters, and under 50,000', () => {
    const sizes = pages.map((page) => ({page, characters: twinOf(page).length}));
    expect(sizes.filter(({characters}) => characters > 100_000)).toEqual([]);
    expect(sizes.filter(({characters}) => characters >= 50_000)).toEqual([]);
  });

  it('of the catalogue lead with prose on querying models.json and list_models, and leave the rows to them', () => {
    const twin = twinOf(`${site.baseUrl}Models/Catalogue`);
    const tree = twinTreeOf(`${site.baseUrl}Models/Catalogue`);
    const firstTable = twin.indexOf('\n|');
    expect(twin.indexOf(`${siteUrl}${site.baseUrl}models.json`)).toBeGreaterThan(0);
    expect(twin).toContain('`list_models`');
    expect(twin).toContain('select(any(.variants[]; .type == "embedding"))');
    let tables = 0;
    visit(tree, 'table', () => void (tables += 1));
    expect({firstTable, tables}).toEqual({firstTable: -1, tables: 0});
    // The vendor pages keep their own rows, in their twins too.
    expect(twinOf(`${site.baseUrl}Models/OpenAI`)).toMatch(/^\| \[`gpt-4o`\]/m);
  });

  // Announcements' links to catalogue rows are checked with every other twin link below.
  it("of vendor pages link no model id to the catalogue twin's rows, which it leaves out, but to models.json", () => {
    const catalogueTwin = `${siteUrl}${twinUrlOf(`${site.baseUrl}Models/Catalogue`)}`;
    const vendorPages = pages.filter((page) => page.startsWith(`${site.baseUrl}Models/`));
    expect(vendorPages.length).toBeGreaterThan(10);
    const toRows = vendorPages.flatMap((page) => {
      const found: string[] = [];
      visit(twinTreeOf(page), 'link', (node) => {
        if (node.url.startsWith(`${catalogueTwin}#`)) found.push(node.url);
      });
      return found.length > 0 ? [{page, found}] : [];
    });
    expect(toRows).toEqual([]);
    expect(twinOf(`${site.baseUrl}Models/OpenAI`)).toMatch(/^\| \[`gpt-4o`\]\(https:\/\/[^)]+\/docs\/models\.json\) /m);
  });

  it('link only absolutely (or to a fragment of themselves), so links survive a saved or quoted twin', () => {
    const relative = pages.flatMap((page) => {
      const found: string[] = [];
      visit(twinTreeOf(page), (node) => {
        if ((node.type === 'link' || node.type === 'image') && !/^([a-z][a-z0-9+.-]*:|#)/i.test(node.url))
          found.push(node.url);
      });
      return found.length > 0 ? [{page, found}] : [];
    });
    expect(relative).toEqual([]);
  });

  it("link to twins that exist, and to fragments those twins have: a heading's slug", () => {
    const twinPathOf = new Map(pages.map((page) => [`${siteUrl}${twinUrlOf(page)}`, page]));
    const anchors = new Map<string, Set<string>>();
    /** The fragments a twin has: its headings' slugs, as GitHub and other Markdown readers make them. */
    const anchorsOf = (page: string) => {
      if (!anchors.has(page)) {
        const slugger = createSlugger();
        const slugs = new Set<string>();
        visit(twinTreeOf(page), 'heading', (node) => void slugs.add(slugger.slug(mdastText(node))));
        anchors.set(page, slugs);
      }
      return anchors.get(page)!;
    };
    const broken = pages.flatMap((page) => {
      const found: string[] = [];
      visit(twinTreeOf(page), 'link', (node) => {
        const hash = node.url.indexOf('#');
        const target = hash < 0 ? node.url : node.url.slice(0, hash);
        const fragment = hash < 0 ? '' : decodeURIComponent(node.url.slice(hash + 1));
        if (target !== '' && !target.endsWith('.md')) return;
        const linked = target === '' ? page : twinPathOf.get(target);
        if (linked === undefined) {
          if (target.startsWith(`${siteUrl}${site.baseUrl}`)) found.push(`${node.url} (no such twin)`);
          return;
        }
        if (fragment && !anchorsOf(linked).has(fragment)) found.push(`${node.url} (no such heading)`);
      });
      return found.length > 0 ? [{page, found}] : [];
    });
    expect(broken).toEqual([]);
  });

  it("link to pages of the site through their twins, on the build's own origin", () => {
    const twinUrls = new Set(pages.map((page) => `${siteUrl}${twinUrlOf(page)}`));
    // The body, after the directive line and its link to llms.txt.
    const body = twinOf(`${site.baseUrl}Features/Routing`).split('\n').slice(1).join('\n');
    const twinLinks = body.match(/\]\((https?:[^)\s#]+)/g) ?? [];
    const siteLinks = twinLinks
      .map((link) => link.slice(2))
      .filter((url) => url.startsWith(`${siteUrl}${site.baseUrl}`));
    expect(siteLinks.length).toBeGreaterThan(0);
    expect(siteLinks.filter((url) => !twinUrls.has(url))).toEqual([]);
  });

  it('have the h2/h3 headings and the number of code blocks of the HTML article', async () => {
    const mismatches = [];
    for (const page of contentPages()) {
      const html = htmlOutline(htmlOf(page));
      const twin = twinOutline(twinTreeOf(page));
      const same =
        JSON.stringify(html.headings) === JSON.stringify(twin.headings) && html.codeBlocks === twin.codeBlocks;
      if (!same) mismatches.push({page, html, twin});
      await nextTurn();
    }
    expect(mismatches).toEqual([]);
  });

  it('leak no raw HTML tags outside code', () => {
    const leaks = pages.flatMap((page) => {
      const found: string[] = [];
      visit(twinTreeOf(page), (node) => {
        if (node.type === 'html') found.push(node.value);
        if (node.type === 'text' && /<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>/i.test(node.value)) found.push(node.value);
      });
      return found.length > 0 ? [{page, found}] : [];
    });
    expect(leaks).toEqual([]);
  });

  it("end API operation pages with the operation's OpenAPI fragment, $refs resolved", () => {
    const apiPages = contentPages().filter((page) => withoutOpenapi(twinOf(page)).openapi !== null);
    expect(apiPages.length).toBeGreaterThanOrEqual(20);
    for (const page of apiPages) {
      const yaml = /```yaml\n([\s\S]*?)\n```/.exec(withoutOpenapi(twinOf(page)).openapi ?? '')?.[1] ?? '';
      const fragment = parseYaml(yaml) as {paths: Record<string, Record<string, {operationId: string}>>};
      const operations = Object.values(fragment.paths).flatMap((item) => Object.values(item));
      expect(operations, page).toHaveLength(1);
      expect(yaml, page).not.toMatch(/\$ref: "?#\/components\/(responses|parameters|requestBodies)/);
    }
  });

  // Tags and the last-updated date say what a page is and how fresh: content. Editing, feedback and
  // paging between pages are for a person in a browser.
  it('carry no page chrome: no edit link, feedback question or pagination, on docs, API pages and posts', () => {
    const chromeText = /^(Edit this page|Was this page helpful|Open an issue)/;
    const pagingLink = /^(Previous|Next|Newer post|Older post|Newer entries|Older entries)\b/;
    const carrying = pages.flatMap((page) => {
      const found = new Set<string>();
      visit(twinTreeOf(page), (node) => {
        const text = node.type === 'link' || node.type === 'paragraph' ? mdastText(node).trim() : '';
        if (chromeText.test(text) || (node.type === 'link' && pagingLink.test(text))) found.add(text.slice(0, 60));
      });
      return found.size > 0 ? [{page, found: [...found]}] : [];
    });
    expect(pages.some((page) => page.includes('/blog/2025/')) && pages.some((page) => page.includes('/api/'))).toBe(
      true,
    );
    expect(carrying).toEqual([]);
  });

  it('of posts carry the title, date, authors and tags', () => {
    const post = twinOf(`${site.baseUrl}blog/2025/06/12/search-grounding-vs-rag`);
    expect(post).toMatch(/^# Search grounding or RAG\?/m);
    expect(post).toContain('June 12, 2025');
    expect(post).toContain(`\nAuthor: [APIpie Team](${siteUrl}/docs/blog/authors/apipie-team.md)`);
    expect(post).toContain(`**Tags:**\n\n- [Guides](${siteUrl}/docs/blog/tags/guides.md`);
  });
});

describe("built HTML read by the parser agents' checkers use", () => {
  // node-html-parser (afdocs) does not apply the HTML standard's omitted end tags: a table
  // without </td></tr></tbody> left <main> unclosed and the page's content unreadable to it.
  // The site's HTML minifier (swc, patched: config/future.ts) keeps every end tag.
  it('closes every element and keeps <main> with its title on every page', () => {
    const unreadable = pages.filter((page) => {
      const html = htmlOf(page);
      return !closesEveryElement(html) || !parseLoosely(html).querySelector('main')?.querySelector('h1');
    });
    expect(unreadable).toEqual([]);
  });
});

describe('built llms.txt', () => {
  const read = () => readFileSync(path.join(buildDir, LLMS_TXT_FILE), 'utf8');

  it('stays within its size limit', () => {
    expect(read().length).toBeLessThanOrEqual(markdownTwinsOptions.llmsTxtMaxChars);
  });

  it('has its sections in sidebar order, Optional last', () => {
    const sections = read().match(/^## .+$/gm) ?? [];
    expect(sections.slice(0, 4)).toEqual(['## Get started', '## Features', '## Models', '## Integrations']);
    expect(sections.filter((s) => s.startsWith('## Integrations: ')).length).toBeGreaterThanOrEqual(4);
    expect(sections.filter((s) => s.startsWith('## API reference: ')).length).toBeGreaterThanOrEqual(5);
    expect(sections.at(-1)).toBe('## Optional');
  });

  it("links only to twins that exist, by absolute URL on the build's origin, one per entry", () => {
    const links = llmsTxtLinks(read());
    expect(links.length).toBeGreaterThan(100);
    expect(links.filter((link) => !link.startsWith(`${siteUrl}${site.baseUrl}`))).toEqual([]);
    const paths = links.map((link) => new URL(link).pathname);
    expect(paths.filter((link) => !link.endsWith('.md') || !existsSync(fileOf(link)))).toEqual([]);
    expect(new Set(links).size).toBe(links.length);
  });

  it('lists every page of the sitemap, as afdocs expects (llms-txt-coverage)', () => {
    const listed = new Set(llmsTxtLinks(read()).map((link) => new URL(link).pathname));
    expect(pages.filter((page) => !listed.has(twinUrlOf(page)))).toEqual([]);
  });

  it('has a full-text companion holding every docs twin in the same order', () => {
    const full = readFileSync(path.join(buildDir, LLMS_FULL_TXT_FILE), 'utf8');
    const optionalAt = read().indexOf('\n## Optional');
    const docsLinks = llmsTxtLinks(read().slice(0, optionalAt));
    let at = -1;
    for (const link of docsLinks) {
      const next = full.indexOf(`This page as Markdown: ${link};`);
      expect(next, link).toBeGreaterThan(at);
      at = next;
    }
  });
});
