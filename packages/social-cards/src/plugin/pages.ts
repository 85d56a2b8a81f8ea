/**
 * What a built page says about its card: where its og:image points, its
 * title and the section it belongs to, read from the page's <head>.
 */
import type {Root} from 'hast';
import {toString} from 'hast-util-to-string';
import type {CardText} from './draw';
import {findElement, findElements} from './hast';

export type PageCard = CardText & {
  /** The card's URL path (from og:image), e.g. /docs/img/cards/Features/Routing.png. */
  imagePath: string;
};

/**
 * The section a card names above the title, from the page's path under the base URL and the JSON-LD
 * items in its head: the site's rule (a breadcrumb trail, an article's section).
 */
export type SectionOf = (relativePath: string, jsonLd: readonly unknown[]) => string;

type HeadFacts = {ogImage?: string; ogTitle?: string; jsonLd: unknown[]};

function readHead(tree: Root): HeadFacts {
  const head = findElement(tree, (element) => element.tagName === 'head');
  const facts: HeadFacts = {jsonLd: []};
  if (!head) return facts;
  const ogMeta = (property: string) => {
    const content = findElement(head, (el) => el.tagName === 'meta' && el.properties.property === property)?.properties
      .content;
    return typeof content === 'string' ? content : undefined;
  };
  facts.ogImage = ogMeta('og:image');
  facts.ogTitle = ogMeta('og:title');
  for (const script of findElements(
    head,
    (el) => el.tagName === 'script' && el.properties.type === 'application/ld+json',
  ))
    facts.jsonLd.push(JSON.parse(toString(script)));
  return facts;
}

/**
 * The card of one built page, or null when the page names no card of ours
 * (client-side redirect pages). `titleSuffix` is what Docusaurus appends to every title (" | APIpie").
 */
export function pageCard(
  tree: Root,
  file: string,
  {
    cardUrlPrefix,
    titleSuffix,
    relativePath,
    sectionOf,
  }: {cardUrlPrefix: string; titleSuffix: string; relativePath: string; sectionOf: SectionOf},
): PageCard | null {
  const head = readHead(tree);
  if (!head.ogImage?.startsWith(cardUrlPrefix)) return null;
  if (!head.ogTitle) throw new Error(`${file}: the page has a social card but no og:title to draw on it.`);
  const title = head.ogTitle.endsWith(titleSuffix) ? head.ogTitle.slice(0, -titleSuffix.length) : head.ogTitle;
  return {imagePath: new URL(head.ogImage).pathname, title, section: sectionOf(relativePath, head.jsonLd)};
}
