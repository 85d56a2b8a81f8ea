import type {Element, ElementContent, Root} from 'hast';
import {classesOf, findElement, findElements, isElement} from './hast';
import type {Entry, HeadingEntry, PageOutline} from '../pageOutline';

/** What the extractor needs to know about a page besides its HTML. */
export type PageInfo = {
  path: string;
  /** The top of the hierarchy: the sidebar category or the blog's title. */
  lvl0: string;
  /** Used when the page has no h1. */
  title: string;
  keywords: string[];
  /** The page documents one API operation. */
  apiOperation?: boolean;
  /** An API operation page's guide, by its site path (pages.ts, IndexablePage.guide). */
  guide?: string | null;
  /** A legal page (pages.ts, IndexablePage.legal). */
  legal?: boolean;
};

const BLOCK = new Set(
  'address article aside blockquote details dialog dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody tfoot thead tr td th ul'.split(
    ' ',
  ),
);

// Never text a reader searches for: code blocks, controls, icons, the anchor links beside headings.
const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'img',
  'button',
  'nav',
  'pre',
  'input',
  'select',
]);
const SKIPPED_CLASSES = [/\bhash-link\b/, /\btheme-doc-toc-mobile\b/, /\badmonitionHeading/, /\bsr-only\b/];

function skipped(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.tagName)) return true;
  if (element.properties.role === 'tablist' || element.properties.ariaHidden === 'true') return true;
  const className = classesOf(element).join(' ');
  return SKIPPED_CLASSES.some((pattern) => pattern.test(className));
}

/** Visible text: whitespace collapsed, zero-width spaces (Docusaurus puts one in every hash link) dropped. */
function clean(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function rawText(nodes: readonly ElementContent[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text') text += node.value;
    else if (isElement(node) && !skipped(node)) text += node.tagName === 'br' ? ' ' : rawText(node.children);
  }
  return text;
}

function textOf(node: ElementContent): string {
  return clean(rawText([node]));
}

function meta(root: Root, name: string): string | null {
  const tag = findElement(root, (el) => el.tagName === 'meta' && el.properties.name === `docsearch:${name}`);
  return typeof tag?.properties.content === 'string' ? tag.properties.content : null;
}

const idOf = (element: Element | undefined): string | null =>
  typeof element?.properties.id === 'string' ? element.properties.id : null;

/**
 * Reads a rendered page (its tree, as the site's build steps parse it once)
 * the way the DocSearch crawler reads a Docusaurus site: the title from the
 * article's h1, headings h2 to h6 with their ids, text from paragraphs,
 * list items and table cells (a table row's first cell or row header labels
 * the rest, as a level-5 heading), facets from the docsearch meta tags.
 */
export function extractOutline(document: Root, page: PageInfo): PageOutline {
  const article = findElement(document, (el) => el.tagName === 'article');
  const h1 = article && findElement(article, (el) => el.tagName === 'h1');
  const body = article && (findElement(article, (el) => /\bmarkdown\b/.test(classesOf(el).join(' '))) ?? article);

  const entries: Entry[] = [];
  // Index of the open heading at each depth (2..6), or -1.
  const open = [-1, -1, -1, -1, -1, -1, -1];
  const deepestOpen = (below = 7) => {
    for (let depth = below - 1; depth >= 2; depth--) if (open[depth]! >= 0) return open[depth]!;
    return -1;
  };
  const addHeading = (depth: HeadingEntry['depth'], text: string, anchor: string | null) => {
    if (!text) return;
    entries.push({depth, text, anchor, parent: deepestOpen(depth)});
    open[depth] = entries.length - 1;
    for (let d = depth + 1; d <= 6; d++) open[d] = -1;
  };
  const addContent = (text: string, parent = deepestOpen()) => {
    if (text) entries.push({text, parent});
  };

  const table = (element: Element) => {
    const rows = findElements(element, (el) => el.tagName === 'tr');
    const parentDepth = Math.max(1, ...[2, 3, 4, 5, 6].filter((d) => open[d]! >= 0));
    for (const row of rows) {
      // A row header (`<th scope="row">`, as in the model tables) is the row's label, like a first `td`.
      const cells = row.children.filter(
        (c): c is Element =>
          isElement(c) && (c.tagName === 'td' || (c.tagName === 'th' && c.properties.scope === 'row')),
      );
      if (cells.length === 0) continue; // header rows label columns, not content
      const [first, ...rest] = cells.map(textOf);
      if (rest.length === 0 || parentDepth >= 6) {
        addContent([first, ...rest].filter(Boolean).join(' — '));
        continue;
      }
      const depth = Math.max(5, parentDepth + 1) as HeadingEntry['depth'];
      // A row with its own anchor (the catalogue's model ids) is linked to directly.
      addHeading(depth, first ?? '', idOf(cells[0]) ?? idOf(row));
      addContent(rest.filter(Boolean).join(' — '), first ? entries.length - 1 : deepestOpen());
      for (let d = depth; d <= 6; d++) open[d] = -1;
    }
  };

  const flow = (nodes: readonly ElementContent[]) => {
    let inline: ElementContent[] = [];
    const flush = () => {
      addContent(clean(rawText(inline)));
      inline = [];
    };
    for (const node of nodes) {
      if (!isElement(node) || !BLOCK.has(node.tagName)) {
        if (node.type === 'text' || isElement(node)) inline.push(node);
        continue;
      }
      flush();
      if (skipped(node)) continue;
      const heading = /^h([1-6])$/.exec(node.tagName);
      if (heading) {
        // The page title is lvl1; a second h1 in the body is treated as a section.
        const depth = Math.max(2, Number(heading[1])) as HeadingEntry['depth'];
        if (node !== h1) addHeading(depth, textOf(node), idOf(node));
      } else if (node.tagName === 'table') {
        table(node);
      } else if (node.tagName !== 'header' || !h1 || !findElement(node, (el) => el === h1)) {
        flow(node.children);
      }
    }
    flush();
  };
  if (body) flow(body.children);

  return {
    path: page.path,
    lvl0: page.lvl0,
    lvl1: (h1 && textOf(h1)) || page.title,
    language: meta(document, 'language') ?? 'en',
    docusaurusTag: meta(document, 'docusaurus_tag') ?? 'default',
    version: meta(document, 'version'),
    keywords: page.keywords,
    ...(page.apiOperation && {apiOperation: true}),
    ...(page.guide && {guide: page.guide}),
    ...(page.legal && {legal: true}),
    entries,
  };
}
