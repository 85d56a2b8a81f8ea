import {describe, expect, it} from 'vitest';
import {searchPageResults} from './results';

const mark = (text: string) => `<span class="algolia-docsearch-suggestion--highlight">${text}</span>`;

describe('searchPageResults', () => {
  it('titles a hit by its deepest heading, under the headings above it, with its snippet as the summary', () => {
    const results = searchPageResults(
      {
        query: 'privacy',
        nbHits: 41,
        page: 1,
        nbPages: 3,
        hits: [
          {
            url: 'https://apipie.ai/docs/Terms/privacy#data',
            _highlightResult: {hierarchy: {lvl0: {value: 'Terms'}, lvl1: {value: `${mark('Privacy')} Policy`}}},
            _snippetResult: {content: {value: `How we handle ${mark('privacy')}`}},
          },
          {url: 'https://apipie.ai/docs/x', _highlightResult: {hierarchy: {lvl0: {value: 'Docs'}}}},
        ],
      },
      (url) => new URL(url).pathname + new URL(url).hash,
    );
    expect(results).toEqual({
      query: 'privacy',
      total: 41,
      page: 1,
      pages: 3,
      items: [
        {
          title: '<span class="search-result-match">Privacy</span> Policy',
          url: '/docs/Terms/privacy#data',
          breadcrumbs: ['Terms'],
          summary: 'How we handle <span class="search-result-match">privacy</span>...',
        },
        {title: 'Docs', url: '/docs/x', breadcrumbs: [], summary: ''},
      ],
    });
  });

  it('reads an empty or missing answer as no results', () => {
    expect(searchPageResults(undefined, (url) => url)).toEqual({query: '', items: [], total: 0, page: 0, pages: 0});
  });
});
