import {describe, expect, it} from 'vitest';
import {parseHtml} from 'apipie-docs-html-tree';
import {editLinkProblems, editLinksIn} from './check';

const base = 'https://github.com/acme/site/edit/main/';
const page = (href: string) =>
  `<html><body><main><a href="${href}" class="theme-edit-this-page" rel="noopener">Edit this page</a></main></body></html>`;

describe('edit links in built pages', () => {
  it("finds the theme's edit link", () => {
    expect(editLinksIn(parseHtml(page(`${base}docs/intro.mdx`)))).toEqual([`${base}docs/intro.mdx`]);
    expect(editLinksIn(parseHtml('<html><body><a href="/x">x</a></body></html>'))).toEqual([]);
  });

  it('names a link to a file the checkout lacks, to another repository, or any link when none is known', () => {
    const exists = (file: string) => file === 'docs/intro.mdx';
    const links = [
      {route: '/docs/', href: `${base}docs/intro.mdx`},
      {route: '/docs/Features/Models', href: `${base}docs/Features/Models.md`},
      {
        route: '/docs/api/queries',
        href: 'https://github.com/neuronic-ai/APIpie.ai-docs/edit/main/docs/api/queries.mdx',
      },
    ];
    expect(editLinkProblems(links, base, exists).map((p) => [p.route, p.message])).toEqual([
      ['/docs/Features/Models', '"docs/Features/Models.md" is not a file of this checkout'],
      ['/docs/api/queries', `it does not open the repository the site is built from (${base})`],
    ]);
    expect(editLinkProblems(links.slice(0, 1), undefined, exists)).toHaveLength(1);
  });
});
