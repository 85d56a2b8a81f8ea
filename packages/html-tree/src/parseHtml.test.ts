import {setFlagsFromString} from 'node:v8';
import {runInNewContext} from 'node:vm';
import type {Element, Nodes, Text} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {fastTree} from './fastTree';
import {parseHtml, parseHtmlFragment, parseWithParse5} from './parseHtml';

/** A tree without the source positions hast-util-from-html records. */
function withoutPositions<T extends Nodes>(tree: T): T {
  visit(tree, (node) => {
    delete node.position;
  });
  return tree;
}

/** A page as React renders it: every end tag kept, an SVG icon, a table, code, a form. */
const RENDERED = [
  '<!DOCTYPE html>\n<html lang="en" dir="ltr" data-theme="dark">\n<head>\n<meta charset="UTF-8">',
  '<title>Routing &amp; fallbacks | APIpie</title><link rel="canonical" href="https://apipie.ai/docs/x">',
  '<script>if (a < b && "</div>") {}</script><noscript><style>.x{}</style></noscript></head>\n',
  '<body class="navigation-with-keyboard"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M1 1"/>',
  '<clipPath id="c"><rect width="2"/></clipPath></svg><main><h1 id="t">Routing</h1><p>A&nbsp;b <code>x</code>',
  '</p><pre><code>\nline one\nline two</code></pre><pre>\nkept</pre><table><thead><tr><th>a</th></tr></thead>',
  '<tbody><tr><td colspan="2" headers="a b">1</td></tr></tbody></table><ol start="3" hidden="hidden"></ol>',
  '<img srcset="a.png 1x, b.png 2x" sizes="100vw" alt=""><a rel="noopener noreferrer" href="/x">x</a><x.y>z</x.y>',
  '<label><input type="checkbox" checked="" accept="image/png, image/jpeg" data-fooBar="1">',
  '<select><option value="a" selected="">A</option></select></label><textarea>\nnote</textarea>',
  '<img src="/a.png" alt="" loading="lazy"><br><!-- a comment --></main></body>\n</html>\n',
].join('');

/** Markup whose tree the HTML standard repairs, or reads otherwise than htmlparser2: parse5 reads it. */
const REPAIRED: Record<string, string> = {
  'omitted end tags': '<table><thead><tr><th>Value<th>Meaning<tbody><tr><td><p>perf<td>latency</table>',
  'a paragraph closed by a block': '<p>text<div>block</div></p>',
  'text directly in a table': '<table>loose<tr><td>1</td></tr></table>',
  'a row without its section': '<table><tr><td>1</td></tr></table>',
  'a link in a link': '<a href="/a">one <a href="/b">two</a></a>',
  'a form in a form': '<form><form><input></form></form>',
  'a heading in a heading': '<h2>a<h3>b</h3></h2>',
  'a button in a button': '<button>a<button>b</button></button>',
  'an end tag alone': '<div>a</p>b</br></div>',
  'misnested tags': '<b><i>a</b>b</i>',
  'a template': '<template><p>a</p></template>',
  'an image element': '<image src="/a.png">',
  'raw text elements': '<xmp><b>x</b></xmp><iframe><b>y</b></iframe>',
  'CDATA in SVG': '<svg><![CDATA[a<b]]></svg>',
  'a carriage return': '<p>a\r\nb</p>',
  'a div in a select': '<select><div>x</div><option>a</option></select>',
};

const DOCUMENTS: Record<string, string> = {
  'a page without a doctype': '<html><head></head><body><p>a</p></body></html>',
  'a legacy doctype': '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN"><html><head></head><body></body></html>',
  'a redirect page without a body': '<!DOCTYPE html>\n<html>\n  <head>\n    <title>Moved</title>\n  </head>\n</html>\n',
  'a comment before the page': '<!-- x --><!DOCTYPE html><html><head></head><body></body></html>',
  'a div in the head': '<!DOCTYPE html><html><head><div>x</div></head><body></body></html>',
  'text in the head': '<!DOCTYPE html><html><head>x</head><body></body></html>',
  'a div in the head’s noscript':
    '<!DOCTYPE html><html><head><noscript><div>x</div></noscript></head><body></body></html>',
  'an element after the body': '<!DOCTYPE html><html><head></head><body></body><p>x</p></html>',
  'a second body': '<!DOCTYPE html><html><head></head><body><body class="x"></body></body></html>',
  'uppercase tags and attributes':
    '<!DOCTYPE html><HTML><HEAD></HEAD><BODY><DIV ID="a" Data-X="1">x</DIV></BODY></HTML>',
};

