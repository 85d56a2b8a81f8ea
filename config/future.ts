import type {Config} from '@docusaurus/types';
import {readProductionBuildEnv} from './env';
import {siteVcs} from './git';

/**
 * Docusaurus' future flags: v4's defaults (Rspack and its persistent cache, SWC, Lightning CSS, SSG on
 * worker threads, git history read eagerly, HTML minified by swc), with two choices of our own:
 * last-updated dates come from git inside a Git worktree only; elsewhere the build warns (config/git.ts).
 * And Rspack's persistent cache serves `npm start` only. A production build starts from a clean checkout
 * (CI, a deploy, the bench), so it writes a cache nothing reads, and Rspack keeps the cache's memory to the
 * end of the build, through SSG and the post-build steps, where the build's peak is (`npm run bench:build`).
 *
 * swc's HTML minifier keeps every end tag, through a patch (patches/README.md): upstream lets it leave
 * out those the HTML standard lets a page omit (`</td></tr></tbody>`), and parsers that do not apply those
 * rules (afdocs' node-html-parser) then lose `<main>` after a table. html-minifier-terser, which keeps
 * them unpatched, made more HTML than swc keeping them (`git log -- bench/endTags.ts`) and took several
 * times as long a page, which a site ten times bigger pays in every build (`npm run bench:build`).
 */
export const future = {
  v4: true,
  faster: {rspackPersistentCache: !readProductionBuildEnv().production},
  experimental_vcs: siteVcs(),
} satisfies Config['future'];
