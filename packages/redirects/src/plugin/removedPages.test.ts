import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  changeBase,
  formatRemovals,
  removedPages,
  routeOf,
  sourcesAt,
  sourcesNow,
  ungatedRemovals,
  type SourceLayout,
} from './removedPages';

const layout: SourceLayout = {docs: 'docs', blogs: ['blog', 'announcements'], skip: ['docs/api']};

/** A site checkout with a doc, a section index, a doc with a slug and a post, committed on main. */
function checkout(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gate-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  };
  write('docs/Features/Pools.mdx', '---\ntitle: Pools\n---\n\nPools — with a dash.\n');
  write('docs/Coding/index.md', '---\ntitle: Coding\n---\n');
  write('docs/intro.mdx', '---\ntitle: Intro\nslug: /\n---\n');
  write('blog/2024-06-20-welcome/index.md', '---\ntitle: Welcome\n---\n');
  write('docs/api/queries.mdx', '---\ntitle: generated\n---\n');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@localhost', ...args], {cwd: dir, stdio: 'ignore'});
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-q', '--no-gpg-sign', '-m', 'site');
  return dir;
}

describe('routeOf', () => {
  it("derives the routes Docusaurus gives this site's sources", () => {
    const route = (file: string, fm: {slug?: string; id?: string} = {}) => routeOf({file, ...fm}, layout);
    expect(route('docs/Features/Pools.mdx')).toBe('/Features/Pools');
    expect(route('docs/Coding/index.md')).toBe('/Coding');
    expect(route('docs/intro.mdx', {slug: '/'})).toBe('/');
    expect(route('docs/Features/Search.mdx', {slug: 'Internetsearch'})).toBe('/Features/Internetsearch');
    expect(route('blog/2024-06-20-welcome/index.md')).toBe('/blog/2024/06/20/welcome');
    expect(route('announcements/2025-01-22-dashboard-v2/index.mdx', {slug: '2025/01/22/dashboard'})).toBe(
      '/announcements/2025/01/22/dashboard',
    );
  });
});

describe('the gate on removed pages', () => {
  it('names a renamed doc and a deleted post, each with where to add its redirect', () => {
    const dir = checkout();
    try {
      execFileSync('git', ['mv', 'docs/Features/Pools.mdx', 'docs/Features/Model-Pools.mdx'], {cwd: dir});
      rmSync(path.join(dir, 'blog/2024-06-20-welcome'), {recursive: true});
      const base = changeBase(dir, 'main');
      expect(base).toHaveProperty('commit');
      const commit = (base as {commit: string}).commit;
      const removed = removedPages(sourcesAt(dir, commit, layout), sourcesNow(dir, layout), layout);
      expect(removed.map((r) => r.route).sort()).toEqual(['/Features/Pools', '/blog/2024/06/20/welcome']);
      const live = new Set(['/Features/Model-Pools', '/Coding', '/']);
      const message = formatRemovals(
        ungatedRemovals(removed, live, new Set()),
        `main (${commit.slice(0, 7)})`,
        '/docs/',
        'config/redirects.ts',
      );
      expect(message.split('\n').slice(1)).toEqual([
        'docs/Features/Pools.mdx: /docs/Features/Pools is no longer a page, and no redirect leads from it',
        "  What to do: add {from: '/Features/Pools', to: '<a live page>'} to movedPages in config/redirects.ts",
        'blog/2024-06-20-welcome/index.md: /docs/blog/2024/06/20/welcome is no longer a page, and no redirect leads from it',
        "  What to do: add {from: '/blog/2024/06/20/welcome', to: '<its new URL>'} to movedPages in config/redirects.ts, or for a post that is gone, add '/blog/2024/06/20/welcome' to retiredPostUrls there, which sends it to the blog",
      ]);
      // A redirect from each old URL lets the change through.
      const froms = new Set(['/Features/Pools', '/blog/2024/06/20/welcome']);
      expect(ungatedRemovals(removed, live, froms)).toEqual([]);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('knows no base outside git or without the ref, and says why', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    expect(changeBase(dir, 'origin/main')).toEqual({
      why: 'no merge base with origin/main (set SUITE_BASE to compare with another ref)',
    });
    rmSync(dir, {recursive: true, force: true});
  });
});
