import {escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

export type SourceLink = {url: string; line: number};

/** JSX attributes that hold a link (`<Link to>`, `<a href>`, our cards). */
const LINK_ATTRIBUTES = new Set(['href', 'to']);

/**
 * The links a Markdown or MDX source file writes, with their lines: Markdown
 * links and definitions, and string `href`/`to` attributes of JSX elements.
 */
export function sourceLinks(source: string, format: 'md' | 'mdx'): SourceLink[] {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
  if (format === 'mdx') processor.use(remarkMdx);
  // Both keep line numbers: `{#id}` heading ids would otherwise read as MDX expressions.
  const tree = processor.parse(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source))) as Root;
  const links: SourceLink[] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'link' || node.type === 'definition') links.push({url: node.url, line});
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (
          attribute.type === 'mdxJsxAttribute' &&
          LINK_ATTRIBUTES.has(attribute.name) &&
          typeof attribute.value === 'string'
        ) {
          links.push({url: attribute.value, line: attribute.position?.start.line ?? line});
        }
      }
    }
  });
  return links;
}

/** Markdown link and definition targets and JSX `href`/`to` strings, found loosely (code included). */
const LINK_CANDIDATE = /\]\(\s*<?([^\s)>]+)|^[ \t]*\[[^\]]+\]:\s*<?([^\s>]+)|\b(?:href|to)=["']([^"']+)["']/gm;

/**
 * Every string of a source that may be a link target: a superset of
 * sourceLinks (it also reads code), found in milliseconds. The check parses a
 * file only when one of these fails, so a clean site costs no parsing.
 */
export function linkCandidates(source: string): SourceLink[] {
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineAt = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  return [...source.matchAll(LINK_CANDIDATE)].map((match) => ({
    url: match[1] ?? match[2] ?? match[3] ?? '',
    line: lineAt(match.index),
  }));
}
