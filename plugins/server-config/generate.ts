/**
 * The server files of a build: the nginx config, `_redirects` and `_headers` for Netlify and
 * Cloudflare Pages, all under `<outDir>/_server/`, and `.br` and `.gz` files next to compressible
 * files. The last step of the build pipeline (plugins/built-site/pipeline.ts, `serverConfig`) writes
 * them, from the pages it parses once; `generateServerConfig` does the same for a build made without it.
 */
import {existsSync, readdirSync, statSync} from 'node:fs';
import {readFile, mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Root} from 'hast';
import {pageFileCandidates} from '../built-site/files';
import {parseHtml} from 'apipie-docs-html-tree';
import {contentSecurityPolicy, hostedSearchOrigins, type ServerSearch} from './headers';
import {bundledStyleSources, emptyInlineSources, inlineSourcesOf, type InlineSources} from './inlineSources';
import {insightsScriptUrl} from './insightsScript';
import {NGINX_LOCATIONS_FILE, NGINX_MAPS_FILE, nginxLocations, nginxMaps, SERVER_FILES_DIR} from './nginx';
import {headersFile, redirectsFile} from './pagesHost';
import {
  createCompressor,
  isCompressible,
  summarize,
  type Compressed,
  type Compressor,
  type PrecompressSummary,
} from './precompress';
import {redirectRules, type Redirect} from 'apipie-docs-redirects';

export type ServerConfigOptions = {
  searchEnv: ServerSearch;
  /** The build's analytics settings: its endpoint gets the proxy location. Off when not given. */
  analyticsEnv?: {enabled: false} | {enabled: true; endpoint: string};
  baseUrl: string;
  /** The redirect table (config/redirects.ts): server redirects, and pages whose scripts need no hash. */
  redirects: readonly Redirect[];
};

export type ServerConfigSummary = {
  pages: number;
  scriptHashes: number;
  styleHashes: number;
  contentSecurityPolicy: string;
  compressed: PrecompressSummary;
  milliseconds: number;
  compressMilliseconds: number;
};

