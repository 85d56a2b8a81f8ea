import type {Element, ElementContent, Root, RootContent} from 'hast';
import {parseHtml, parseHtmlFragment} from 'apipie-docs-html-tree';
import {toString} from 'hast-util-to-string';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {OMIT_FROM_TWIN_PROPERTY, TWIN_HREF_PROPERTY} from '../omit';
import {absoluteUrlOf} from '../urls';

export type ConvertOptions = {
  /** The page's URL path: relative links resolve against it, and errors name it. */
  pagePath: string;
  /** The build's origin (siteConfig.url): every site link and image in a twin is absolute on it. */
  siteUrl: string;
  /** The twin URL of a site path, or null when that path has no twin (assets, downloads). */
  twinOf: (sitePath: string) => string | null;
};

/** The page's rendered content could not be found or converted. */
export class TwinError extends Error {
  constructor(pagePath: string, problem: string) {
    super(`[markdown-twins] ${pagePath}: ${problem}`);
    this.name = 'TwinError';
  }
}

const classesOf = (node: Element): string[] => {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
};
const hasClass = (node: Element, name: string) => {
  const value = node.properties.className;
  return Array.isArray(value) && value.some((c) => String(c) === name);
};
const hasClassPrefix = (node: Element, prefix: string) => classesOf(node).some((c) => c.startsWith(prefix));
const isElement = (node: RootContent | ElementContent | Root): node is Element => node.type === 'element';

/**
 * Calls `each` on every element under `tree`, `tree` included, in document order. For the passes that
 * change no node's children: walked directly, without unist-util-visit's bookkeeping for each node.
 */
function eachElement(tree: Root | Element, each: (node: Element) => void) {
  if (tree.type === 'element') each(tree);
  for (const child of tree.children) if (child.type === 'element') eachElement(child, each);
}

function findAll(tree: Root | Element, test: (node: Element) => boolean): Element[] {
  const found: Element[] = [];
  eachElement(tree, (node) => {
    if (test(node)) found.push(node);
  });
  return found;
}

/**
 * Removes every comment under `parent`: each list of children is filtered once, where splicing out
 * the comments one by one moved the rest of a list each time.
 */
function removeComments(parent: Root | Element) {
  if (parent.children.some((child) => child.type === 'comment'))
    parent.children = parent.children.filter((child) => child.type !== 'comment') as typeof parent.children;
  for (const child of parent.children) if (child.type === 'element') removeComments(child);
}

const h = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string) => ({type: 'text' as const, value});

/**
 * Page chrome that twins leave out: navigation (breadcrumbs, pagination, the
 * TOC), buttons (copy, collapse), heading anchors, icons, loading skeletons,
 * and what our components mark for human readers only (OMIT_FROM_TWIN_ATTRIBUTE).
 */
function isChrome(node: Element): boolean {
  if (['nav', 'button', 'svg', 'script', 'style', 'noscript'].includes(node.tagName)) return true;
  if (node.properties[OMIT_FROM_TWIN_PROPERTY] !== undefined) return true;
  return ['hash-link', 'theme-doc-toc-mobile', 'theme-doc-toc-desktop', 'avatar__photo-link'].some((name) =>
    hasClass(node, name),
  );
}

/** The language of a rendered code block, from its `language-*` class. */
function codeLanguage(node: Element): string | null {
  const language = classesOf(node).find((c) => c.startsWith('language-'));
  return language ? language.slice('language-'.length) : null;
}

/** A Prism-rendered block as `<pre><code class="language-x">`: one line per `.token-line`. */
function plainCodeBlock(container: Element): ElementContent[] {
  const language = codeLanguage(container);
  const code = findAll(container, (n) => n.tagName === 'code')[0];
  if (!code) return [];
  const lines = findAll(code, (n) => hasClass(n, 'token-line'));
  const source = lines.length > 0 ? lines.map((line) => toString(line)).join('\n') : toString(code);
  const title = findAll(container, (n) => hasClassPrefix(n, 'codeBlockTitle'))[0];
  const block = h('pre', {}, [
    h('code', {className: language ? [`language-${language}`] : []}, [text(source.replace(/\n+$/, ''))]),
  ]);
  return title ? [h('p', {}, [h('em', {}, [text(toString(title))])]), block] : [block];
}

/** `<div class="theme-admonition theme-admonition-tip">` as a blockquote led by its label. */
function admonitionBlockquote(node: Element): Element {
  const heading = findAll(node, (n) => hasClassPrefix(n, 'admonitionHeading'))[0];
  const content = findAll(node, (n) => hasClassPrefix(n, 'admonitionContent'))[0];
  const type =
    classesOf(node)
      .find((c) => c.startsWith('theme-admonition-'))
      ?.slice('theme-admonition-'.length) ?? 'note';
  const label = (heading ? toString(heading).trim() : '') || type;
  const capitalized = label.charAt(0).toUpperCase() + label.slice(1);
  const labelElement = h('strong', {}, [text(`${capitalized}:`)]);
  const children = (content?.children ?? []).filter((child) => child.type !== 'text' || child.value.trim() !== '');
  const [first, ...rest] = children;
  // The label leads the first paragraph, as in "> **Tip:** Use price for batch jobs."
  if (first && isElement(first) && first.tagName === 'p')
    return h('blockquote', {}, [h('p', {}, [labelElement, text(' '), ...first.children]), ...rest]);
  return h('blockquote', {}, [h('p', {}, [labelElement]), ...children]);
}

