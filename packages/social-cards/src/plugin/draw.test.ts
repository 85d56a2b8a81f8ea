import path from 'node:path';
import satori from 'satori';
import {describe, expect, it} from 'vitest';
import {CARD_HEIGHT, CARD_WIDTH} from '../cards';
import {cardTree, createCardPainter, loadCardAssets} from './draw';

const assets = loadCardAssets({logoFile: path.join(__dirname, 'fixtures/logo.svg'), name: 'APIpie'}, 'apipie.ai/docs');

/** Every point of the SVG's paths (satori draws text as paths of absolute x,y pairs). */
function pathPoints(svg: string): {x: number; y: number}[] {
  return [...svg.matchAll(/ d="([^"]+)"/g)].flatMap(([, d]) => {
    const numbers = d!.match(/-?\d*\.?\d+/g)!.map(Number);
    return numbers.flatMap((x, i) => (i % 2 === 0 ? [{x, y: numbers[i + 1]!}] : []));
  });
}

describe('the card layout', () => {
  it.each([
    ['a short title', 'Routing', 'Features'],
    [
      'the longest title drawn, and a long section',
      'x'.repeat(40) + ' ' + 'Cached answers across routing providers and fallbacks, drawn on four lines at most …',
      'API reference › Integrations › Agent frameworks',
    ],
  ])('keeps all text inside the 1200×630 card: %s', async (_case, title, section) => {
    const svg = await satori(cardTree({title, section}, assets) as Parameters<typeof satori>[0], {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      fonts: assets.fonts,
    });
    const points = pathPoints(svg);
    expect(points.length).toBeGreaterThan(100);
    const outside = points.filter(({x, y}) => x < 0 || x > CARD_WIDTH || y < 0 || y > CARD_HEIGHT);
    expect(outside.slice(0, 3)).toEqual([]);
  });
});

/** Cards past the first ones, handed to one worker at once, as a build hands it every card it draws. */
const CARDS_AT_ONCE = 150;
/** A card's pixels, which resvg holds outside the JavaScript heap while it draws: 4 bytes a pixel. */
const CARD_PIXELS_MIB = (CARD_WIDTH * CARD_HEIGHT * 4) / 2 ** 20;

describe('the card painter', () => {
  it("lets go of each card's pixels before the next card, however many cards a worker holds", async () => {
    const painter = createCardPainter(assets, 1);
    const drawCards = (count: number, first: number) =>
      Promise.all(
        Array.from({length: count}, (_, at) =>
          painter.draw({title: `Routing rule ${first + at}`, section: 'Features'}),
        ),
      );
    const rssMiB = () => process.memoryUsage.rss() / 2 ** 20;
    try {
      // The worker's own memory (satori, resvg, the fonts) is in place once it has drawn a few cards.
      await drawCards(10, 0);
      const before = rssMiB();
      let peak = before;
      const sampling = setInterval(() => (peak = Math.max(peak, rssMiB())), 20);
      const pngs = await drawCards(CARDS_AT_ONCE, 10).finally(() => clearInterval(sampling));
      peak = Math.max(peak, rssMiB());
      const grewBy = peak - before;
      console.log(`[social-cards] ${CARDS_AT_ONCE} cards at once: the process grew by ${grewBy.toFixed(0)} MiB`);
      expect(pngs).toHaveLength(CARDS_AT_ONCE);
      // Kept, the cards' pixels would grow it by all of theirs; let go, by the worker's heap and a few cards'.
      expect(grewBy).toBeLessThan((CARDS_AT_ONCE * CARD_PIXELS_MIB) / 3);
    } finally {
      await painter.close();
    }
  });
});
