import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {vendorEntries} from '@site/data/catalogue';
import {checkModelData} from '@site/data/modelSchema';
import rawModels from '@site/data/models.json';
import {vendorPages} from '@site/data/vendorPages';
import {VendorModelTable} from './VendorModelTable';

const models = checkModelData(rawModels, 'data/models.json').data;
const modelsDir = path.resolve(__dirname, '../../../docs/Models');
const pages = readdirSync(modelsDir)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''))
  .filter((slug) => slug !== 'Overview' && slug !== 'Catalogue');
const table = (vendor: string) => renderToStaticMarkup(createElement(VendorModelTable, {vendor, entries: models}));
const shownIds = (html: string) => [...html.matchAll(/<tr data-model="([^"]+)">/g)].map((m) => m[1]);

describe('Models pages', () => {
  it('are exactly the vendor pages the data maps ids to', () => {
    expect(pages.sort()).toEqual(vendorPages.map((p) => p.slug).sort());
  });

  it.each(pages)('%s draws its id table from the data, and has no hand-written id table', (slug) => {
    const source = readFileSync(path.join(modelsDir, `${slug}.mdx`), 'utf8');
    expect(source.match(/<ModelTable vendor="([^"]+)" \/>/g)).toEqual([`<ModelTable vendor="${slug}" />`]);
    expect(source).not.toMatch(/^\|\s*Model id\s*\|/m);
    const html = table(slug);
    expect(shownIds(html)).toEqual(vendorEntries(slug, models).map((e) => e.id));
    if (shownIds(html).length === 0) expect(html).toContain('No source we use lists an exact');
  });

  // The 2025 ids of the snapshot [S] each vendor page must list (issue 26).
  it.each([
    ['Claude', ['claude-3-7-sonnet', 'claude-sonnet-4', 'claude-opus-4', 'claude-sonnet-4-5', 'claude-haiku-4-5']],
    ['OpenAI', ['gpt-4-1', 'gpt-4-1-mini', 'gpt-4-1-nano', 'o3', 'o4-mini', 'gpt-4-5-preview-2025-02-27']],
    ['Google', ['gemini-2-5-pro', 'gemini-2-5-flash']],
    ['Llama', ['llama-4-maverick', 'llama-4-scout']],
    ['Qwen', ['qwen-3-32b', 'qwen-3-235b-a22b', 'qwq-32b']],
    ['Deepseek', ['deepseek-r1', 'deepseek-v3']],
    ['Grok', ['grok-3', 'grok-3-mini', 'grok-4']],
    ['Microsoft', ['phi-4', 'phi-4-reasoning']],
  ])('%s lists its 2025 ids', (slug, ids) => {
    expect(shownIds(table(slug))).toEqual(expect.arrayContaining(ids));
  });

  it('shows where and when each id was seen, and a dash where no source gives a value', () => {
    const html = table('Grok');
    expect(html).toContain('<td>131,072</td><td>—</td><td>openrouter</td><td>R 2025-03-11</td>');
    expect(html).toMatch(/<tr data-model="grok-4">.*?<td>S 2025-10-27<\/td>/);
  });

  it("says plainly when no source lists a vendor's ids", () => {
    expect(table('Flux')).toContain('No source we use lists an exact Flux model id');
  });
});
