import {readFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {parseDocument} from 'htmlparser2';
import {findAll} from 'domutils';

/** Gzip bytes a page's HTML asks for before it is interactive, read from the built files. */
export type StaticPageWeight = {
  /** Every `<script src>` of the page (Docusaurus lists the route's chunks too), gzip. */
  js: number;
  /** The `main` bundle alone, gzip. */
  mainJs: number;
  /** Every `<link rel="stylesheet">`: all of it blocks the first paint, gzip. */
  css: number;
  files: {js: string[]; css: string[]};
};

/** The built HTML file of a page below the base URL: `a/b` is `a/b.html` or `a/b/index.html`. */
export function htmlFileOf(buildDir: string, relative: string): string {
  if (relative === '') return path.join(buildDir, 'index.html');
  const asFile = path.join(buildDir, `${relative}.html`);
  return existsSync(asFile) ? asFile : path.join(buildDir, relative, 'index.html');
}

/** Script and stylesheet URLs of an HTML document, in document order. */
export function assetUrls(html: string): {js: string[]; css: string[]} {
  const document = parseDocument(html);
  const js = findAll((el) => el.name === 'script' && Boolean(el.attribs['src']), document.children).map((el) => el.attribs['src'] ?? '');
  const css = findAll(
    (el) => el.name === 'link' && (el.attribs['rel'] ?? '').split(/\s+/).includes('stylesheet') && Boolean(el.attribs['href']),
    document.children,
  ).map((el) => el.attribs['href'] ?? '');
  return {js, css};
}

const gzipCache = new Map<string, number>();

async function gzipBytes(file: string): Promise<number> {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(await readFile(file), {level: 9}).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** What the built page `relative` (below `baseUrl`) loads: JS, main.js and render-blocking CSS, gzip. */
export async function staticPageWeight(buildDir: string, baseUrl: string, relative: string): Promise<StaticPageWeight> {
  const htmlFile = htmlFileOf(buildDir, relative);
  if (!existsSync(htmlFile)) throw new Error(`No built page ${htmlFile}: run \`npm run build\` first.`);
  const urls = assetUrls(await readFile(htmlFile, 'utf8'));
  const fileOf = (url: string) => {
    if (!url.startsWith(baseUrl)) throw new Error(`${htmlFile}: ${url} is not under ${baseUrl}`);
    return path.join(buildDir, url.slice(baseUrl.length));
  };
  const sum = async (files: string[]) => (await Promise.all(files.map(gzipBytes))).reduce((a, b) => a + b, 0);
  const jsFiles = urls.js.map(fileOf);
  const cssFiles = urls.css.map(fileOf);
  return {
    js: await sum(jsFiles),
    mainJs: await sum(jsFiles.filter((file) => /^main\.[0-9a-f]+\.js$/.test(path.basename(file)))),
    css: await sum(cssFiles),
    files: {js: urls.js, css: urls.css},
  };
}
