import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readPosts} from '../content/posts';
import {cardHtml} from './cardHtml';
import {cardPath, withImage} from './generate';

describe('withImage', () => {
  it('adds the image to front matter, or replaces an old one', () => {
    const post = '---\ntitle: T\n---\n\nBody\n';
    expect(withImage(post, '/img/a.png')).toBe('---\ntitle: T\nimage: /img/a.png\n---\n\nBody\n');
    expect(withImage(withImage(post, '/img/a.png'), '/img/b.png')).toBe('---\ntitle: T\nimage: /img/b.png\n---\n\nBody\n');
  });
});

describe('cardHtml', () => {
  it('escapes markup in titles', () => {
    expect(cardHtml({title: '<b>&', kicker: 'Blog', date: 'x', logoSvg: ''})).toContain('&lt;b&gt;&amp;');
  });
});

describe.each(['blog', 'announcements'] as const)('%s social cards', (instance) => {
  it.each(readPosts(instance).map((p) => [p.folder, p]))('%s has its own card', (_folder, post) => {
    expect(post.frontMatter.image).toBe(cardPath(instance, post.folder));
    expect(existsSync(path.join('static', String(post.frontMatter.image)))).toBe(true);
  });
});
