import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {parse as parseYaml} from 'yaml';
import {codeNodes, formatOf, markdownTree, type CodeBlock} from './fences';

/** A code sample on a page: a fenced block, or one tab of an API page's generated code samples. */
export type Sample = CodeBlock & {
  file: string;
  /** The tab of an API page's sample (`Python (requests)`). */
  label?: string;
};

/** `file:line`, and the tab for an API page's sample: where a reader finds the sample. */
export const whereIs = (s: Pick<Sample, 'file' | 'line' | 'label'>) =>
  `${s.file}:${s.line}${s.label ? ` (${s.label})` : ''}`;

/** What an API page's samples need: the operation (`post /v1/parser`) and the file its upload example names. */
export type UploadOf = (operation: string) => string | undefined;

/**
 * Every code sample of a page, in order: its fenced blocks, and on a generated API page the tabs of
 * `<ApiCodeSamples samples={[...]}>`, whose upload (`file=@receipt.png`) becomes `needs`. A page that
 * does not parse throws remark's message with its line.
 */
export function pageSamples(file: string, source: string, uploadOf: UploadOf = () => undefined): Sample[] {
  const tree = markdownTree(source, formatOf(file));
  const samples: Sample[] = codeNodes(tree).map((block) => ({file, ...block}));
  const frontMatter = tree.children[0]?.type === 'yaml' ? (parseYaml(tree.children[0].value) as unknown) : undefined;
  const operation = (frontMatter as {api_operation?: string} | undefined)?.api_operation;
  visit(tree, 'mdxJsxFlowElement', (node) => {
    if (node.name === 'ApiCodeSamples') {
      const upload = operation ? uploadOf(operation) : undefined;
      for (const tab of apiCodeSamples(node)) {
        samples.push({
          file,
          line: node.position?.start.line ?? 1,
          lang: tab.language,
          meta: upload ? `needs="${upload}"` : '',
          code: tab.source,
          label: tab.label,
        });
      }
    }
  });
  return samples;
}

/** The `samples` prop of a generated `<ApiCodeSamples>`: JSON, as the API reference generator writes it. */
function apiCodeSamples(
  element: Extract<Root['children'][number], {type: 'mdxJsxFlowElement'}>,
): {label: string; language: string; source: string}[] {
  const prop = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'samples');
  const value = prop?.value;
  if (!value || typeof value === 'string') return [];
  return JSON.parse(value.value) as {label: string; language: string; source: string}[];
}

/** A problem with a sample: where (`file:line`, the tab of an API page's sample) and what. */
export type Problem = {file: string; line: number; label?: string; message: string};
