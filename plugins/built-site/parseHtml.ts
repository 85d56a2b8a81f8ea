import type {Root} from 'hast';
import {fromParse5} from 'hast-util-from-parse5';
import {parse, parseFragment} from 'parse5';

// As hast-util-from-html parses: <noscript> content is markup, as it was for the build steps before.
const PARSE_OPTIONS = {scriptingEnabled: false};

/**
 * A built page as hast, parsed as browsers parse it: parse5 into hast-util-from-parse5, which is
 * what hast-util-from-html (and so rehype-parse) runs. Called directly because hast-util-from-html
 * always records every node's source position, which nothing here reads and which made the parse of
 * the whole site 3.5 times as long (measured on the built pages: 22.1 s against 6.3 s on a busy
 * machine; htmlparser2 took 1.7 s, but left tables after omitted end tags nested wrongly).
 */
export function parseHtml(html: string): Root {
  return fromParse5(parse(html, PARSE_OPTIONS)) as Root;
}

/** Part of a page (`<main>…</main>`, a rendered Markdown file) as hast, as `parseHtml` reads a whole page. */
export function parseHtmlFragment(html: string): Root {
  return fromParse5(parseFragment(html, PARSE_OPTIONS)) as Root;
}
