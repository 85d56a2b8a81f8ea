import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentKind, frontMatterProblems, keyProblems, postProblems, strictFrontMatter} from './frontMatter';

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

  it('names each missing doc field, at its line or the opening line', () => {
    expect(
      frontMatterProblems('doc', {title: ' '}, '---\ntitle: " "\n---\n').map(
        ({line, message}) => `${line}: ${message}`,
      ),
    ).toEqual(['2: front matter: `title` is missing or empty', '1: front matter: `description` is missing or empty']);
  });

  it('requires authors and tags on posts', () => {
    expect(frontMatterProblems('post', {title: 'T', description: 'D'}).map((p) => p.message)).toEqual([
      'front matter: `authors` is missing or empty',
      'front matter: `tags` is missing or empty',
    ]);
    expect(frontMatterProblems('post', {title: 'T', description: 'D', authors: ['a'], tags: ['t']})).toEqual([]);
  });
});

describe('keyProblems', () => {
  it('names a tag or author missing from its YAML file, at the line of the list, with the keys to use', () => {
    const text = '---\ntitle: T\nauthors: [ann, bob]\ntags: [news]\n---\n';
    const problems = keyProblems({authors: ['ann', 'bob'], tags: ['news']}, text, {
      authors: {file: 'blog/authors.yml', keys: ['ann']},
      tags: {file: 'blog/tags.yml', keys: ['releases']},
    });
    expect(problems).toEqual([
      {
        line: 3,
        message: 'author `bob` is not in blog/authors.yml',
        hint: 'use a key of blog/authors.yml (ann), or add `bob` there with a name and a title.',
      },
      {
        line: 4,
        message: 'tag `news` is not in blog/tags.yml',
        hint: 'use a key of blog/tags.yml (releases), or add `news` there with a label and a description.',
      },
    ]);
  });
});

describe('postProblems', () => {
  const body = '---\ntitle: T\n---\n\nIntro.\n\n<!-- truncate -->\n\nMore.\n';

  it('accepts a dated folder and a truncate marker, in Markdown or MDX', () => {
    expect(postProblems('blog/2024-02-29-leap/index.md', body)).toEqual([]);
    expect(
      postProblems('blog/2024-02-29-leap/index.mdx', body.replace('<!-- truncate -->', '{/* truncate */}')),
    ).toEqual([]);
  });

  it('rejects a folder date that is not a date, and a folder without one', () => {
    expect(postProblems('blog/2023-02-29-leap/index.md', body).map((p) => p.message)).toEqual([
      '`2023-02-29` in the folder name is not a date',
    ]);
    expect(postProblems('blog/leap/index.md', body).map((p) => p.message)).toEqual([
      '`leap` does not start with a date',
    ]);
  });

  it('names the line after the front matter when the truncate marker is missing', () => {
    expect(postProblems('blog/2024-02-29-leap/index.md', body.replace('<!-- truncate -->', ''))).toEqual([
      {line: 4, message: 'the post has no truncate marker', hint: expect.stringContaining('<!-- truncate -->')},
    ]);
  });
});

describe('strictFrontMatter', () => {
  const parse = strictFrontMatter(site);
  const defaultParseFrontMatter = async ({fileContent}: {fileContent: string}) => {
    if (fileContent.includes('bad'))
      throw Object.assign(new Error('bad indentation of a mapping entry (3:5)'), {
        reason: 'bad indentation of a mapping entry',
        mark: {line: 2},
      });
    return {frontMatter: {title: 'Only a title'}, content: fileContent};
  };

  it('fails naming the file, the line, the missing field and what to do', async () => {
    await expect(
      parse({
        filePath: path.join(site, 'docs/a.md'),
        fileContent: '---\ntitle: Only a title\n---\n',
        defaultParseFrontMatter,
      } as never),
    ).rejects.toThrow(
      'docs/a.md:1: front matter: `description` is missing or empty\n  What to do: add `description: ...`',
    );
  });

  it('fails naming the file and the line when the YAML does not parse', async () => {
    await expect(
      parse({filePath: path.join(site, 'docs/b.md'), fileContent: 'bad', defaultParseFrontMatter} as never),
    ).rejects.toThrow(
      /^docs\/b\.md:4: front matter is not valid YAML: bad indentation of a mapping entry\n {2}What to do: close the quote/,
    );
  });
});
