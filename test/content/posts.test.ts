import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readPosts, yamlKeys} from './posts';
import {namedBeforeRelease} from './releases';

describe.each(['blog', 'announcements'] as const)('%s posts', (instance) => {
  const posts = readPosts(instance);
  const authors = yamlKeys(path.join(instance, 'authors.yml'));
  const tags = yamlKeys(path.join(instance, 'tags.yml'));

  it('are enough to fill a second list page', () => {
    expect(posts.length).toBeGreaterThan(10);
  });

  it.each(posts.map((p) => [p.folder, p]))(
    '%s has title, date, authors, tags, description and a truncate marker',
    (_f, post) => {
      const fm = post.frontMatter;
      expect(typeof fm.title === 'string' && fm.title.length > 0).toBe(true);
      expect(Number.isNaN(Date.parse(post.date))).toBe(false);
      expect(typeof fm.description === 'string' && fm.description.length >= 50).toBe(true);
      expect((fm.authors as string[]).length).toBeGreaterThan(0);
      for (const author of fm.authors as string[]) expect(authors).toContain(author);
      expect((fm.tags as string[]).length).toBeGreaterThan(0);
      for (const tag of fm.tags as string[]) expect(tags).toContain(tag);
      expect(post.body).toMatch(/<!-- truncate -->|\{\/\*\s*truncate\s*\*\/\}/);
    },
  );

  it('name no tool before its release', () => {
    const early = posts.flatMap((post) => namedBeforeRelease(post).map((name) => `${post.folder}: ${name}`));
    expect(early).toEqual([]);
  });

  it('have at least one tag used by more than ten posts (a tag page 2)', () => {
    const counts = new Map<string, number>();
    for (const post of posts)
      for (const tag of post.frontMatter.tags as string[]) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeGreaterThan(10);
  });
});

describe.each([
  ['blog articles', 'blog' as const, 700],
  ['announcements', 'announcements' as const, 200],
])('%s', (_, instance, minWords) => {
  it(`are at least ${minWords} words each`, () => {
    const short = readPosts(instance)
      .filter((p) => p.body.split(/\s+/).filter(Boolean).length < minWords)
      .map((p) => p.folder);
    expect(short).toEqual([]);
  });
});

describe('namedBeforeRelease', () => {
  const post = (date: string, body: string) =>
    ({instance: 'blog', folder: `${date}-x`, file: 'x', date, frontMatter: {title: 'T'}, body}) as const;

  it('finds a tool a post names before its release date, and not after', () => {
    expect(namedBeforeRelease(post('2025-02-20', 'Terminal agents such as Codex CLI.'))).toEqual([
      'Codex CLI (released 2025-04-16)',
    ]);
    expect(namedBeforeRelease(post('2025-02-20', 'Edit ~/.codex/config.toml'))).toHaveLength(1);
    expect(namedBeforeRelease(post('2025-05-15', 'Codex CLI uses your key.'))).toEqual([]);
  });
});
