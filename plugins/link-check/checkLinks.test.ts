import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {distance, formatLinkProblems, linkProblems, resolveLink, type BuiltSite} from './checkLinks';
import {linkCandidates, sourceLinks} from './sourceLinks';

const site: BuiltSite = {
  baseUrl: '/docs/',
  routes: new Set(['/docs/', '/docs/Features/Models', '/docs/Features/Routing', '/docs/api/introduction']),
  fileExists: (sitePath) => sitePath === '/docs/llms.txt',
  idsOf: (route) =>
    route === '/docs/Features/Models'
      ? {ids: new Set(['__docusaurus', 'model-ids', 'choosing-a-model']), headingIds: ['model-ids', 'choosing-a-model']}
      : {ids: new Set(), headingIds: []},
};
const page = (url: string) => ({
  file: 'docs/Features/Routing.mdx',
  permalink: '/docs/Features/Routing',
  links: [{url, line: 12}],
});

describe('resolveLink', () => {
  it('resolves links as Docusaurus Link does', () => {
    expect(resolveLink('/docs/Features/Models#model-ids', '/docs/Features/Routing', '/docs/')).toEqual({
      path: '/docs/Features/Models',
      hash: 'model-ids',
    });
    expect(resolveLink('/Features/Models', '/docs/Features/Routing', '/docs/')).toEqual({
      path: '/docs/Features/Models',
      hash: '',
    });
    expect(resolveLink('Models/', '/docs/Features/Routing', '/docs/')).toEqual({
      path: '/docs/Features/Models',
      hash: '',
    });
    expect(resolveLink('#strategies', '/docs/Features/Routing', '/docs/')).toEqual({
      path: '/docs/Features/Routing',
      hash: 'strategies',
    });
  });

  it('leaves external links and Markdown file links alone', () => {
    for (const url of [
      'https://apipie.ai/v1',
      'mailto:a@b.c',
      '//cdn.example',
      './Models.mdx#x',
      '../Features/Routing.md',
    ]) {
      expect(resolveLink(url, '/docs/Features/Routing', '/docs/')).toBeNull();
    }
  });
});

describe('linkProblems', () => {
  it('passes links to pages, headings and static files', () => {
    for (const url of [
      '/docs/Features/Models',
      '/docs/Features/Models#model-ids',
      '/docs/',
      '/docs/llms.txt',
      'https://example.com/x',
    ]) {
      expect(linkProblems([page(url)], site)).toEqual([]);
    }
  });

  it('names the file, line and link of a missing page, with the closest page', () => {
    const problems = linkProblems([page('/docs/Features/Modelz')], site);
    expect(formatLinkProblems(problems)).toBe(
      'docs/Features/Routing.mdx:12: broken link /docs/Features/Modelz: no page has the path /docs/Features/Modelz\n' +
        '  What to do: link to an existing page (the closest is /docs/Features/Models), or create the page.',
    );
  });

  it('names a missing anchor, with the closest heading of that page', () => {
    const problems = linkProblems([page('/docs/Features/Models#model-id')], site);
    expect(formatLinkProblems(problems)).toBe(
      'docs/Features/Routing.mdx:12: broken link /docs/Features/Models#model-id: /docs/Features/Models has no heading or element with the id "model-id"\n' +
        '  What to do: use a heading of that page (the closest is #model-ids), or add the heading.',
    );
  });

  it('says to drop the anchor when the page has no headings', () => {
    expect(linkProblems([page('/docs/api/introduction#x')], site)[0]?.hint).toBe(
      'link to /docs/api/introduction without an anchor: the page has no headings.',
    );
  });
});

describe('sourceLinks', () => {
  it('finds Markdown links, definitions and JSX href/to with their lines', () => {
    const mdx = [
      '---',
      'title: T',
      '---',
      '',
      '# T {#top}',
      '',
      'See [Models](/docs/Features/Models).',
      '',
      '[ref]: /docs/api/introduction',
      '',
      '<Card href="/docs/Features/Routing" />',
      '',
    ].join('\n');
    expect(sourceLinks(mdx, 'mdx')).toEqual([
      {url: '/docs/Features/Models', line: 7},
      {url: '/docs/api/introduction', line: 9},
      {url: '/docs/Features/Routing', line: 11},
    ]);
  });

  it('reads CommonMark .md files, where braces and angle brackets are text', () => {
    expect(sourceLinks('Use {x} and <b>\n\n| a |\n| - |\n| [b](/docs/b) |\n', 'md')).toEqual([
      {url: '/docs/b', line: 5},
    ]);
  });
});

describe('distance', () => {
  it('counts single-character edits', () => {
    expect(distance('Modelz', 'Models')).toBe(1);
    expect(distance('', 'abc')).toBe(3);
  });
});

describe('linkCandidates', () => {
  const mdx = [
    'See [a](/docs/a "title") and [b]( </docs/b> ).',
    '',
    '[ref]: /docs/c',
    '',
    '<Card to="/docs/d" />',
    '',
    '```js',
    "fetch('x')[0](y)",
    '```',
  ].join('\n');

  it('finds link targets loosely, with their lines', () => {
    expect(linkCandidates(mdx)).toEqual([
      {url: '/docs/a', line: 1},
      {url: '/docs/b', line: 1},
      {url: '/docs/c', line: 3},
      {url: '/docs/d', line: 5},
      {url: 'y', line: 8},
    ]);
  });

  // The check parses only files with a failing candidate: it relies on this.
  it("finds every link the parser finds in the site's docs and posts", () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
        entry.isDirectory()
          ? entry.name === 'api' && dir === 'docs'
            ? []
            : walk(path.join(dir, entry.name))
          : /\.mdx?$/.test(entry.name)
            ? [path.join(dir, entry.name)]
            : [],
      );
    const missed = ['docs', 'blog', 'announcements'].flatMap(walk).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const loose = new Set(linkCandidates(text).map((link) => `${link.line} ${link.url}`));
      return sourceLinks(text, file.endsWith('.mdx') ? 'mdx' : 'md')
        .filter((link) => !loose.has(`${link.line} ${link.url}`))
        .map((link) => `${file}:${link.line} ${link.url}`);
    });
    expect(missed).toEqual([]);
  });
});
