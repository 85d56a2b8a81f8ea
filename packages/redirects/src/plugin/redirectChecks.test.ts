import {describe, expect, it} from 'vitest';
import {formatRedirectProblems, redirectProblems} from './redirectChecks';

const pages = new Set(['/a', '/b', '/blog']);

describe('redirectProblems', () => {
  it('accepts redirects from unused paths to pages, one hop each', () => {
    expect(
      redirectProblems(
        [
          {from: '/old-a', to: '/a'},
          {from: '/old-b', to: '/b'},
        ],
        pages,
      ),
    ).toEqual([]);
  });

  it('names a missing target, a duplicate `from`, a live `from` and a chain', () => {
    const table = [
      {from: '/x', to: '/missing'},
      {from: '/y', to: '/a'},
      {from: '/y', to: '/b'},
      {from: '/a', to: '/b'},
      {from: '/z', to: '/y'},
    ];
    expect(redirectProblems(table, pages).map((p) => `${p.entry.from} → ${p.entry.to}: ${p.message}`)).toEqual([
      '/y → /b: `/y` is already redirected',
      '/x → /missing: the target is not a page of the site',
      '/a → /b: `/a` is a live page',
      '/z → /y: `/y` is itself redirected to /a',
    ]);
  });
});

describe('formatRedirectProblems', () => {
  it('names the line of each entry, telling repeated entries apart, and what to do', () => {
    const table = [
      {from: '/y', to: '/a'},
      {from: '/y', to: '/b'},
      {from: '/blog/old', to: '/blog'},
    ];
    const source =
      "const moved = [\n  {from: '/y', to: '/a'},\n  {from: '/y', to: '/b'},\n];\nconst retired = [\n  '/blog/old',\n];\n";
    const problems = redirectProblems(table, new Set(['/a', '/b', '/blog/old']));
    expect(formatRedirectProblems(problems, table, 'config/redirects.ts', source)).toBe(
      [
        'config/redirects.ts:3: redirect /y → /b: `/y` is already redirected on line 2',
        '  What to do: keep one entry for `/y`.',
        'config/redirects.ts:6: redirect /blog/old → /blog: `/blog/old` is a live page',
        '  What to do: remove the entry, or move or delete the page first: a redirect never replaces a page.',
        'config/redirects.ts:6: redirect /blog/old → /blog: the target is not a page of the site',
        '  What to do: point `to` at an existing page (a path under /docs/, such as /Features/Overview), or remove the entry.',
      ].join('\n'),
    );
  });
});
