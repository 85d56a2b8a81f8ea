import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {parseHtmlFragment} from './parseHtml';

const toMarkdown = unified().use(rehypeRemark).use(remarkGfm).use(remarkStringify);
const viaParse5 = (html: string) =>
  toMarkdown.stringify(toMarkdown.runSync(unified().use(rehypeParse, {fragment: true}).parse(html)) as never);
const viaHtmlparser2 = (html: string) =>
  toMarkdown.stringify(toMarkdown.runSync(parseHtmlFragment(html) as Root) as never);

// parse5 (rehype-parse) follows the HTML standard; the faster parser must read our minified pages the same way.
describe('parseHtmlFragment', () => {
  it('reads a minified table (omitted </th>, </tr>, </thead>, </p>) as parse5 does', () => {
    const html =
      '<table><thead><tr><th>Value<th>Meaning<tbody><tr><td><code>perf</code><td>latency<tr><td>price<td>cost</table>' +
      '<table><tr><th><p>Security Scheme Type:<td><p>http<tr><th><p>Bearer format:<td><p>API key</table>';
    expect(viaHtmlparser2(html)).toBe(viaParse5(html));
    expect(viaHtmlparser2(html)).toContain('| `perf` | latency |');
  });

  it('reads a whole built doc page as parse5 does', () => {
    const html = readFileSync(path.join(__dirname, 'fixtures', 'doc.html'), 'utf8');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>') + 7);
    expect(viaHtmlparser2(main)).toBe(viaParse5(main));
  });

  it('maps attributes to hast properties and drops comments', () => {
    const root = parseHtmlFragment('<div class="a b" data-twin-omit hidden>x<!-- -->y</div>');
    const div = root.children[0];
    expect(div?.type === 'element' && div.properties).toEqual({className: ['a', 'b'], dataTwinOmit: '', hidden: true});
    expect(div?.type === 'element' && div.children.map((child) => child.type)).toEqual(['text', 'text']);
  });
});
