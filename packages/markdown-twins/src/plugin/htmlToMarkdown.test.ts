import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {htmlToMarkdown} from './htmlToMarkdown';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
// In the fixture, every /docs/ page has a twin; downloads such as openapi.json do not.
const twinOf = (sitePath: string) =>
  sitePath.startsWith('/docs/') && !sitePath.endsWith('.json') ? `${sitePath}.md` : null;
const SITE = 'https://apipie.ai';
const convert = (html: string, siteUrl = SITE) =>
  htmlToMarkdown(html, {pagePath: '/docs/Features/Routing', siteUrl, twinOf});

describe('htmlToMarkdown', () => {
  const markdown = convert(fixture('doc.html'));

  it('keeps the title, prose and headings of the article', () => {
    expect(markdown.startsWith('# Provider routing\n\nThe `routing` field picks a provider.')).toBe(true);
    expect(markdown).toMatch(/^## Strategies$/m);
    expect(markdown).toMatch(/^### Example$/m);
  });

  it("turns tabs into labelled sections and keeps every tab's code with its language", () => {
    expect(markdown).toContain(
      '**curl**\n\n```bash\ncurl https://apipie.ai/v1/models \\\n  -H "Authorization: Bearer $APIPIE_API_KEY"\n```',
    );
    expect(markdown).toContain(
      '**Python**\n\n_models.py_\n\n```python\nimport requests\n\nprint(requests.get("https://apipie.ai/v1/models").status_code)\n```',
    );
  });

  it('keeps tables as GFM tables', () => {
    expect(markdown).toContain(
      '| Value            | Picks              |\n| ---------------- | ------------------ |\n| `perf` (default) | the lowest latency |',
    );
  });

  it('turns admonitions into blockquotes led by their label', () => {
    expect(markdown).toContain('> **Tip:** Use `price` for batch jobs.');
  });

  it('points site links to twins by absolute URL, keeping anchors; downloads absolute too; other sites alone', () => {
    expect(markdown).toContain('[pools](https://apipie.ai/docs/Features/Pools.md)');
    expect(markdown).toContain('[state](https://apipie.ai/docs/Features/State.md#locking)');
    expect(markdown).toContain('[the description](https://apipie.ai/docs/openapi.json)');
    expect(markdown).toContain('[the dashboard](https://apipie.ai/dashboard)');
    // No link an agent could lose the base of: every destination has a scheme.
    const destinations = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
    expect(destinations.length).toBeGreaterThan(3);
    expect(destinations.filter((url) => !/^https:\/\//.test(url))).toEqual([]);
  });

  it("makes links absolute on the build's own origin, so a preview's twins lead to its own twins", () => {
    const html =
      '<main><h1>T</h1><p><a href=/docs/Features/Pools>pools</a> <a href=Tools#x>path-relative</a> ' +
      '<a href=#here>fragment</a> <a href=mailto:support@example.com>mail</a> <img src=/docs/img/a.svg alt=A></p></main>';
    expect(convert(html, 'https://preview.example.com')).toBe(
      '# T\n\n[pools](https://preview.example.com/docs/Features/Pools.md) ' +
        '[path-relative](https://preview.example.com/docs/Features/Tools.md#x) [fragment](#here) ' +
        '[mail](mailto:support@example.com) ![A](https://preview.example.com/docs/img/a.svg)',
    );
  });

  it('points a link that names its twin target (data-twin-href) there, not to its page anchor', () => {
    const html =
      '<main><h1>T</h1><table><thead><tr><th>Model id</th></tr></thead><tbody><tr><th>' +
      '<a href="/docs/Models/Catalogue#gpt-4o" data-twin-href="/docs/models.json"><code>gpt-4o</code></a>' +
      '</th></tr></tbody></table><p><a href="/docs/Models/Catalogue#gpt-4o">row</a></p></main>';
    const twin = convert(html);
    expect(twin).toContain('| [`gpt-4o`](https://apipie.ai/docs/models.json) |');
    expect(twin).not.toContain('data-twin-href');
    // Without the attribute, a link keeps its anchor.
    expect(twin).toContain('[row](https://apipie.ai/docs/Models/Catalogue.md#gpt-4o)');
  });

  it('leaves out navigation, the TOC, buttons, heading anchors and the Copy page menu', () => {
    for (const chrome of [
      'Navbar',
      'Sidebar',
      'Footer',
      'Home',
      'On this page',
      'Copy',
      'Direct link',
      '(#strategies)',
      'Pools](https://apipie.ai/docs/Features/Pools.md)\n',
    ]) {
      expect(markdown).not.toContain(chrome);
    }
  });

  it('has no raw HTML', () => {
    expect(markdown).not.toMatch(/<\/?[a-z][a-z0-9-]*[\s/>]/i);
  });
});

describe('htmlToMarkdown on a category page', () => {
  it('turns each card into a linked heading and its description, without the icon', () => {
    const html =
      '<main><header><h1>Web search</h1></header><article><section class=row><article class="col"><a class="card padding--lg" href=/docs/api/web-search>' +
      '<h2 class="theme-doc-card-heading" title="Search the web"><span aria-hidden=true data-markdown-ignore><span class="theme-doc-card-icon">📄️</span></span><span class="theme-doc-card-title">Search the web</span></h2>' +
      '<p class="theme-doc-card-description">Runs a live web search.</p></a></article></section></article></main>';
    expect(convert(html)).toBe(
      '# Web search\n\n## [Search the web](https://apipie.ai/docs/api/web-search.md)\n\nRuns a live web search.',
    );
  });
});

describe('htmlToMarkdown on author blocks', () => {
  const avatar = (name: string) =>
    `<div class="avatar"><a class=avatar__photo-link href=/docs/blog/authors/team><img src=/docs/img/a.svg alt="Team"></a><div class="avatar__intro">` +
    `<div class=avatar__name>${name}</div><small>The people who build APIpie</small></div></div>`;

  it("gives a post's author as one line", () => {
    const html = `<main><article><header><h1>Post</h1>${avatar('<a href=/docs/blog/authors/team><span>Team</span></a>')}</header><p>Body.</p></article></main>`;
    expect(convert(html)).toContain(
      'Author: [Team](https://apipie.ai/docs/blog/authors/team.md) (The people who build APIpie)',
    );
  });

  it('keeps an author heading on the authors page, with role and post count', () => {
    const html = `<main><h1>Authors</h1><ul><li>${avatar('<a href=/docs/blog/authors/team><h2>Team</h2></a><span class=authorBlogPostCount_x>7</span>')}</ul></main>`;
    expect(convert(html)).toContain(
      '## [Team](https://apipie.ai/docs/blog/authors/team.md)\n\n  The people who build APIpie; 7 posts',
    );
  });
});

describe('htmlToMarkdown failures name the page', () => {
  it('fails on a page without <main>', () => {
    expect(() => convert('<html><body><div>Search</div></body></html>')).toThrow(
      '/docs/Features/Routing: the built page has no <main> element',
    );
  });

  it('fails on a page whose content has no title', () => {
    expect(() => convert('<main><p>Text</p></main>')).toThrow(
      '/docs/Features/Routing: the page content has no <h1> title',
    );
  });

  it('fails on a twin that comes out empty', () => {
    expect(() => convert('<main><h1>Title</h1><nav>Only navigation</nav></main>')).toThrow(
      '/docs/Features/Routing: the twin came out empty',
    );
  });

  it('fails on tabs whose panels are missing', () => {
    const html =
      '<main><h1>T</h1><p>x</p><div><ul role=tablist><li role=tab>a<li role=tab>b</ul><div role=tabpanel>only one</div></div></main>';
    expect(() => convert(html)).toThrow('a tab group has 2 tabs but 1 panels (a, b)');
  });
});
