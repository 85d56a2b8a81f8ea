import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {buildStep} from '../built-site/step';
import {editLinkProblems, editLinksIn} from './check';

export type EditLinkCheckOptions = {
  /**
   * What every edit link starts with (https://host/owner/name/edit/main/), or undefined when no repository is known.
   */
  editBase: string | undefined;
};

/** The files git tracks in the checkout, or undefined outside one (then the files on disk count). */
function trackedFiles(siteDir: string): Set<string> | undefined {
  try {
    const out = execFileSync('git', ['ls-files', '-z'], {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return new Set(out.split('\0').filter(Boolean));
  } catch {
    return undefined;
  }
}

/**
 * Checks every built page's "Edit this page" link: it opens a file this checkout holds (tracked by
 * git), in the repository the site is built from, or there is none when no repository is known.
 * A broken one fails the build, naming the page and the link.
 */
export const editLinkCheck = buildStep('edit-link-check', {
  start({context}, options: EditLinkCheckOptions) {
    const links: {route: string; href: string}[] = [];
    return {
      page: ({route, tree}) => links.push(...editLinksIn(tree).map((href) => ({route, href}))),
      finish() {
        const tracked = trackedFiles(context.siteDir);
        const exists = (file: string) => (tracked ? tracked.has(file) : existsSync(path.join(context.siteDir, file)));
        const problems = editLinkProblems(links, options.editBase, exists);
        if (problems.length > 0)
          throw new Error(
            [
              `Edit links: ${problems.length} problem(s):`,
              ...problems.map((p) => `- ${p.route}: ${p.href}: ${p.message}`),
            ].join('\n'),
          );
        console.log(
          options.editBase
            ? `[edit-link-check] ${links.length} edit links open files of this checkout at ${options.editBase}`
            : '[edit-link-check] no repository known (CI variables, git remote origin, site.sourceRepositoryUrl): pages carry no edit link',
        );
      },
    };
  },
});
