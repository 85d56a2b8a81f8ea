import {unified, type Plugin} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import {toHtml} from 'hast-util-to-html';
import {createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Heading, Nodes, Parent, Root} from 'mdast';
import {escapeHtml} from '../escapeHtml';

/**
 * For `npm start`, where Docusaurus renders no HTML: turns a Markdown or MDX
 * source into HTML shaped like the built page (an article with a `markdown`
 * body, headings with the ids Docusaurus would give them, the docsearch meta
 * tags), so the same extractor reads it. It preprocesses the source as
 * Docusaurus does (`{#id}` heading ids, admonition directives). JSX elements
 * and admonitions are unwrapped to their children; text passed to components
 * only as props is not seen.
 */
export type SourcePage = {
  source: string;
  format: 'md' | 'mdx';
  title: string;
  meta: Record<string, string | null>;
};

const DROPPED = new Set(['yaml', 'html', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);
const UNWRAPPED = new Set([
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'containerDirective',
  'leafDirective',
  'textDirective',
]);

function plainText(node: Nodes): string {
  if ('value' in node && node.type !== 'mdxTextExpression') return node.value;
  return 'children' in node ? (node.children as Nodes[]).map(plainText).join('') : '';
}

/** `## Title {#custom-id}`: the id Docusaurus gives a heading that names its own. */
function takeCustomId(heading: Heading): string | null {
  const last = heading.children[heading.children.length - 1] as Nodes | undefined;
  if (last?.type !== 'text') return null;
  const {id, text} = parseMarkdownHeadingId(last.value);
  if (!id) return null;
  last.value = text;
  return id;
}

// An admonition's label (`:::tip[Title]`) is rendered as its heading, which the extractor skips.
function isDirectiveLabel(node: Nodes): boolean {
  return node.type === 'paragraph' && Boolean((node.data as {directiveLabel?: boolean} | undefined)?.directiveLabel);
}

const prepareTree: Plugin<[], Root> = () => (tree) => {
  // The slugger Docusaurus itself uses, so ids match the built pages.
  const slugger = createSlugger();
  const visit = (parent: Parent) => {
    parent.children = parent.children.flatMap((child) => {
      const node = child as Nodes;
      if (DROPPED.has(node.type) || isDirectiveLabel(node)) return [];
      if (UNWRAPPED.has(node.type)) {
        visit(node as Parent);
        return (node as Parent).children;
      }
      if ('children' in node) visit(node as Parent);
      if (node.type === 'heading') {
        const id = takeCustomId(node) ?? slugger.slug(plainText(node).trim());
        node.data = {...node.data, hProperties: {id}};
      }
      return [child];
    });
  };
  visit(tree);
};

export async function renderSource({source, format, title, meta}: SourcePage): Promise<string> {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
  if (format === 'mdx') processor.use(remarkMdx);
  const prepared = escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source));
  const mdast = await processor.use(prepareTree).run(processor.parse(prepared));
  const hasTitle = (mdast as Root).children.some((node) => node.type === 'heading' && node.depth === 1);
  const hast = await unified()
    .use(remarkRehype)
    .run(mdast as Root);
  const metaTags = Object.entries(meta)
    .filter(([, content]) => content !== null)
    .map(([name, content]) => `<meta name="docsearch:${name}" content="${escapeHtml(content!)}">`)
    .join('');
  const header = hasTitle ? '' : `<header><h1>${escapeHtml(title)}</h1></header>`;
  return `<html><head>${metaTags}</head><body><article><div class="markdown">${header}${toHtml(hast)}</div></article></body></html>`;
}
