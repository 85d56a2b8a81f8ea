/**
 * What a built page says about its card: where its og:image points, its
 * title and the section it belongs to, read from the page's <head>.
 */
import {Parser} from 'htmlparser2';
import {pageSection} from '../../src/pageMeta/section';
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
  return {imagePath: new URL(head.ogImage).pathname, title, section: pageSection(relativePath, head.jsonLd)};
}
