/**
 * Every read of git history the build makes: last-updated dates of docs and
 * posts (Docusaurus' VCS hook, `future.experimental_vcs`) and the last commit
 * of the OpenAPI description (config/pageMeta.ts). Outside a Git worktree (a
 * source archive, a Docker build context without .git, no git installed) the
 * build still succeeds, with one warning: pages have no last-updated date and
 * their structured data no dateModified.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {getVcsPreset} from '@docusaurus/utils';
import type {VcsConfig} from '@docusaurus/types';

/** Runs git in `cwd`; its output, or undefined when git is missing or fails. Git's own errors are not printed. */
function git(cwd: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return undefined;
  }
}

/** Whether `dir` is inside a Git worktree that git can read. */
export function insideGitWorktree(dir: string): boolean {
  return git(dir, ['rev-parse', '--is-inside-work-tree']) === 'true';
}

/**
 * The last commit date of a tracked file (ISO 8601), or undefined outside git.
 * A shallow clone answers with the date of its one commit.
 */
export function gitLastModified(file: string): string | undefined {
  const date = git(path.dirname(file), ['log', '-1', '--format=%cI', '--', path.basename(file)]);
  return date ? new Date(date).toISOString() : undefined;
}

/** The URL of the `origin` remote of the checkout at `dir`, or undefined (no git, no such remote). */
export function gitRemoteUrl(dir: string): string | undefined {
  return git(dir, ['remote', 'get-url', 'origin']) || undefined;
}

export const NO_GIT_WARNING =
  'This site is not in a Git worktree (a source archive, or a Docker context without .git), so pages get no last-updated date and their structured data no dateModified. Build from a Git checkout to keep them.';

/**
 * Docusaurus' own VCS (`default-v2`: the git history read once, eagerly, in a
 * production build; fixed dates under `npm start`) inside a Git worktree.
 * Outside one, that VCS would stop the build ("outside any Git worktree"):
 * this one warns once and answers that no file has a date.
 */
export function siteVcs(
  inGit: (siteDir: string) => boolean = insideGitWorktree,
  warn: (message: string) => void = (message) => logger.warn(message),
): VcsConfig {
  const gitVcs = getVcsPreset('default-v2');
  const noVcs = getVcsPreset('disabled');
  let current = gitVcs;
  let warned = false;
  return {
    initialize({siteDir}) {
      current = inGit(siteDir) ? gitVcs : noVcs;
      if (current === noVcs && !warned) {
        warned = true;
        warn(NO_GIT_WARNING);
      }
      current.initialize({siteDir});
    },
    getFileCreationInfo: (filePath) => current.getFileCreationInfo(filePath),
    getFileLastUpdateInfo: (filePath) => current.getFileLastUpdateInfo(filePath),
  };
}
