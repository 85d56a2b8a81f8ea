import type {ElementContent, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {unified} from 'unified';

const toHast = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

/** A description from the OpenAPI file as hast: CommonMark + GFM, raw HTML dropped. */
export function markdownToHast(markdown: string): ElementContent[] {
  const tree = toHast.runSync(toHast.parse(markdown)) as Root;
  return tree.children.filter(
    (node): node is ElementContent => node.type !== 'doctype' && !(node.type === 'text' && node.value.trim() === ''),
  );
}

/** The same, as an HTML string (tests and one-line uses). */
export function markdownToHtml(markdown: string): string {
  return toHtml({type: 'root', children: markdownToHast(markdown)});
}
