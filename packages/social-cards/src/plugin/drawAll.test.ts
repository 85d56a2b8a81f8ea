import {mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {pngSize} from '../png';
import {drawAllCards} from './drawAll';

const dir = mkdtempSync(path.join(tmpdir(), 'social-cards-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const outDir = path.join(dir, 'build');
const page = (file: string, title: string, card: string) => {
  mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
  writeFileSync(
    path.join(outDir, file),
    `<html><head><meta property=og:title content="${title} | APIpie"><meta property=og:image content="https://apipie.ai/docs/img/cards/${card}"></head><body></body></html>`,
  );
};
const options = {
  logoFile: path.join(__dirname, 'fixtures/logo.svg'),
  name: 'APIpie',
  sectionOf: (relativePath: string) => relativePath.split('/')[0] || 'Docs',
  outDir,
  siteUrl: 'https://apipie.ai/docs/',
  baseUrl: '/docs/',
  titleSuffix: ' | APIpie',
  cacheDir: path.join(dir, 'cache'),
};

describe('drawAllCards', () => {
  it('draws a 1200×630 PNG per page, then only the pages whose text changed', async () => {
    page('index.html', 'APIpie documentation', 'index.png');
    page('Features/Routing.html', 'Routing', 'Features/Routing.png');
    writeFileSync(
      path.join(outDir, 'redirect.html'),
      '<html><head><meta http-equiv=refresh content="0; url=/docs/"></head></html>',
    );
    expect(await drawAllCards(options)).toMatchObject({pages: 2, drawn: 2, reused: 0});
    for (const card of ['index.png', 'Features/Routing.png']) {
      expect(pngSize(readFileSync(path.join(outDir, 'img/cards', card)))).toEqual({width: 1200, height: 630});
    }
    const before = readFileSync(path.join(outDir, 'img/cards/index.png'));
    expect(await drawAllCards(options)).toMatchObject({pages: 2, drawn: 0, reused: 2});
    page('Features/Routing.html', 'Routing and fallbacks', 'Features/Routing.png');
    expect(await drawAllCards(options)).toMatchObject({pages: 2, drawn: 1, reused: 1});
    expect(readFileSync(path.join(outDir, 'img/cards/index.png')).equals(before)).toBe(true);
  });
});
