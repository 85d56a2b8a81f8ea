import path from 'node:path';
import satori from 'satori';
import {describe, expect, it} from 'vitest';
import {CARD_HEIGHT, CARD_WIDTH} from '../cards';
import {cardTree, loadCardAssets} from './draw';

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
