import path from 'node:path';
import {readSourceRepositoryEnv} from './env';
import {gitRemoteUrl} from './git';
import {site} from './site';

/**
 * "Edit this page" opens the page's own source file in the repository the site is built from:
 * named by CI's variables when set (GitHub Actions: GITHUB_SERVER_URL and GITHUB_REPOSITORY), else
 * by the checkout's `origin` remote, else by `site.sourceRepositoryUrl`. With none of them, pages
 * carry no edit link rather than one that leads nowhere. Generated pages (docs/api/, from the API
 * description) have no source file of their own, so they carry none either.
 */

/** The web address of a repository from a git remote URL: https, ssh or scp-like; undefined for a local path. */
export function repositoryWebUrl(remote: string): string | undefined {
  const trimmed = remote
    .trim()
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
  const scp = /^[\w.-]+@([\w.-]+):([\w.-]+\/[\w.-]+)$/.exec(trimmed);
  if (scp) return `https://${scp[1]}/${scp[2]}`;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (!['https:', 'http:', 'ssh:', 'git:'].includes(url.protocol)) return undefined;
  const repo = /^\/([\w.-]+\/[\w.-]+)$/.exec(url.pathname);
  return repo ? `https://${url.hostname}/${repo[1]}` : undefined;
}

export type SourceRepository = {url: string; from: 'CI variables' | 'git remote origin' | 'site.sourceRepositoryUrl'};

/** Where the repository comes from, in order of precedence; undefined when nothing names it. */
export function sourceRepository(sources: {
  env: {url: string | undefined};
  gitRemote: string | undefined;
  setting: string | undefined;
}): SourceRepository | undefined {
  if (sources.env.url) return {url: sources.env.url, from: 'CI variables'};
  const remote = sources.gitRemote === undefined ? undefined : repositoryWebUrl(sources.gitRemote);
  if (remote) return {url: remote, from: 'git remote origin'};
  if (sources.setting) return {url: sources.setting.replace(/\/+$/, ''), from: 'site.sourceRepositoryUrl'};
  return undefined;
}

/** The base every edit link starts with (https://host/owner/name/edit/main/), or undefined. */
export function editBase(repository: SourceRepository | undefined, branch = site.publishedBranch): string | undefined {
  return repository ? `${repository.url}/edit/${branch}/` : undefined;
}

/** Source folders whose pages are generated and have no file of their own to edit. */
export const generatedSources = ['docs/api/'];

/** The edit URL of a source file given relative to the site folder, or undefined for a generated one. */
export function editUrlOf(base: string | undefined, file: string): string | undefined {
  const relative = file.split(path.sep).join('/');
  if (!base || generatedSources.some((dir) => relative.startsWith(dir))) return undefined;
  return `${base}${relative}`;
}

/** The repository of this build, read once. */
export const buildRepository = sourceRepository({
  env: readSourceRepositoryEnv(),
  gitRemote: gitRemoteUrl(path.resolve(__dirname, '..')),
  setting: site.sourceRepositoryUrl,
});

export const buildEditBase = editBase(buildRepository);

/** The docs plugin's editUrl: its docs folder and the page's path in it. */
export const docsEditUrl = ({versionDocsDirPath, docPath}: {versionDocsDirPath: string; docPath: string}) =>
  editUrlOf(buildEditBase, `${versionDocsDirPath}/${docPath}`);

/** A blog plugin's editUrl: its folder and the post's path in it. */
export const blogEditUrl = ({blogDirPath, blogPath}: {blogDirPath: string; blogPath: string}) =>
  editUrlOf(buildEditBase, `${blogDirPath}/${blogPath}`);
