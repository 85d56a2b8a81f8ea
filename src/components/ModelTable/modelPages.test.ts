import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {vendorEntries} from '@site/data/catalogue';
import {vendorPages} from '@site/data/vendorPages';
import ModelTable from '.';

const modelsDir = path.resolve(__dirname, '../../../docs/Models');
const pages = readdirSync(modelsDir)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''))
  .filter((slug) => slug !== 'Overview' && slug !== 'Catalogue');

describe('Models pages', () => {
  it('are exactly the vendor pages the data maps ids to', () => {
    expect(pages.sort()).toEqual(vendorPages.map((p) => p.slug).sort());
  });

  it.each(pages)('%s draws its id table from the data, and has no hand-written id table', (slug) => {
    const source = readFileSync(path.join(modelsDir, `${slug}.mdx`), 'utf8');
    expect(source.match(/<ModelTable vendor="([^"]+)" \/>/g)).toEqual([`<ModelTable vendor="${slug}" />`]);
    expect(source).not.toMatch(/^\|\s*Model id\s*\|/m);

    const html = renderToStaticMarkup(createElement(ModelTable, {vendor: slug}));
    const shown = [...html.matchAll(/<tr data-model="([^"]+)">/g)].map((m) => m[1]);
    expect(shown).toEqual(vendorEntries(slug).map((e) => e.model));
    if (shown.length === 0) expect(html).toContain('records no exact');
  });

  it('shows a dash where the data has no value, never a made-up number', () => {
    const html = renderToStaticMarkup(createElement(ModelTable, {vendor: 'Grok'}));
    expect(html).toContain('<td>131,072</td><td>—</td>');
  });
});
