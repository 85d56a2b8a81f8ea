import type {Element, ElementContent, Root} from 'hast';
import {classesOf, findElement, findElements, isElement} from './hast';
import {isHeading, type Entry, type HeadingEntry, type PageOutline} from '../pageOutline';

/** What the extractor needs to know about a page besides its HTML. */
export type PageInfo = {
  path: string;
  /** The top of the hierarchy: the sidebar category or the blog's title. */
  lvl0: string;
  /** Used when the page has no h1. */
  title: string;
  keywords: string[];
  /** The front matter's summary of the page (pages.ts, IndexablePage.description). */
  description?: string | null;
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

/** The site path a link leads to when it is another page of this site, or null (an anchor, another origin). */
function otherPageOf(link: Element, pagePath: string): string | null {
  const href = link.properties.href;
  if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return null;
  const target = href.replace(/[?#].*$/, '').replace(/\/$/, '');
  return target && target !== pagePath.replace(/\/$/, '') ? target : null;
}

/**
 * Whether a list item starts with a link to another page of the site ("[Routing](…): choose the
 * provider…"): an entry of a map of pages, not this page's own account of the subject.
 */
function linksToOtherPage(item: Element, pagePath: string): boolean {
  const text = textOf(item);
  const link = findElement(item, (el) => el.tagName === 'a' && otherPageOf(el, pagePath) !== null);
  if (!link) return false;
  const linkText = textOf(link);
  return linkText !== '' && text.replace(/^\W+/, '').startsWith(linkText);
}

/** Whether a table cell holds nothing but a link to another page of the site. */
function cellIsLinkElsewhere(cell: Element, pagePath: string): boolean {
  const links = findElements(cell, (el) => el.tagName === 'a' && otherPageOf(el, pagePath) !== null);
  return links.length === 1 && textOf(links[0]!) !== '' && textOf(links[0]!) === textOf(cell);
}

/**
 * The page's description as the first text under its title, unless the page already says it (a
 * description copied from the introduction): a summary written for search results and link
 * previews names what the page is for in a reader's words, which its sections often leave to
 * details. Stays in the page's own section, so it finds the page rather than one of its headings.
 */
function withDescription(entries: Entry[], description: string | null | undefined): void {
  const summary = description ? clean(description) : '';
  if (!summary) return;
  const said = (text: string) => text.toLowerCase().includes(summary.toLowerCase());
  if (entries.some((entry) => !isHeading(entry) && said(entry.text))) return;
  for (const entry of entries) if (entry.parent >= 0) entry.parent++;
  entries.unshift({text: summary, parent: -1, role: 'summary'});
}

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
  // Set while the flow is inside a list item that names another page (linksToOtherPage).
  let inPointer = false;
  const addContent = (text: string, parent = deepestOpen(), pointer = inPointer) => {
    if (text) entries.push(pointer ? {text, parent, role: 'pointer'} : {text, parent});
  };
  const linksElsewhere = (element: Element) => linksToOtherPage(element, page.path);

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
      // A row one of whose cells is only a link to another page describes that page.
      const pointer = cells.some((cell) => cellIsLinkElsewhere(cell, page.path));
      if (rest.length === 0 || parentDepth >= 6) {
        addContent([first, ...rest].filter(Boolean).join(' — '), deepestOpen(), pointer);
        continue;
      }
      const depth = Math.max(5, parentDepth + 1) as HeadingEntry['depth'];
      // A row with its own anchor (the catalogue's model ids) is linked to directly.
      addHeading(depth, first ?? '', idOf(cells[0]) ?? idOf(row));
      addContent(rest.filter(Boolean).join(' — '), first ? entries.length - 1 : deepestOpen(), pointer);
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
      } else if (node.tagName === 'li' && !inPointer && linksElsewhere(node)) {
        inPointer = true;
        flow(node.children);
        inPointer = false;
      } else if (node.tagName !== 'header' || !h1 || !findElement(node, (el) => el === h1)) {
        flow(node.children);
      }
    }
    flush();
  };
  if (body) flow(body.children);
  withDescription(entries, page.description);

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