/** A file's path relative to the build's root, with forward slashes, as the build's files are named here. */
function inBuild(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/**
 * Every file under root, as forward-slash paths relative to it, without the server files. Listed
 * synchronously: when the steps start and when they have all finished, nothing else waits for the
 * main thread, and one call lists a big build's folders in a fraction of the time a promise for each
 * folder takes.
 */
function siteFiles(root: string): string[] {
  const entries = readdirSync(root, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => inBuild(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`${SERVER_FILES_DIR}/`) && !/\.(br|gz)$/.test(file));
}

/**
 * The client-side redirect pages of the table's `from` paths. Servers with
 * real redirects never send them, so their inline scripts need no hash.
 */
function redirectPageFiles(redirects: readonly Redirect[]): Set<string> {
  return new Set(redirects.flatMap(({from}) => pageFileCandidates(from.replace(/^\//, ''))));
}

/**
 * What the bundler and the renderer wrote is final when the build's postBuild starts: every file
 * then present but the pages (which the pass over them reads) is handed at once to the compression
 * thread, which works beside that pass, and its scripts are read for the style elements they render.
 * `modified` tells, at the end, which files are new or changed since (the pages, what other steps wrote).
 */
async function compressEarly(root: string, compressor: Compressor, inline: InlineSources) {
  const files = siteFiles(root).filter((file) => !file.endsWith('.html'));
  const statOf = (file: string) => statSync(path.join(root, file));
  const mtimes = new Map(files.map((file) => [file, statOf(file).mtimeMs] as const));
  const compress = async () => {
    const compressed = compressor.files(files);
    for (const script of files.filter((file) => file.endsWith('.js')))
      bundledStyleSources(await readFile(path.join(root, script), 'utf8'), inline);
    return compressed;
  };
  return {
    compressed: compress(),
    /** Whether the file was there when the steps started (and is being compressed as it was then). */
    listed: (file: string) => mtimes.has(file),
    /** The file's size when it is new or changed since, else null. Asked once every step has finished. */
    modified: (file: string) => {
      const {mtimeMs, size} = statOf(file);
      return mtimes.get(file) === mtimeMs ? null : size;
    },
  };
}

/**
 * The server config of one build: `page` takes each built page's tree for the CSP hashes (and
 * fails, naming the file, on inline JavaScript no hash can allow); `write`, once every other step
 * has written its files, reads the HTML files no `page` call gave it, writes the server files and
 * compresses everything.
 */
export function serverConfigWriter(outDir: string, options: ServerConfigOptions) {
  const root = path.resolve(outDir);
  const {baseUrl, redirects} = options;
  const inline = emptyInlineSources();
  const compressor = createCompressor(root);
  const early = compressEarly(root, compressor, inline);
  // Each page seen, by its path in the build, compressed as soon as it is seen (pages are final once
  // rendered); apart, each file a finished step named (`written`).
  const seen = new Map<string, Promise<Compressed | null>>();
  const named = new Map<string, Promise<Compressed | null>>();
  // Awaited by write(); a build that fails first never asks.
  early.then(({compressed}) => compressed).catch(() => undefined);
  const page = ({tree, file}: {tree: Root; file: string}) => {
    inlineSourcesOf(tree, path.relative(process.cwd(), file), inline);
    const relative = inBuild(root, file);
    const compressed = compressor.file(relative);
    compressed.catch(() => undefined);
    seen.set(relative, compressed);
  };
  /**
   * Files a step wrote and named once it finished, final from then on: compressed at once, beside the
   * steps still running. Pages and scripts are left to `write`, which reads them for the CSP.
   */
  const written = (files: readonly string[]) => {
    void early.then(
      ({listed}) => {
        for (const file of files) {
          const relative = inBuild(root, file);
          if (relative.startsWith('..') || /\.(html|js)$/.test(relative) || !isCompressible(relative)) continue;
          // A file there from the start is being compressed as it was then: `write` sees it changed.
          if (listed(relative) || seen.has(relative) || named.has(relative)) continue;
          const compressed = compressor.file(relative);
          compressed.catch(() => undefined);
          named.set(relative, compressed);
        }
      },
      () => undefined,
    );
  };
  return {
    /** Resolves once the files written so far are listed: what the later steps write is new after it. */
    listed: early.then(() => undefined),
    page,
    written,
    async write(): Promise<ServerConfigSummary> {
      // From here: the pages' hashes were taken during the pass over them, timed with it.
      const started = performance.now();
      try {
        const files = siteFiles(root);
        const {compressed: compressedEarly, modified} = await early;
        // HTML files that are no route (none today): hashed as well, so every page nginx serves is
        // covered, except the client-side redirect pages, which servers with real redirects never send.
        const skipped = redirectPageFiles(redirects);
        for (const other of files.filter((file) => file.endsWith('.html') && !seen.has(file) && !skipped.has(file))) {
          const file = path.join(root, other);
          page({tree: parseHtml(await readFile(file, 'utf8')), file});
        }
        // What the steps wrote and did not name is mostly small (the search index's files): sizes already
        // known spare reading it. Handed to the compression thread before anything else here, so that it
        // goes on from the files it holds to these without waiting for the main thread.
        const lateSizes = new Map<string, number>();
        for (const file of files) {
          const size = seen.has(file) || named.has(file) ? null : modified(file);
          if (size !== null) lateSizes.set(file, size);
        }
        const late = [...lateSizes.keys()];
        const compressedLate = compressor.files(late, lateSizes);
        compressedLate.catch(() => undefined);
        // Scripts written after the build's start (none today) are read for their style elements too.
        for (const script of late.filter((file) => file.endsWith('.js')))
          bundledStyleSources(await readFile(path.join(root, script), 'utf8'), inline);
        const hosted =
          options.searchEnv.mode === 'hosted' ? hostedSearchOrigins(options.searchEnv, insightsScriptUrl()) : null;
        const csp = contentSecurityPolicy(inline, hosted);
        const rules = redirectRules(redirects, baseUrl);
        const serverDir = path.join(root, SERVER_FILES_DIR);
        await mkdir(path.join(serverDir, 'nginx'), {recursive: true});
        await Promise.all([
          writeFile(
            path.join(serverDir, NGINX_MAPS_FILE),
            nginxMaps({baseUrl, redirects: rules, contentSecurityPolicy: csp}),
          ),
          writeFile(
            path.join(serverDir, NGINX_LOCATIONS_FILE),
            nginxLocations({
              baseUrl,
              analyticsEndpoint: options.analyticsEnv?.enabled ? options.analyticsEnv.endpoint : undefined,
            }),
          ),
          writeFile(path.join(serverDir, '_redirects'), redirectsFile(rules)),
          writeFile(path.join(serverDir, '_headers'), headersFile(baseUrl, csp)),
        ]);
        const compressStarted = performance.now();
        const compressedMeanwhile = await Promise.all(
          [...seen, ...named].map(async ([file, done]) => [file, await done] as const),
        );
        // A file listed at the start and changed since is in the early map as it was and in the late one
        // as it is: the late entry wins.
        const compressed = new Map([
          ...(await compressedEarly),
          ...compressedMeanwhile.flatMap(([file, done]) => (done ? [[file, done] as const] : [])),
          ...(await compressedLate),
        ]);
        return {
          compressMilliseconds: performance.now() - compressStarted,
          pages: seen.size,
          scriptHashes: inline.scripts.size,
          styleHashes: inline.styles.size,
          contentSecurityPolicy: csp,
          compressed: summarize(files.flatMap((file) => compressed.get(file) ?? [])),
          milliseconds: performance.now() - started,
        };
      } finally {
        await compressor.close();
      }
    },
  };
}

/**
 * The server files of a build made without the built-site plugin (a baseline build of another
 * commit in a bench): reads and parses its pages itself, every HTML file but the redirect pages.
 */
export async function generateServerConfig(
  options: ServerConfigOptions & {outDir: string},
): Promise<ServerConfigSummary> {
  const root = path.resolve(options.outDir);
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`No built site in ${root}: run the build first.`);
  // With no page handed to it, the writer reads every page itself.
  return serverConfigWriter(options.outDir, options).write();
}

export function describeServerConfig(outDir: string, summary: ServerConfigSummary): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const {compressed} = summary;
  return [
    `Server files in ${path.join(outDir, SERVER_FILES_DIR)}: CSP with ${summary.scriptHashes} script and ${summary.styleHashes} style hashes from ${summary.pages} pages;`,
    `precompressed ${compressed.files} files (${kb(compressed.bytes)} -> br ${kb(compressed.brotliBytes)}, gz ${kb(compressed.gzipBytes)})`,
    `in ${(summary.milliseconds / 1000).toFixed(1)} s (compression ${(summary.compressMilliseconds / 1000).toFixed(1)} s).`,
  ].join(' ');
}
