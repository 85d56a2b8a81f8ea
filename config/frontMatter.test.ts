import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentKind, frontMatterProblems, strictFrontMatter} from './frontMatter';

const site = '/site';

describe('contentKind', () => {
  it('classifies files by their top folder', () => {
    expect(contentKind(path.join(site, 'docs/intro.mdx'), site)).toBe('doc');
    expect(contentKind(path.join(site, 'blog/2024-06-20-welcome/index.md'), site)).toBe('post');
    expect(contentKind(path.join(site, 'announcements/2024-12-16-x/index.md'), site)).toBe('post');
    expect(contentKind(path.join(site, 'src/pages/index.md'), site)).toBe('other');
  });

  it('skips partials, which are never rendered alone', () => {
    expect(contentKind(path.join(site, 'docs/_snippet.mdx'), site)).toBe('other');
  });
});

describe('frontMatterProblems', () => {
  it('accepts a doc with title and description', () => {
    expect(frontMatterProblems('doc', {title: 'T', description: 'D'})).toEqual([]);
  });

  it('names each missing doc field', () => {
    expect(frontMatterProblems('doc', {title: ' '})).toEqual([
      '`title` is missing or empty',
      '`description` is missing or empty',
    ]);
  });

  it('requires authors and tags on posts', () => {
    expect(frontMatterProblems('post', {title: 'T', description: 'D'})).toEqual([
      '`authors` must list keys from authors.yml',
      '`tags` must list keys from tags.yml',
    ]);
    expect(frontMatterProblems('post', {title: 'T', description: 'D', authors: ['a'], tags: ['t']})).toEqual([]);
  });
});

describe('strictFrontMatter', () => {
  const parse = strictFrontMatter(site);
  const defaultParseFrontMatter = async ({fileContent}: {fileContent: string}) => {
    if (fileContent.includes('bad')) throw new Error('bad indentation of a mapping entry');
    return {frontMatter: {title: 'Only a title'}, content: fileContent};
  };

  it('fails naming the file and the missing field', async () => {
    await expect(
      parse({filePath: path.join(site, 'docs/a.md'), fileContent: 'x', defaultParseFrontMatter} as never),
    ).rejects.toThrow('Front matter of docs/a.md: `description` is missing or empty.');
  });

  it('fails naming the file when the YAML does not parse', async () => {
    await expect(
      parse({filePath: path.join(site, 'docs/b.md'), fileContent: 'bad', defaultParseFrontMatter} as never),
    ).rejects.toThrow('Front matter of docs/b.md is not valid YAML: bad indentation');
  });
});
