import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Element} from 'domhandler';
import {parseDocument, DomUtils} from 'htmlparser2';
import {redirectCheckOptions} from '../../config/redirectCheck';
import {requireBuiltPageFile} from '../../plugins/built-site/files';
import {routeOf, sourcesNow} from 'apipie-docs-redirects/node';
import {API_PAGES_AXED_AS_SERVED, API_PAGES_SOURCE} from './apiPages';

/**
 * Which sitemap pages the crawl runs axe on, chosen from the built HTML: one
 * page of every template (the classes on `<html>`), whole, preferring the
 * page with the most markup of its own; and every other page whose content
 * (the `.markdown` containers) has markup of its own (tables, tabs, images,
 * components...), on that content, unless another test runs axe on that
 * page whole (the API pages, as served). Prose (headings, paragraphs, lists,
 * links, code blocks and their buttons) is the template's markup and is
 * covered by the template's page.
 */

/** Markup a page's content can bring, by what it is called in the crawl's summary. */
type OwnMarkup =
  'table' | 'tabs' | 'image or media' | 'details' | 'form control' | 'admonition' | `component ${string}`;

export type PagePlan = {
  relative: string;
  template: string;
  ownMarkup: OwnMarkup[];
  hasCodeBlock: boolean;
  /**
   * The repository path of the page's source: its Markdown (docs and posts), the API description for the
   * API pages gen:api makes from it; none for lists and tag pages.
   */
  source: string | undefined;
};

/** Axe on the whole page (a template's page), or on its content only (the template's page covers the rest). */
export type AxePick = {scope: 'page' | 'content'; reason: string};

/** The content containers a content-scoped axe run includes. */
export const CONTENT_SELECTOR = '.markdown';

export type AxePlan = {
  /** Picked pages, each with what axe covers there and why. */
  picked: Map<string, AxePick>;
  /** Pages with markup of their own that another test runs axe on whole, each with that test. */
  elsewhere: Map<string, string>;
  /**
   * The pages a change run gives every check: each template's page and the first picked page with each
   * kind of markup of its own. The others' checks are tagged for the full run, and for a change run
   * that touches their source (suiteScope.ts).
   */
  sample: Set<string>;
  /** One line per reason, for the crawl to print. */
  summary: string[];
  pages: PagePlan[];
};

// CSS-module classes (`name_hash`) of theme markup every prose page has: heading anchors and code blocks.
const PROSE_MODULES = /^(anchorTarget|codeBlock|buttonGroup|copyButton|wordWrap)/;
const MODULE_CLASS = /^([a-zA-Z][\w-]*?)_[\w-]{4,5}$/;

function ownMarkupOf(element: Element): OwnMarkup[] {
  const found: OwnMarkup[] = [];
  const name = element.name;
  if (name === 'table') found.push('table');
  if (element.attribs.role === 'tablist') found.push('tabs');
  if (['img', 'picture', 'svg', 'video', 'audio', 'iframe', 'canvas', 'object'].includes(name))
    found.push('image or media');
  if (name === 'details') found.push('details');
  if (['form', 'input', 'select', 'textarea', 'button'].includes(name)) found.push('form control');
  if ((element.attribs.class ?? '').split(/\s+/).includes('theme-admonition')) found.push('admonition');
  return found;
}

/** The outermost CSS-module class (`name_hash`) of each component in the content, by name. */
function componentsIn(elements: Element[]): OwnMarkup[] {
  const found: OwnMarkup[] = [];
  const visit = (element: Element) => {
    const module = (element.attribs.class ?? '')
      .split(/\s+/)
      .map((cls) => MODULE_CLASS.exec(cls)?.[1])
      .find((name) => name && !PROSE_MODULES.test(name));
    if (module) found.push(`component ${module}`);
    else for (const child of element.children) if (child.type === 'tag') visit(child as Element);
  };
  elements.forEach(visit);
  return found;
}

