import {describe, expect, it} from 'vitest';
import type {DocSearchHit} from '@docsearch/react';
import {escapeStoredFields} from './transformItems';

const hit = {
  objectID: '1',
  type: 'content',
  url: 'https://apipie.ai/docs/api/introduction#authentication',
  url_without_anchor: 'https://apipie.ai/docs/api/introduction',
  anchor: 'authentication',
  content: 'Bearer <your key> & <img src=x onerror=alert(1)>',
  hierarchy: {
    lvl0: 'Docs & more',
    lvl1: 'API <introduction>',
    lvl2: 'Authentication',
    lvl3: null,
    lvl4: null,
    lvl5: 'x-api-key',
    lvl6: null,
  },
  _highlightResult: {
    content: {value: 'Bearer &lt;your <mark>key</mark>&gt;', matchLevel: 'partial', matchedWords: ['key']},
  },
  _snippetResult: {},
} as unknown as DocSearchHit;

describe('escapeStoredFields', () => {
  const out = escapeStoredFields(hit, '/docs/api/introduction#authentication');

  it('escapes the text DocSearch renders as HTML once a hit is stored as a recent search', () => {
    expect(out.content).toBe('Bearer &lt;your key&gt; &amp; &lt;img src=x onerror=alert(1)&gt;');
    expect(out.hierarchy.lvl1).toBe('API &lt;introduction&gt;');
    expect(out.hierarchy.lvl5).toBe('x-api-key');
    expect(out.hierarchy.lvl3).toBeNull();
  });

  it('leaves lvl0, which is rendered as text, and the already escaped highlight results alone', () => {
    expect(out.hierarchy.lvl0).toBe('Docs & more');
    expect(out._highlightResult).toBe(hit._highlightResult);
  });

  it('takes the processed URL and does not change the original hit', () => {
    expect(out.url).toBe('/docs/api/introduction#authentication');
    expect(hit.content).toBe('Bearer <your key> & <img src=x onerror=alert(1)>');
  });
});