/**
 * A tab group as labelled sections: each panel, hidden or not, follows a bold
 * paragraph with its tab's label. Works for Docusaurus tabs and the OpenAPI
 * theme's response tabs, whose list and panels sit in different wrappers.
 */
function unfoldTabs(tree: Root, pagePath: string) {
  const parentOf = new Map<Element, Element>();
  eachElement(tree, (node) => {
    for (const child of node.children) if (isElement(child)) parentOf.set(child, node);
  });
  for (const tablist of findAll(tree, (n) => n.properties.role === 'tablist')) {
    const labels = findAll(tablist, (n) => n.properties.role === 'tab').map((tab) => toString(tab).trim());
    // The group is the nearest ancestor of the list that also holds panels.
    let panels: Element[] = [];
    for (let group = parentOf.get(tablist); group && panels.length === 0; group = parentOf.get(group)) {
      panels = findAll(group, (n) => n.properties.role === 'tabpanel');
    }
    if (panels.length !== labels.length) {
      throw new TwinError(
        pagePath,
        `a tab group has ${labels.length} tabs but ${panels.length} panels (${labels.join(', ')})`,
      );
    }
    panels.forEach((panel, index) => {
      delete panel.properties.hidden;
      delete panel.properties.role;
      panel.children = [h('p', {}, [h('strong', {}, [text(labels[index] ?? '')])]), ...panel.children];
    });
    tablist.tagName = 'div';
    tablist.children = [];
    delete tablist.properties.role;
  }
}

/** A card link (category pages) wraps a heading: put the link inside the heading instead. */
function cardAsHeading(card: Element): ElementContent[] {
  const heading = findAll(card, (n) => /^h[1-6]$/.test(n.tagName))[0];
  const description = findAll(card, (n) => n.tagName === 'p')[0];
  const href = card.properties.href;
  if (!heading) return [card];
  // The title without the card's emoji icon.
  const titleNode = findAll(heading, (n) => hasClass(n, 'theme-doc-card-title'))[0] ?? heading;
  const title = toString(titleNode).trim();
  return [
    h(heading.tagName, {}, [h('a', {href}, [text(title)])]),
    ...(description ? [h('p', {}, [text(toString(description))])] : []),
  ];
}

/**
 * An author's avatar block: on a post, one line (linked name, then role); on
 * the authors page, where the name is a heading, that heading with the link
 * inside, then the role and the number of posts.
 */
function authorBlock(node: Element): ElementContent[] {
  const name = findAll(node, (n) => hasClass(n, 'avatar__name'))[0];
  const link = name && findAll(name, (n) => n.tagName === 'a')[0];
  const heading = name && findAll(name, (n) => /^h[1-6]$/.test(n.tagName))[0];
  const role = findAll(node, (n) => n.tagName === 'small')[0];
  const roleText = role ? toString(role).trim() : '';
  if (heading && link) {
    const count = findAll(name, (n) => hasClassPrefix(n, 'authorBlogPostCount'))[0];
    const details = [roleText, count ? `${toString(count).trim()} posts` : ''].filter(Boolean).join('; ');
    const title = h(heading.tagName, {}, [h('a', {href: link.properties.href}, [text(toString(heading).trim())])]);
    return details ? [title, h('p', {}, [text(details)])] : [title];
  }
  return [h('p', {}, [text('Author: '), ...(name?.children ?? []), ...(roleText ? [text(` (${roleText})`)] : [])])];
}

/** A scheme such as `https:` or `mailto:`: the link is already absolute. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A URL path as routes are named (`%20` as a space); as it is when it does not decode. */
function decodedPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * A site link (root- or path-relative) as an absolute URL: a linked page's
 * twin when it has one (anchor kept), otherwise the file itself (downloads,
 * images). Fragments and links with a scheme stay as they are. A link that names its twin's target
 * (TWIN_HREF_ATTRIBUTE) goes there.
 */
function absoluteLink(node: Element, attribute: 'href' | 'src', options: ConvertOptions) {
  const twinHref = node.properties[TWIN_HREF_PROPERTY];
  if (attribute === 'href' && typeof twinHref === 'string') {
    node.properties.href = twinHref;
    delete node.properties[TWIN_HREF_PROPERTY];
  }
  const value = node.properties[attribute];
  if (typeof value !== 'string' || value === '' || value.startsWith('#') || HAS_SCHEME.test(value)) return;
  const url = new URL(value, absoluteUrlOf(options.siteUrl, options.pagePath));
  if (attribute === 'href' && url.origin === new URL(options.siteUrl).origin) {
    const twin = options.twinOf(decodedPath(url.pathname));
    if (twin) {
      url.pathname = twin;
      url.search = '';
    }
  }
  node.properties[attribute] = url.href;
}

