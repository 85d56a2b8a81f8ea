import {execFileSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {OPENAPI_HEADING} from 'apipie-docs-markdown-twins/node';

/** The folders under docs/ that are copied: the guides, and the API reference `gen:api` generated. */
export const DOC_DIRS = ['Features', 'Models', 'Integrations', 'Migrate', 'Terms', 'api'];
/** The docs at the top of docs/, copied with the folders: the home page of the docs. */
export const DOC_FILES = ['intro.mdx'];
export const BLOG_DIRS = ['blog', 'announcements'];
const POST_FOLDER = /^\d{4}-\d{2}-\d{2}-/;

/**
 * A node_modules of symlinks to the checkout's packages, without its `.cache`: a copy shares the installed
 * packages but starts with empty build caches (Rspack's, the social cards'), as a fresh clone does. The
 * workspaces' own packages (npm links them relatively, `../packages/search`) are linked the same way, to
 * the copy's folders: a copy of another commit builds with that commit's packages, not the checkout's.
 */
function linkNodeModules(from: string, to: string): void {
  mkdirSync(to, {recursive: true});
  for (const entry of readdirSync(from)) {
    if (entry === '.cache') continue;
    const installed = path.join(from, entry);
    const link = lstatSync(installed).isSymbolicLink() ? readlinkSync(installed) : null;
    symlinkSync(link !== null && !path.isAbsolute(link) ? link : installed, path.join(to, entry));
  }
}

/**
 * A copy of the checkout's tracked files (and the MCP server's bundle) in a fresh Git repository of one commit;
 * with `ref`, the files of that commit instead of the work tree's, for a before-and-after run.
 */
export function copyCheckout(repo: string, to: string, ref?: string): void {
  rmSync(to, {recursive: true, force: true});
  mkdirSync(to, {recursive: true});
  if (ref) {
    const archive = execFileSync('git', ['archive', '--format=tar', ref], {cwd: repo, maxBuffer: 1024 ** 3});
    execFileSync('tar', ['-x', '-C', to], {input: archive});
  } else {
    const files = execFileSync('git', ['ls-files', '-z'], {cwd: repo, encoding: 'utf8'}).split('\0').filter(Boolean);
    for (const file of files) {
      if (!existsSync(path.join(repo, file))) continue;
      mkdirSync(path.dirname(path.join(to, file)), {recursive: true});
      cpSync(path.join(repo, file), path.join(to, file));
    }
  }
  if (existsSync(path.join(repo, 'mcp/dist')))
    cpSync(path.join(repo, 'mcp/dist'), path.join(to, 'mcp/dist'), {recursive: true});
  linkNodeModules(path.join(repo, 'node_modules'), path.join(to, 'node_modules'));
  commitAll(to);
}

/** Makes `dir` a Git repository of one commit, so the build reads "last updated" dates as in a clone. */
export function commitAll(dir: string): void {
  const git = (...args: string[]) => execFileSync('git', args, {cwd: dir, stdio: 'ignore'});
  if (!existsSync(path.join(dir, '.git'))) git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=bench', '-c', 'user.email=bench@localhost', 'commit', '-qm', 'bench copy', '--allow-empty');
}

/** Markdown files under `dir`, relative to it. */
const markdownFiles = (dir: string) =>
  (readdirSync(dir, {recursive: true}) as string[]).filter((file) => /\.mdx?$/.test(file));

/** A `slug:` line in front matter, which would give every copy the original's URL. */
const SLUG_LINE = /^(---\n(?:.*\n)*?slug: *)(['"]?)(.+?)\2 *\n/;

/**
 * Gives a copied Markdown file that names its own slug the copy's slug: `<slug>-copy-N`, and the home
 * page's `/` the copy's folder, `/copy-N/`.
 */
function renameSlug(file: string, n: number): void {
  const text = readFileSync(file, 'utf8');
  const match = SLUG_LINE.exec(text);
  if (!match) return;
  const slug = match[3] === '/' ? `/copy-${n}/` : `${match[3]}-copy-${n}`;
  writeFileSync(file, text.replace(SLUG_LINE, `$1$2${slug}$2\n`));
}

/** Gives each Markdown file copied into `dir` that names its own slug the copy's slug (renameSlug). */
function renameSlugs(dir: string, n: number): void {
  for (const file of markdownFiles(dir)) renameSlug(path.join(dir, file), n);
}

/**
 * The bench's 10× site gives each copy of the docs a sidebar of its own, the docs' sidebar with every
 * doc, folder and generated index moved under docs/copy-N: each copied page shows its sidebar and
 * links, and each copy of the API reference has its category pages, as the docs do.
 */
const COPY_SIDEBARS = (copies: number) => `
/** Sidebar items with every doc id, folder and generated index's slug under docs/\${prefix}. */
function underCopy(items: readonly unknown[], prefix: string): unknown[] {
  return items.map((item) => {
    if (typeof item === 'string') return \`\${prefix}/\${item}\`;
    const entry = {...(item as Record<string, unknown>)};
    if (typeof entry.id === 'string') entry.id = \`\${prefix}/\${entry.id}\`;
    if (typeof entry.dirName === 'string') entry.dirName = \`\${prefix}/\${entry.dirName}\`;
    if (Array.isArray(entry.items)) entry.items = underCopy(entry.items, prefix);
    const link = entry.link as {id?: string; slug?: string} | undefined;
    if (link?.id) entry.link = {...link, id: \`\${prefix}/\${link.id}\`};
    if (link?.slug) entry.link = {...link, slug: \`/\${prefix}\${link.slug}\`};
    return entry;
  });
}

export default {
  ...sidebars,
  ...Object.fromEntries(
    Array.from({length: ${copies}}, (_, at) => [\`copy\${at + 1}\`, underCopy(sidebars.docs, \`copy-\${at + 1}\`)]),
  ),
};
`;

/** Gives each copy of the docs in a site a sidebar of its own (COPY_SIDEBARS), in its sidebars.ts. */
export function addCopySidebars(site: string, copies: number): void {
  const file = path.join(site, 'sidebars.ts');
  const text = readFileSync(file, 'utf8');
  const last = 'export default sidebars;\n';
  if (!text.endsWith(last))
    throw new Error(`${file} no longer ends with "${last.trim()}": the bench cannot add the copies' sidebars`);
  writeFileSync(file, text.slice(0, -last.length) + COPY_SIDEBARS(copies));
}

/**
 * Copies every doc (the home page, guides and API pages: generate them first) and post of `site` into it
 * `copies` times under new paths, beside the originals: docs/copy-N/... and <blog>/<date>-<slug>-copy-N/,
 * N = 1..copies, a slug given in front matter becoming `<slug>-copy-N` (renameSlug). Returns the number of
 * Markdown files added.
 */
export function multiplyContent(site: string, copies: number): number {
  let added = 0;
  for (let n = 1; n <= copies; n++) {
    for (const dir of DOC_DIRS) {
      const copy = path.join(site, 'docs', `copy-${n}`, dir);
      cpSync(path.join(site, 'docs', dir), copy, {recursive: true});
      renameSlugs(copy, n);
      added += markdownFiles(copy).length;
    }
    for (const file of DOC_FILES) {
      const copy = path.join(site, 'docs', `copy-${n}`, file);
      cpSync(path.join(site, 'docs', file), copy);
      renameSlug(copy, n);
      added += 1;
    }
    for (const blog of BLOG_DIRS) {
      for (const post of readdirSync(path.join(site, blog)).filter((entry) => POST_FOLDER.test(entry))) {
        if (/-copy-\d+$/.test(post)) continue;
        const copy = path.join(site, blog, `${post}-copy-${n}`);
        cpSync(path.join(site, blog, post), copy, {recursive: true});
        renameSlugs(copy, n);
        added += 1;
      }
    }
  }
  return added;
}

/** Replaces what `pattern` matches in a file, failing when it matches nothing (the file changed shape). */
export function editFile(file: string, pattern: RegExp, replacement: string): void {
  const text = readFileSync(file, 'utf8');
  if (!pattern.test(text)) throw new Error(`${file}: nothing matches ${pattern}, to set ${replacement}`);
  writeFileSync(file, text.replace(pattern, replacement));
}

/** An import of one of the site's components, which stock Docusaurus lacks. */
const OWN_COMPONENT_IMPORT = /^import (.+?) from '@site\/src\/components\/[^']+';?\n/gm;

/** MDX without the site's own components: their imports, their self-closing elements, a wrapper's tags. */
function withoutOwnComponents(text: string): string {
  // `import A, {B, C as D} from …`: every name it binds (and `as`, which names no element).
  const names = [...text.matchAll(OWN_COMPONENT_IMPORT)].flatMap((match) => match[1]!.match(/\w+/g) ?? []);
  let stripped = text.replace(OWN_COMPONENT_IMPORT, '');
  for (const name of names)
    stripped = stripped
      .replace(new RegExp(`<${name}\\b[^>]*/>`, 'g'), '')
      .replace(new RegExp(`</?${name}\\b[^>]*>`, 'g'), '');
  return stripped;
}

/**
 * The stock classic template (TypeScript) of create-docusaurus at `version`, from npm, over the Markdown of
 * `site`, for the same pages: its docs/ and blog/ replaced by the site's guides and posts, the announcements
 * a second blog as in the site, and the API reference as Markdown (stockApiPages), without the site's own
 * components, which the template does not have. Config edits, each printed: served under /docs/ like the
 * site, Markdown parsed as the site parses it (`format: 'detect'`), broken links warned about (the guides
 * link to the site's URLs, and the template serves docs under docs/ and has none of the site's own pages),
 * and the announcements' blog.
 */
export function stockSiteOver(site: string, version: string, to: string, repo: string, apiTwins: string): string[] {
  rmSync(to, {recursive: true, force: true});
  mkdirSync(to, {recursive: true});
  const packDir = path.join(to, '..', 'create-docusaurus');
  mkdirSync(packDir, {recursive: true});
  execFileSync('npm', ['pack', `create-docusaurus@${version}`, '--silent', '--pack-destination', packDir], {
    stdio: 'ignore',
  });
  execFileSync('tar', ['xzf', `create-docusaurus-${version}.tgz`], {cwd: packDir});
  for (const dir of ['templates/shared', 'templates/classic-typescript']) {
    cpSync(path.join(packDir, 'package', dir), to, {recursive: true});
  }
  rmSync(path.join(to, 'docs'), {recursive: true, force: true});
  rmSync(path.join(to, 'blog'), {recursive: true, force: true});
  cpSync(path.join(site, 'docs'), path.join(to, 'docs'), {
    recursive: true,
    // The generated API pages are made of the site's own components: stockApiPages writes them.
    filter: (source) => !path.relative(path.join(site, 'docs'), source).split(path.sep).includes('api'),
  });
  const apiDirs = stockApiPages(site, to, apiTwins);
  for (const dir of BLOG_DIRS) cpSync(path.join(site, dir), path.join(to, dir), {recursive: true});
  const mdxFiles = ['docs', ...BLOG_DIRS].flatMap((dir) =>
    (readdirSync(path.join(to, dir), {recursive: true}) as string[])
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => path.join(to, dir, file)),
  );
  for (const full of mdxFiles) {
    const text = readFileSync(full, 'utf8');
    writeFileSync(full, withoutOwnComponents(text));
  }
  const config = path.join(to, 'docusaurus.config.ts');
  const edits: [RegExp, string][] = [
    [/baseUrl: '\/',/, "baseUrl: '/docs/',"],
    [/onBrokenLinks: 'throw',/, "onBrokenLinks: 'warn',\n  markdown: {format: 'detect'},"],
    // The site's blogs list every post beside each post (config/blog.ts): at 10× that sidebar is as
    // long as the rest of a post page, so stock renders the same sidebar.
    [/blog: \{\n(\s*)showReadingTime: true,/, "blog: {\n$1showReadingTime: true,\n$1blogSidebarCount: 'ALL',"],
    // The announcements are a blog of their own in the site (config/blog.ts), with its own lists, tags,
    // authors and feeds: stock gets a second instance, with the options of its template's blog.
    [
      /\n {2}themeConfig: \{/,
      `\n  plugins: [['@docusaurus/plugin-content-blog', ${STOCK_ANNOUNCEMENTS}]],\n\n  themeConfig: {`,
    ],
  ];
  for (const [pattern, replacement] of edits) editFile(config, pattern, replacement);
  linkNodeModules(path.join(repo, 'node_modules'), path.join(to, 'node_modules'));
  return [
    `create-docusaurus@${version} classic-typescript; docs/ and blog/ replaced by the 10× guides and posts,`,
    `the API pages as their Markdown twins (${apiDirs} folders of them), without the components from src/components`,
    "config: baseUrl '/docs/', onBrokenLinks 'warn', markdown.format 'detect', blogSidebarCount 'ALL' (as the site's),",
    "and announcements/ as a second blog (the template's blog options, blogSidebarCount 'ALL')",
  ];
}

/** The announcements' blog in the stock site: the template's blog options, the site's routes. */
const STOCK_ANNOUNCEMENTS = `{
      id: 'announcements',
      path: 'announcements',
      routeBasePath: 'announcements',
      showReadingTime: true,
      blogSidebarCount: 'ALL',
      feedOptions: {type: ['rss', 'atom'], xslt: true},
      onInlineTags: 'warn',
      onInlineAuthors: 'warn',
      onUntruncatedBlogPosts: 'warn',
    }`;

/**
 * The site's API pages are generated MDX made of its own components. Stock renders the same pages from
 * their Markdown twins (`apiTwins`: the api/ folder of a build of the site), each written where the site
 * has that page's MDX, in docs/api/ and in every copy's. What a twin adds for agents is left out: the
 * lines before its title and the OpenAPI section it ends with, which the page does not show. Returns how
 * many folders of API pages were written.
 */
export function stockApiPages(site: string, to: string, apiTwins: string): number {
  const twins = readdirSync(apiTwins).filter((file) => file.endsWith('.md'));
  const apiDirs = (readdirSync(path.join(site, 'docs'), {recursive: true}) as string[]).filter(
    (dir) => path.basename(dir) === 'api' && lstatSync(path.join(site, 'docs', dir)).isDirectory(),
  );
  for (const dir of apiDirs) {
    const pages = readdirSync(path.join(site, 'docs', dir)).filter((file) => /\.mdx$/.test(file));
    if (pages.length !== twins.length)
      throw new Error(`${apiTwins}: ${twins.length} API twins for the ${pages.length} pages of docs/${dir}`);
    mkdirSync(path.join(to, 'docs', dir), {recursive: true});
    for (const twin of twins) {
      const text = readFileSync(path.join(apiTwins, twin), 'utf8');
      const title = text.startsWith('# ') ? 0 : text.indexOf('\n# ') + 1;
      const openapi = text.indexOf(`\n## ${OPENAPI_HEADING}`);
      writeFileSync(
        path.join(to, 'docs', dir, twin),
        openapi < 0 ? text.slice(title) : `${text.slice(title, openapi)}\n`,
      );
    }
  }
  return apiDirs.length;
}
