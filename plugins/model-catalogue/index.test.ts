import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import modelCataloguePlugin from '.';

const options = {dataFile: 'data/models.json', staticDir: '.generated/static', publishAs: 'models.json'};

function siteWith(data: unknown): string {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'model-catalogue-'));
  mkdirSync(path.join(siteDir, 'data'));
  writeFileSync(path.join(siteDir, options.dataFile), JSON.stringify(data));
  return siteDir;
}

const load = (siteDir: string) => modelCataloguePlugin({siteDir} as LoadContext, options).loadContent!();

describe('model-catalogue plugin', () => {
  it('publishes the checked data, sorted, as models.json in the static folder', async () => {
    const siteDir = siteWith({
      object: 'list',
      data: [
        {id: 'grok-beta', variants: [{source: 'R', seen: '2025-03-11', provider: 'openrouter', type: 'llm'}]},
        {id: 'grok-2-1212', variants: [{source: 'R', seen: '2025-03-11', provider: 'openrouter', type: 'llm'}]},
      ],
    });
    await load(siteDir);
    const published = JSON.parse(readFileSync(path.join(siteDir, options.staticDir, options.publishAs), 'utf8'));
    expect(published.data.map((m: {id: string}) => m.id)).toEqual(['grok-2-1212', 'grok-beta']);
  });

  it('fails the build on a bad entry, naming the file and the entry', async () => {
    const siteDir = siteWith({
      object: 'list',
      data: [
        {id: 'a', variants: [{source: 'R', seen: '2025-03-11', type: 'llm'}]},
        {id: 'a', variants: [{source: 'R', seen: '2025-03-11', type: 'llm', max_tokens: 'big'}]},
      ],
    });
    await expect(load(siteDir)).rejects.toThrow(
      [
        'data/models.json #/data/1/id: entry 2 (id "a"): duplicate id "a" (first used by entry 1)',
        '  What to do: keep one entry for "a": move this entry\'s variants into entry 1, or correct its id.',
        'data/models.json #/data/1/variants/0/max_tokens: entry 2 (id "a"): variant 1: max_tokens must be a whole number above 0, got "big"',
        '  What to do: write max_tokens as a whole number above 0, or leave the field out.',
      ].join('\n'),
    );
  });
});