/** What the twin shows in place of a rendered element, or null where it keeps the element and walks into it. */
function replacementOf(node: Element): ElementContent[] | null {
  if (isChrome(node)) return [];
  if (hasClass(node, 'avatar__intro')) return authorBlock(node);
  if (hasClass(node, 'theme-code-block')) return plainCodeBlock(node);
  if (hasClass(node, 'theme-admonition')) return [admonitionBlockquote(node)];
  if (node.tagName === 'a' && hasClass(node, 'card')) return cardAsHeading(node);
  return null;
}

/**
 * Replaces the elements under `parent`, in document order, by their `replacementOf`. A replacement is
 * walked in turn (an admonition's content may hold code blocks); removed nodes are not. Walked
 * directly: unist-util-visit's bookkeeping for each node (a name given to a function, a copy of the
 * node's ancestors) cost more than the rewriting itself.
 */
function replaceElements(parent: Root | Element) {
  const children = parent.children as ElementContent[];
  let index = 0;
  while (index < children.length) {
    const node = children[index]!;
    const replacement = node.type === 'element' ? replacementOf(node) : null;
    if (replacement === null) {
      if (node.type === 'element') replaceElements(node);
      index += 1;
      continue;
    }
    children.splice(index, 1, ...replacement);
    // A node given back as it was is not walked again.
    if (replacement[0] === node) index += replacement.length;
  }
}

/** Rewrites the rendered content, in place, into plain HTML that rehype-remark maps one to one. */
function simplify(root: Root, options: ConvertOptions) {
  // React's `<!-- -->` between text parts would come out as Markdown HTML.
  removeComments(root);
  replaceElements(root);
  unfoldTabs(root, options.pagePath);
  eachElement(root, (node) => {
    if (node.tagName === 'a') absoluteLink(node, 'href', options);
    if (node.tagName === 'img') absoluteLink(node, 'src', options);
  });
}

/** The first element under `tree` that passes `test`, `tree` included, in document order. */
function findFirst(tree: Root | Element, test: (node: Element) => boolean): Element | undefined {
  if (tree.type === 'element' && test(tree)) return tree;
  for (const child of tree.children) {
    const found = child.type === 'element' ? findFirst(child, test) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * The `<main>` element of a built page's tree (the head, navbar, sidebar and footer are not the
 * page's text), as a root to convert. The conversion rewrites it in place: the tree is the
 * conversion's own (htmlToMarkdown parses it).
 */
export function mainOf(tree: Root, pagePath: string): Root {
  const main = findFirst(tree, (n) => n.tagName === 'main');
  if (!main) throw new TwinError(pagePath, 'the built page has no <main> element to convert');
  if (!findFirst(main, (n) => n.tagName === 'h1')) {
    throw new TwinError(pagePath, 'the page content has no <h1> title: its article was not found');
  }
  return {type: 'root', children: [main]};
}

const toMarkdown = unified()
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one'});

/** The Markdown of a built page's content (`mainOf`), without a directive line (see `twinDocument`). */
export function mainToMarkdown(root: Root, options: ConvertOptions): string {
  simplify(root, options);
  const markdown = toMarkdown.stringify(toMarkdown.runSync(root) as never).trim();
  if (!/\S/.test(markdown.replace(/^#.*$/m, ''))) throw new TwinError(options.pagePath, 'the twin came out empty');
  return markdown;
}

/**
 * The part of a built page's body from its first `<main` tag to its last `</main>`, or the whole page
 * when it lacks either. Parsed alone, as a fragment, the `<main>` element comes out as in the whole page
 * (`<main>` closes nothing before it in a page React rendered), and the page's
 * head, navigation and sidebars, most of its bytes, are not parsed for a twin that leaves them out.
 */
function mainSpan(html: string): string {
  const body = html.search(/<body[\s>]/);
  const start = body < 0 ? -1 : html.slice(body).search(/<main[\s>]/);
  const end = html.lastIndexOf('</main>');
  return start >= 0 && end > body + start ? html.slice(body + start, end + '</main>'.length) : html;
}

/**
 * The Markdown of a built page given as HTML (tests, and tools outside the build), parsed as a build
 * hands its pages to the step: as browsers parse, `<noscript>` content as markup.
 */
export function htmlToMarkdown(html: string, options: ConvertOptions): string {
  const span = mainSpan(html);
  const tree = span === html ? parseHtml(html) : parseHtmlFragment(span);
  return mainToMarkdown(mainOf(tree, options.pagePath), options);
}
