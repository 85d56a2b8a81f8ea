import type {Config} from '@docusaurus/types';
import {siteVcs} from './git';

/**
 * Docusaurus' future flags: v4's defaults (Rspack and its persistent cache, SWC, Lightning CSS, SSG on
 * worker threads, git history read eagerly), with two choices of our own:
 * - HTML is minified by html-minifier-terser, not swc: swc's minifier leaves out every end tag the HTML
 *   standard lets a page omit (`</td></tr></tbody>`, hard-coded upstream), and parsers that do not apply
 *   those rules (afdocs' node-html-parser) then lose `<main>` after a table. Terser keeps them: 50-220 B
 *   gzip more HTML per page than stock, 40-130 B more than swc keeping them would (`git log -- bench/endTags.ts`).
 * - last-updated dates come from git inside a Git worktree only; elsewhere the build warns (config/git.ts).
 */
export const future = {
  v4: true,
  faster: {swcHtmlMinimizer: false},
  experimental_vcs: siteVcs(),
} satisfies Config['future'];