describe('parseHtml', () => {
  it('reads a minified page as hast-util-from-html does, without the source positions', () => {
    // As html-minifier leaves a page: end tags and quotes the standard lets it omit, left out.
    const html = [
      '<!doctype html><html lang=en><head><title>Routing | APIpie</title></head><body><nav class=navbar>',
      '<ul class=menu><li class=item><a href=/docs/>Home</a><li class=item>Routing</ul></nav><main><h1>Routing',
      '</h1><p>Pick a provider<p>or let us<table><tr><td>a<td>b</table></main>',
    ].join('');
    const tree = parseHtml(html);
    expect(JSON.stringify(tree)).not.toContain('"position"');
    expect(tree).toEqual(withoutPositions(fromHtml(html)));
  });

  it('reads a page React rendered with htmlparser2, into the tree parse5 builds', () => {
    expect(fastTree(RENDERED, 'document')).not.toBeNull();
    expect(parseHtml(RENDERED)).toEqual(parseWithParse5(RENDERED, 'document'));
    const main = RENDERED.slice(RENDERED.indexOf('<main>'), RENDERED.indexOf('</main>') + '</main>'.length);
    expect(fastTree(main, 'fragment')).not.toBeNull();
    expect(parseHtmlFragment(main)).toEqual(parseWithParse5(main, 'fragment'));
  });

  it('drops the newline after <pre> and <textarea>, and keeps SVG names’ case', () => {
    const tree = parseHtml(RENDERED);
    const texts: string[] = [];
    const svgNames: string[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName === 'pre' || node.tagName === 'textarea')
        texts.push(node.children.map((child) => (child.type === 'text' ? child.value : '<>')).join(''));
      if (node.tagName === 'clipPath') svgNames.push(node.tagName, Object.keys(node.properties).join());
    });
    expect(texts).toEqual(['<>', 'kept', 'note']);
    expect(svgNames).toEqual(['clipPath', 'id']);
  });

  it.each(Object.entries(REPAIRED))('leaves %s to parse5', (_, html) => {
    expect(fastTree(html, 'fragment')).toBeNull();
    expect(parseHtmlFragment(html)).toEqual(parseWithParse5(html, 'fragment'));
    const page = `<!DOCTYPE html><html><head></head><body>${html}</body></html>`;
    expect(fastTree(page, 'document')).toBeNull();
    expect(parseHtml(page)).toEqual(parseWithParse5(page, 'document'));
  });

  it.each(Object.entries(DOCUMENTS))('reads %s as parse5 does', (_, html) => {
    expect(parseHtml(html)).toEqual(parseWithParse5(html, 'document'));
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

  it('types attribute values as hast does: numbers, booleans, lists, strings', () => {
    const properties: Record<string, unknown> = {};
    visit(parseHtml(RENDERED), 'element', (node) => {
      if (['td', 'ol', 'img', 'input'].includes(node.tagName)) Object.assign(properties, node.properties);
    });
    expect(properties).toMatchObject({
      colSpan: 2,
      headers: ['a', 'b'],
      start: 3,
      hidden: true,
      srcSet: 'a.png 1x, b.png 2x',
      checked: true,
      accept: ['image/png', 'image/jpeg'],
    });
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

  it('keeps no page alive through the strings it leaves in its tree', () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const pages = 40;
    // A big page whose own text (its heading's id, a paragraph) a step keeps after the tree is gone.
    const page = (n: number) =>
      Buffer.from(
        `<!DOCTYPE html><html><head><title>Page ${n}</title></head><body><main>` +
          `<h1 id="page-${n}-heading-long-enough">Page ${n}</h1>` +
          `<p class="theme-paragraph lead">${`Text of page ${n}, long enough to be sliced. `.repeat(8)}</p>` +
          `<p>${'filler text '.repeat(20_000)}</p></main></body></html>`,
      ).toString();
    const kept: string[] = [];
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let n = 0; n < pages; n++) {
      const tree = parseHtml(page(n));
      const main = (tree.children[1] as Element).children[1] as Element;
      const [heading, lead] = (main.children[0] as Element).children as Element[];
      kept.push(String(heading!.properties.id), (lead!.children[0] as Text).value, String(lead!.properties.className));
    }
    gc();
    const retained = process.memoryUsage().heapUsed - before;
    expect(kept).toContain('page-39-heading-long-enough');
    // Each page is about 240 KB: slices of them would keep about 10 MB.
    expect(retained).toBeLessThan(2 * 1024 * 1024);
  });
});
