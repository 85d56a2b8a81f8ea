/**
 * What a built page says about its card: where its og:image points, its
 * title and the section it belongs to, read from the page's <head>.
 */
import {Parser} from 'htmlparser2';
import {sectionOf} from '../../src/pageMeta/section';
import type {CardText} from './draw';

export type PageCard = CardText & {
  /** The card's URL path (from og:image), e.g. /docs/img/cards/Features/Routing.png. */
  imagePath: string;
};

type HeadFacts = {ogImage?: string; ogTitle?: string; jsonLd: unknown[]};

function readHead(html: string): HeadFacts {
  const end = html.indexOf('</head>');
  const facts: HeadFacts = {jsonLd: []};
  let inJsonLd = false;
  let json = '';
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'meta' && attributes.property === 'og:image') facts.ogImage = attributes.content;
      if (name === 'meta' && attributes.property === 'og:title') facts.ogTitle = attributes.content;
      if (name === 'script' && attributes.type === 'application/ld+json') {
        inJsonLd = true;
        json = '';
      }
    },
    ontext(text) {
      if (inJsonLd) json += text;
    },
    onclosetag(name) {
      if (name === 'script' && inJsonLd) {
        inJsonLd = false;
        facts.jsonLd.push(JSON.parse(json));
      }
    },
  });
  parser.end(end === -1 ? html : html.slice(0, end));
  return facts;
}

type LdItem = {'@type'?: string; articleSection?: string; itemListElement?: {name?: string}[]};

/**
 * The section a card shows: the article's own section (guides and API
 * operations), Blog or Announcements for posts, the breadcrumb trail of
 * category pages, or Docs.
 */
export function cardSection(relativePath: string, jsonLd: unknown[]): string {
  const items = jsonLd as LdItem[];
  const article = items.find((item) => typeof item.articleSection === 'string');
  if (article) return article.articleSection!;
  const top = relativePath.split('/')[0];
  if (top === 'blog') return 'Blog';
  if (top === 'announcements') return 'Announcements';
  const trail = items.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
  return sectionOf(
    trail
      .slice(0, -1)
      .map((item) => item.name ?? '')
      .filter(Boolean),
  );
}

/**
 * The card of one built page, or null when the page names no card of ours
 * (client-side redirect pages). `titleSuffix` is what Docusaurus appends to every title (" | APIpie").
 */
export function pageCard(
  html: string,
  file: string,
  {cardUrlPrefix, titleSuffix, relativePath}: {cardUrlPrefix: string; titleSuffix: string; relativePath: string},
): PageCard | null {
  const head = readHead(html);
  if (!head.ogImage?.startsWith(cardUrlPrefix)) return null;
  if (!head.ogTitle) throw new Error(`${file}: the page has a social card but no og:title to draw on it.`);
  const title = head.ogTitle.endsWith(titleSuffix) ? head.ogTitle.slice(0, -titleSuffix.length) : head.ogTitle;
  return {imagePath: new URL(head.ogImage).pathname, title, section: cardSection(relativePath, head.jsonLd)};
}
