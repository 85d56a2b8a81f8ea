import type {Root} from 'hast';
import {fromParse5} from 'hast-util-from-parse5';
import {parse, parseFragment} from 'parse5';
import {fastTree, type TreeKind} from './fastTree';

// As hast-util-from-html parses: <noscript> content is markup.
const PARSE5_OPTIONS = {scriptingEnabled: false};

/**
 * A page as hast, as browsers parse it: the tree parse5 and hast-util-from-parse5 build (what
 * hast-util-from-html and rehype-parse run), without source positions, which nothing here reads and
 * which make a parse several times as long. A page whose markup needs none of the HTML standard's
 * repairs, as React renders them, is read by htmlparser2 instead, several times as fast
 * (fastTree.ts; `npm run bench:build` prints the pass over the pages).
 */
export function parseHtml(html: string): Root {
  return fastTree(html, 'document') ?? parseWithParse5(html, 'document');
}

/** Part of a page (`<main>…</main>`, a rendered Markdown file) as hast, as parse5 parses a fragment. */
export function parseHtmlFragment(html: string): Root {
  return fastTree(html, 'fragment') ?? parseWithParse5(html, 'fragment');
}

/** parse5's tree alone: what `parseHtml` and `parseHtmlFragment` must equal (their tests compare). */
export function parseWithParse5(html: string, kind: TreeKind): Root {
  return fromParse5(kind === 'document' ? parse(html, PARSE5_OPTIONS) : parseFragment(html, PARSE5_OPTIONS)) as Root;
}
