import {escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

/** A fenced code block found in a Markdown or MDX file. */
export type CodeBlock = {
  /** 1-based line of the opening fence. */
  line: number;
  /** First word of the info string, lower-cased; '' when missing. */
  lang: string;
  /** The rest of the info string (`needs="audio.mp3"`); '' when missing. */
  meta: string;
  code: string;
};

/** How Docusaurus reads a file (`markdown.format: 'detect'`): `.mdx` as MDX, the rest as CommonMark. */
export const formatOf = (file: string): 'md' | 'mdx' => (file.endsWith('.mdx') ? 'mdx' : 'md');

/** The Markdown tree of a page as Docusaurus parses it (front matter, directives, MDX for `.mdx`). */
export function markdownTree(source: string, format: 'md' | 'mdx'): Root {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective);
  if (format === 'mdx') processor.use(remarkMdx);
  // Both keep line numbers: `{#id}` heading ids would otherwise read as MDX expressions.
  return processor.parse(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source))) as Root;
}

/** The code blocks of a parsed page, in order: remark's `code` nodes with their language, meta and line. */
export function codeNodes(tree: Root): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  visit(tree, 'code', (node) => {
    blocks.push({
      line: node.position?.start.line ?? 1,
      lang: (node.lang ?? '').toLowerCase(),
      meta: node.meta ?? '',
      code: node.value,
    });
  });
  return blocks;
}

/**
 * The code blocks of a page. Indented code (CommonMark only; MDX has none) counts too, with no
 * language, so the checker asks for a fence. An MDX file that does not parse throws remark's
 * message with its line.
 */
export const codeBlocks = (source: string, format: 'md' | 'mdx' = 'mdx'): CodeBlock[] =>
  codeNodes(markdownTree(source, format));
