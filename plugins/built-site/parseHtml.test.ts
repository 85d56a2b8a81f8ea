import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Nodes} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {parseHtml, parseHtmlFragment} from './parseHtml';

/** A tree without the source positions hast-util-from-html records. */
function withoutPositions<T extends Nodes>(tree: T): T {
  visit(tree, (node) => {
    delete node.position;
  });
  return tree;
}

describe('parseHtml', () => {
  it('reads a built page as hast-util-from-html does, without the source positions', () => {
    const html = readFileSync(path.join(__dirname, 'fixtures/doc.html'), 'utf8');
    const tree = parseHtml(html);
    expect(JSON.stringify(tree)).not.toContain('"position"');
    expect(tree).toEqual(withoutPositions(fromHtml(html)));
  });

  it('closes cells, rows and paragraphs at omitted end tags, as browsers do', () => {
    const root = parseHtmlFragment(
      '<table><thead><tr><th>Value<th>Meaning<tbody><tr><td><p>perf<td>latency<tr><td>price<td>cost</table>',
    );
    const rows: string[][] = [];
    visit(root, 'element', (node) => {
      if (node.tagName === 'tr')
        rows.push(node.children.flatMap((cell) => (cell.type === 'element' ? [cell.tagName] : [])));
    });
    expect(rows).toEqual([
      ['th', 'th'],
      ['td', 'td'],
      ['td', 'td'],
    ]);
  });

  it('maps attributes to hast properties', () => {
    const [div] = parseHtmlFragment('<div class="a b" data-markdown-ignore hidden aria-hidden="true">x</div>').children;
    expect(div?.type === 'element' && div.properties).toEqual({
      className: ['a', 'b'],
      dataMarkdownIgnore: '',
      hidden: true,
      ariaHidden: 'true',
    });
  });
});
