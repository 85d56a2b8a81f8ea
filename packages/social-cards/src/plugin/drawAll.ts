/**
 * Draws the card of every built page into the build, reusing cards drawn
 * before: each is cached under the hash of what it shows and how it is drawn,
 * so a rebuild draws only the pages whose title or section changed.
 */
import {createHash} from 'node:crypto';
import {copyFileSync, existsSync, mkdirSync, readFileSync} from 'node:fs';
import {mkdir, readdir, readFile, rename, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {CARD_DIR} from '../cards';
import {createCardPainter, loadCardAssets, type CardBrand} from './draw';
import {pageCard, type PageCard, type SectionOf} from './pages';
import {parseHtml} from 'apipie-docs-html-tree';

export type DrawAllOptions = CardBrand & {
  outDir: string;
  /** Absolute site URL plus baseUrl, e.g. https://apipie.ai/docs/ */
  siteUrl: string;
  baseUrl: string;
  titleSuffix: string;
  cacheDir: string;
  sectionOf: SectionOf;
};

/** `drawn` counts drawings (pages sharing a text share one); `reused` the pages that needed none. */
export type DrawAllResult = {pages: number; drawn: number; reused: number; ms: number};

async function htmlFiles(dir: string, root = dir): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true});
  const files = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('_') ? [] : htmlFiles(full, root);
      return entry.name.endsWith('.html') ? [full] : [];
    }),
  );
  return files.flat();
}

/** Everything that changes how a card looks, beside its text: the drawing code, the renderers, fonts and logo. */
function rendererFingerprint(assets: string[]): string {
  const hash = createHash('sha256');
  for (const file of ['draw.ts', 'drawWorker.cjs']) hash.update(readFileSync(path.join(__dirname, file)));
  const requireHere = createRequire(__filename);
  for (const name of ['satori', '@resvg/resvg-js'])
    hash.update((requireHere(`${name}/package.json`) as {version: string}).version);
  for (const asset of assets) hash.update(asset);
  return hash.digest('hex');
}

const cachedFile = (cacheDir: string, fingerprint: string, card: PageCard) =>
  path.join(
    cacheDir,
    `${createHash('sha256')
      .update(JSON.stringify([fingerprint, card.title, card.section]))
      .digest('hex')
      .slice(0, 32)}.png`,
  );

/** The card every built page names, with the text to draw on it, for a build read outside the build (the bench). */
export async function listPageCards({
  outDir,
  siteUrl,
  titleSuffix,
  sectionOf,
}: Pick<DrawAllOptions, 'outDir' | 'siteUrl' | 'titleSuffix' | 'sectionOf'>): Promise<PageCard[]> {
  const cardUrlPrefix = `${siteUrl}${CARD_DIR}/`;
  const cards: PageCard[] = [];
  for (const file of await htmlFiles(outDir)) {
    const relativePath = path.relative(outDir, file).replace(/(\/index)?\.html$/, '');
    const card = pageCard(parseHtml(await readFile(file, 'utf8')), file, {
      cardUrlPrefix,
      titleSuffix,
      relativePath,
      sectionOf,
    });
    if (card) cards.push(card);
  }
  return cards;
}

/** Draws the cards of every built page, listed from the build's HTML files (the bench and the tests). */
export async function drawAllCards(options: DrawAllOptions): Promise<DrawAllResult> {
  const started = performance.now();
  const result = await drawCards(await listPageCards(options), options);
  return {...result, ms: performance.now() - started};
}

/** Draws the given cards into the build: from the cache where drawn before, otherwise on worker threads. */
export async function drawCards(cards: readonly PageCard[], options: DrawAllOptions): Promise<DrawAllResult> {
  const started = performance.now();
  const {outDir, baseUrl} = options;
  const assets = loadCardAssets(options, options.siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, ''));
  const fingerprint = rendererFingerprint(assets.fingerprint);
  await mkdir(options.cacheDir, {recursive: true});
  // Keyed by cache file: pages that show the same text share one drawing.
  const missing = new Map<string, PageCard>();
  for (const card of cards) {
    const file = cachedFile(options.cacheDir, fingerprint, card);
    if (!existsSync(file)) missing.set(file, card);
  }
  const painter = missing.size > 0 ? createCardPainter(assets) : null;
  try {
    await Promise.all(
      [...missing].map(async ([cached, card]) => {
        const png = await painter!.draw(card);
        // Written aside, then renamed: an interrupted build never leaves a half card in the cache.
        await writeFile(`${cached}.tmp`, png);
        await rename(`${cached}.tmp`, cached);
      }),
    );
  } finally {
    await painter?.close();
  }
  // Copied synchronously: a card is small, and a synchronous copy costs less than a round trip through
  // libuv's few threads, which the other steps' reads and writes share.
  for (const card of cards) {
    const target = path.join(outDir, card.imagePath.slice(baseUrl.length));
    mkdirSync(path.dirname(target), {recursive: true});
    copyFileSync(cachedFile(options.cacheDir, fingerprint, card), target);
  }
  return {
    pages: cards.length,
    drawn: missing.size,
    reused: cards.length - missing.size,
    ms: performance.now() - started,
  };
}
