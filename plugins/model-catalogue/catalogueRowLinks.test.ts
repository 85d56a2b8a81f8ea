import {toHtml} from 'hast-util-to-html';
import type {Root} from 'hast';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import remarkCatalogueRowLinks from './catalogueRowLinks';

const options = {
  cataloguePath: '/docs/Models/Catalogue',
  twinHrefOf: (id: string) => (id.startsWith('o') ? '/docs/Models/OpenAI' : '/docs/models.json'),
};

function html(markdown: string): string {
  const processor = unified().use(remarkParse).use(remarkCatalogueRowLinks, options).use(remarkRehype);
  return toHtml(processor.runSync(processor.parse(markdown)) as Root);
}

describe('links to catalogue rows', () => {
  it("keep the row in the HTML and name the vendor page's twin for the Markdown twin", () => {
    expect(html('[`o3`](/docs/Models/Catalogue#o3)')).toBe(
      '<p><a href="/docs/Models/Catalogue#o3" data-twin-href="/docs/Models/OpenAI"><code>o3</code></a></p>',
    );
  });

  it('send an id no vendor page lists to the model data', () => {
    expect(html('[x](/docs/Models/Catalogue#aion-1-0)')).toContain('data-twin-href="/docs/models.json"');
  });

  it('leave every other link as it is, the catalogue page itself included', () => {
    expect(html('[c](/docs/Models/Catalogue) [r](/docs/Features/Routing#pools)')).not.toContain('data-twin-href');
  });
});
