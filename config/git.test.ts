import {execFileSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readLastUpdateData} from '@docusaurus/utils';
import {validateConfig} from '@docusaurus/core/lib/server/configValidation';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {future} from './future';
import {gitLastModified, insideGitWorktree, NO_GIT_WARNING, siteVcs} from './git';

/** A folder outside any Git worktree, as a source archive unpacks to. */
function sourceArchive(): {dir: string; page: string} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
  const page = path.join(dir, 'page.md');
  writeFileSync(page, '# A page\n');
  return {dir, page};
}

/** A repository with one page committed at `date`. */
function checkout(date: string): {dir: string; page: string} {
  const {dir, page} = sourceArchive();
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@localhost', ...args], {
      cwd: dir,
      env: {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date},
      stdio: 'ignore',
    });
  git('init', '-q');
  git('add', 'page.md');
  git('commit', '-q', '--no-gpg-sign', '-m', 'page');
  return {dir, page};
}

const lastUpdatedAt = async (page: string, vcs: ReturnType<typeof siteVcs>) =>
  (await readLastUpdateData(page, {showLastUpdateTime: true, showLastUpdateAuthor: false}, undefined, vcs))
    .lastUpdatedAt;

describe('git', () => {
  it('tells a Git worktree from a folder outside one', () => {
    expect(insideGitWorktree(checkout('2025-03-04T05:06:07Z').dir)).toBe(true);
    expect(insideGitWorktree(sourceArchive().dir)).toBe(false);
  });

  it("gives a file's last commit date, and nothing outside git", () => {
    expect(gitLastModified(checkout('2025-03-04T05:06:07Z').page)).toBe('2025-03-04T05:06:07.000Z');
    expect(gitLastModified(sourceArchive().page)).toBeUndefined();
  });
});

describe('siteVcs', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('outside a Git worktree: warns once, and no page has a last-updated date', async () => {
    const warn = vi.fn();
    const vcs = siteVcs(insideGitWorktree, warn);
    const {dir, page} = sourceArchive();
    vcs.initialize({siteDir: dir});
    vcs.initialize({siteDir: dir});
    expect(warn.mock.calls).toEqual([[NO_GIT_WARNING]]);
    expect(await lastUpdatedAt(page, vcs)).toBeNull();
    expect(await vcs.getFileCreationInfo(page)).toBeNull();
  });

  it("in a production build inside one: Docusaurus' eager git reader, without a warning", async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.fn();
    const vcs = siteVcs(insideGitWorktree, warn);
    const {dir, page} = checkout('2025-03-04T05:06:07Z');
    vcs.initialize({siteDir: dir});
    expect(await lastUpdatedAt(page, vcs)).toBe(Date.parse('2025-03-04T05:06:07Z'));
    expect(warn).not.toHaveBeenCalled();
  });

  it("is a VCS config Docusaurus' config validation accepts", () => {
    const config = validateConfig(
      {title: 'T', url: 'https://example.com', baseUrl: '/', future},
      'docusaurus.config.ts',
    );
    // Joi copies the object; the functions are ours.
    expect(config.future.experimental_vcs.getFileLastUpdateInfo).toBe(future.experimental_vcs.getFileLastUpdateInfo);
    expect(config.future.faster.swcHtmlMinimizer).toBe(true);
    expect(config.future.faster.rspackBundler).toBe(true);
  });
});
