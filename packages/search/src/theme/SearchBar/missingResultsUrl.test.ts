import {describe, expect, it} from 'vitest';
import {missingResultsUrl} from './missingResultsUrl';

describe('missingResultsUrl', () => {
  it('prefills a new GitHub issue with the query', () => {
    const url = new URL(
      missingResultsUrl('https://github.com/neuronic-ai/APIpie.ai-docs/issues/new', 'mem <expire> & co'),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/neuronic-ai/APIpie.ai-docs/issues/new');
    expect(url.searchParams.get('title')).toBe('Search: no results for "mem <expire> & co"');
    expect(url.searchParams.get('body')).toContain('"mem <expire> & co" returned no results');
    expect(url.searchParams.get('labels')).toBe('search');
  });
});
