import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {markdownFiles} from '../scripts/lib/markdownFiles';
import {editBase, editUrlOf, repositoryWebUrl, sourceRepository} from './editLinks';
import {readSourceRepositoryEnv} from './env';

describe('repositoryWebUrl', () => {
  it('reads https, ssh and scp-like remotes, and nothing from a local path', () => {
    expect(repositoryWebUrl('https://github.com/acme/docs.git')).toBe('https://github.com/acme/docs');
    expect(repositoryWebUrl('git@github.com:acme/docs.git')).toBe('https://github.com/acme/docs');
    expect(repositoryWebUrl('ssh://git@gitlab.example.com/acme/docs')).toBe('https://gitlab.example.com/acme/docs');
    expect(repositoryWebUrl('/work/main')).toBeUndefined();
    expect(repositoryWebUrl('file:///work/main')).toBeUndefined();
  });
});

describe('sourceRepository', () => {
  const env = readSourceRepositoryEnv({GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/site'});
  const none = {url: undefined};

  it("takes CI's variables first, then the git remote, then the setting", () => {
    const remote = 'git@github.com:fork/site.git';
    const setting = 'https://github.com/setting/site';
    expect(sourceRepository({env, gitRemote: remote, setting})).toEqual({
      url: 'https://github.com/acme/site',
      from: 'CI variables',
    });
    expect(sourceRepository({env: none, gitRemote: remote, setting})?.url).toBe('https://github.com/fork/site');
    expect(sourceRepository({env: none, gitRemote: '/work/main', setting})?.url).toBe(setting);
  });

  it('knows none, and then gives no edit base, when nothing names the repository', () => {
    const repository = sourceRepository({env: none, gitRemote: undefined, setting: undefined});
    expect(repository).toBeUndefined();
    expect(editBase(repository)).toBeUndefined();
    expect(editUrlOf(editBase(repository), 'docs/intro.mdx')).toBeUndefined();
  });

  it('fails on half of the CI variables, naming the missing one', () => {
    expect(() => readSourceRepositoryEnv({GITHUB_REPOSITORY: 'acme/site'})).toThrow(/GITHUB_SERVER_URL is missing/);
  });
});

describe('edit links of the checkout', () => {
  const base = editBase({url: 'https://github.com/acme/site', from: 'CI variables'})!;

  it("open the published branch's copy of each page's own source file, which the checkout holds", () => {
    const files = markdownFiles(['docs', 'blog', 'announcements']);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const url = editUrlOf(base, file);
      if (file.startsWith(`docs${path.sep}api${path.sep}`)) {
        expect(url, file).toBeUndefined();
        continue;
      }
      expect(url).toBe(`https://github.com/acme/site/edit/main/${file.split(path.sep).join('/')}`);
      expect(existsSync(url!.slice(base.length)), url).toBe(true);
    }
  });
});
