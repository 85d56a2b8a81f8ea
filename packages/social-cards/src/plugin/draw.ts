/**
 * The layout of a social card, and the workers that draw it: satori lays the
 * title, section and the site's mark and name out as SVG (text as paths, with Inter from
 * @fontsource/inter, so no fonts are fetched), resvg turns the SVG into a PNG
 * (drawWorker.cjs).
 */
import {readFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import type {SatoriOptions} from 'satori';
import Tinypool from 'tinypool';
import {CARD_HEIGHT, CARD_WIDTH} from '../cards';

export type CardText = {title: string; section: string};

export type CardAssets = {
  fonts: SatoriOptions['fonts'];
  logoDataUrl: string;
  /** The name beside the logo at the top left ("APIpie"). */
  name: string;
  /** The site's host and path at the top right ("apipie.ai/docs"). */
  siteLabel: string;
};

/** What a site chooses to show on its cards besides each page's title and section. */
export type CardBrand = {
  /** The SVG logo drawn at the top left, an absolute path. */
  logoFile: string;
  /** The name drawn beside it. */
  name: string;
};

const fontFile = (weight: 400 | 700) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

/** The fonts and the logo, read once per build; `fingerprint` changes when any of them does. */
export function loadCardAssets({logoFile, name}: CardBrand, siteLabel: string): CardAssets & {fingerprint: string[]} {
  const regular = readFileSync(fontFile(400));
  const bold = readFileSync(fontFile(700));
  const logo = readFileSync(logoFile);
  return {
    fonts: [
      {name: 'Inter', data: regular, weight: 400, style: 'normal'},
      {name: 'Inter', data: bold, weight: 700, style: 'normal'},
    ],
    logoDataUrl: `data:image/svg+xml;base64,${logo.toString('base64')}`,
    name,
    siteLabel,
    fingerprint: [regular.toString('base64'), bold.toString('base64'), logo.toString('base64'), name, siteLabel],
  };
}

const PAD_X = 80;
const PAD_TOP = 64;
const PAD_BOTTOM = 78;

// Titles longer than this are cut with an ellipsis: four lines at the smallest size.
const MAX_TITLE_CHARS = 110;

function fitTitle(title: string): {text: string; fontSize: number} {
  const text = title.length > MAX_TITLE_CHARS ? `${title.slice(0, MAX_TITLE_CHARS - 1).trimEnd()}…` : title;
  return {text, fontSize: text.length > 60 ? 56 : text.length > 32 ? 68 : 80};
}

type Node = {type: string; props: Record<string, unknown> & {style?: Record<string, unknown>; children?: unknown}};
const el = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  props: Record<string, unknown> = {},
): Node => ({
  type,
  props: {...props, style, children},
});

/** The card's layout: mark, name and site at the top, section and title at the bottom, over an amber bar. */
export function cardTree({title, section}: CardText, assets: CardAssets): Node {
  const fitted = fitTitle(title);
  return el(
    'div',
    // Satori sizes boxes without their padding (content-box): the padded box fills exactly the card.
    {
      width: CARD_WIDTH - 2 * PAD_X,
      height: CARD_HEIGHT - PAD_TOP - PAD_BOTTOM,
      padding: `${PAD_TOP}px ${PAD_X}px ${PAD_BOTTOM}px`,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      background: '#12121a',
      color: '#f5f5f4',
      fontFamily: 'Inter',
    },
    [
      el('div', {display: 'flex', alignItems: 'center', justifyContent: 'space-between'}, [
        el('div', {display: 'flex', alignItems: 'center', gap: 20, fontSize: 36, fontWeight: 700}, [
          el('img', {width: 72, height: 72}, undefined, {src: assets.logoDataUrl, width: 72, height: 72}),
          el('span', {}, assets.name),
        ]),
        el('span', {fontSize: 26, color: '#a8a29e'}, assets.siteLabel),
      ]),
      el('div', {display: 'flex', flexDirection: 'column', gap: 18}, [
        el(
          'div',
          {color: '#fbbf24', fontSize: 28, fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase'},
          section,
        ),
        el('div', {fontSize: fitted.fontSize, fontWeight: 700, lineHeight: 1.12, wordBreak: 'break-word'}, fitted.text),
      ]),
      el('div', {position: 'absolute', left: 0, bottom: 0, width: CARD_WIDTH, height: 14, background: '#fbbf24'}),
    ],
  );
}

/**
 * A worker's heap, capped: a card's layout and drawing keep little once done, yet a worker left at
 * V8's default limit (a share of the machine's memory) grows its heap over a big site's cards before
 * it collects, beside the heap of the main thread and of the build's other workers.
 */
const WORKER_LIMITS = {maxOldGenerationSizeMb: 256};

/** Cards a worker is handed before it has drawn any: more than a build of this site draws. */
const CARDS_PER_WORKER_AT_ONCE = 100_000;

export type CardPainter = {draw: (text: CardText) => Promise<Buffer>; close: () => Promise<void>};

/**
 * Draws cards on worker threads (tinypool), one per core (at most `maxWorkers`): satori
 * and resvg are CPU-bound, so a cold build of every card uses both cores.
 */
export function createCardPainter(assets: CardAssets, maxWorkers = availableParallelism()): CardPainter {
  const threads = Math.max(1, Math.min(maxWorkers, availableParallelism()));
  const pool = new Tinypool({
    filename: path.join(__dirname, 'drawWorker.cjs'),
    minThreads: threads,
    maxThreads: threads,
    workerData: {width: CARD_WIDTH, height: CARD_HEIGHT, fonts: assets.fonts},
    resourceLimits: WORKER_LIMITS,
    // Every card is handed to a worker at once, not when a worker asks for the next: a worker asks
    // through the main thread, which the build's other steps keep busy for seconds at a time, and the
    // workers sat idle meanwhile. A worker draws its cards one at a time (drawWorker.cjs).
    concurrentTasksPerWorker: CARDS_PER_WORKER_AT_ONCE,
  });
  return {
    async draw(text) {
      try {
        return Buffer.from((await pool.run({tree: cardTree(text, assets)})) as Uint8Array);
      } catch (error) {
        throw new Error(`social card "${text.title}": ${(error as Error).stack ?? error}`);
      }
    },
    close: () => pool.destroy(),
  };
}