/** What one built page is made of. */
export function planPage(buildDir: string, relative: string): PagePlan {
  const document = parseDocument(readFileSync(requireBuiltPageFile(buildDir, relative), 'utf8'));
  const html = DomUtils.findOne((element) => element.name === 'html', document.children);
  // The page's own id class aside, <html>'s classes name its template (docs page, API page, blog post, tag list...).
  const template = (html?.attribs.class ?? '')
    .split(/\s+/)
    .filter((cls) => cls && !cls.startsWith('docs-doc-id-'))
    .join(' ');
  const contents = DomUtils.findAll(
    (element) => (element.attribs.class ?? '').split(/\s+/).includes('markdown'),
    document.children,
  );
  const inside = contents.flatMap((content) => DomUtils.findAll(() => true, content.children));
  const ownMarkup = [...new Set([...inside.flatMap(ownMarkupOf), ...componentsIn(contents)])];
  const hasCodeBlock = inside.some((element) => element.name === 'pre');
  const source =
    sourceOfRoute().get(`/${relative}`) ?? (API_PAGES_AXED_AS_SERVED.includes(relative) ? API_PAGES_SOURCE : undefined);
  return {relative, template, ownMarkup, hasCodeBlock, source};
}

let sourcesByRoute: Map<string, string> | undefined;

/**
 * Each page's source file by its route, by the rule the build's gate on removed pages derives routes
 * with (edit links name the source only where the build knows its repository).
 */
function sourceOfRoute(): Map<string, string> {
  const {layout} = redirectCheckOptions;
  sourcesByRoute ??= new Map(
    sourcesNow(path.resolve(__dirname, '../..'), layout).flatMap((source): [string, string][] => {
      const route = routeOf(source, layout);
      return route ? [[route, source.file]] : [];
    }),
  );
  return sourcesByRoute;
}

/** `axedElsewhere`: pages another test runs axe on whole, each with that test. */
export function planAxe(
  buildDir: string,
  relatives: string[],
  axedElsewhere: ReadonlyMap<string, string> = new Map(),
): AxePlan {
  const pages = relatives.map((relative) => planPage(buildDir, relative));
  const picked = new Map<string, AxePick>();
  const elsewhere = new Map<string, string>();
  const templates = [...new Set(pages.map((page) => page.template))];
  const templatePicks: string[] = [];
  for (const template of templates) {
    const ofTemplate = pages.filter((page) => page.template === template);
    // The most markup of its own, then a code block (theme markup that prose pages share), then sitemap order.
    const score = (page: PagePlan) => page.ownMarkup.length * 2 + (page.hasCodeBlock ? 1 : 0);
    const chosen = ofTemplate.reduce((best, page) => (score(page) > score(best) ? page : best));
    picked.set(chosen.relative, {scope: 'page', reason: `the page of template "${template}"`});
    templatePicks.push(chosen.relative);
  }
  let withOwnMarkup = 0;
  for (const page of pages) {
    if (page.ownMarkup.length === 0 || picked.has(page.relative)) continue;
    const otherTest = axedElsewhere.get(page.relative);
    if (otherTest) {
      elsewhere.set(page.relative, otherTest);
      continue;
    }
    picked.set(page.relative, {scope: 'content', reason: `its content has ${page.ownMarkup.join(', ')}`});
    withOwnMarkup += 1;
  }

  const sample = new Set(templatePicks);
  for (const markup of new Set(pages.flatMap((page) => page.ownMarkup))) {
    const first = pages.find((page) => picked.has(page.relative) && page.ownMarkup.includes(markup));
    if (first) sample.add(first.relative);
  }

  const counts = new Map<string, number>();
  for (const page of pages) for (const markup of page.ownMarkup) counts.set(markup, (counts.get(markup) ?? 0) + 1);
  const summary = [
    `axe: ${picked.size} of ${pages.length} sitemap pages`,
    `sample for a change run: ${sample.size} pages, every template and every kind of markup of their own: ${[...sample].map((relative) => `/docs/${relative}`).join(', ')}`,
    `  ${templatePicks.length} whole, one per template: ${templatePicks.map((relative) => `/docs/${relative}`).join(', ')}`,
    `  ${withOwnMarkup} more on their content (${CONTENT_SELECTOR}), which has markup of its own; pages with each kind: ` +
      [...counts].map(([markup, count]) => `${markup} ${count}`).join(', '),
    ...[...new Set(elsewhere.values())].map(
      (test) =>
        `  ${[...elsewhere.values()].filter((t) => t === test).length} more with markup of their own left to ${test}, which runs axe on them whole`,
    ),
  ];
  return {picked, elsewhere, sample, summary, pages};
}
