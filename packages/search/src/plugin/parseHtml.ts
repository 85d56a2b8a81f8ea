import type {Root} from 'hast';
import {fromParse5} from 'hast-util-from-parse5';
import {parse} from 'parse5';

/**
 * A page as hast, parsed as browsers parse it and as a site's build steps may hand it to
 * `searchIndexStep`: parse5 into hast-util-from-parse5, without source positions, which nothing
 * here reads and which make a parse several times as long. <noscript> content is markup.
 */
export function parseHtml(html: string): Root {
  return fromParse5(parse(html, {scriptingEnabled: false})) as Root;
}
