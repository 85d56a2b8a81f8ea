import {describe, expect, it} from 'vitest';
import {SearchEngine} from './engine';
import {pageRecords} from './pageOutline';
import {parseQuery} from './query';
import {samplePages} from './fixtures/samplePages';

const engine = new SearchEngine(samplePages.flatMap((page) => pageRecords(page, 'https://apipie.ai')));

/** Title of the record (its heading, or its text for body records) of each hit, best first. */
function search(query: string, filter?: Parameters<SearchEngine['search']>[1]) {
  return engine
    .search(parseQuery(query), filter)
    .map(({record}) => (record.type === 'content' ? record.content : record.hierarchy[record.type]));
}

describe('SearchEngine ranking', () => {
  it('ranks headings above body text that repeats the word', () => {
    const hits = search('memory');
    expect(hits[0]).toBe('2.5 Memory sessions');
    expect(hits.indexOf('2.5 Memory sessions')).toBeLessThan(hits.findIndex((h) => h?.startsWith('Memory, memory')));
  });

  it('ranks a page title above its sections', () => {
    expect(search('privacy policy')[0]).toBe('Privacy Policy');
  });

  it('finds words with a typo, including swapped letters', () => {
    expect(search('memroy')[0]).toBe('2.5 Memory sessions');
    expect(search('streeming')[0]).toBe('Streaming');
  });

  it('completes the word being typed, but not finished words', () => {
    expect(search('strea')[0]).toBe('Streaming');
    // "strea" followed by another word is finished: it no longer completes to "Streaming".
    expect(search('strea events')).not.toContain('Streaming');
  });

  it('finds API pages by slug and parameters by name, whole or in parts', () => {
    expect(search('chatcompletions')[0]).toBe('Create chat completion');
    expect(search('max_tokens')[0]).toBe('max_tokens');
    expect(search('mem_session')[0]).toBe('mem_session');
    expect(search('session mem')).toContain('mem_session');
  });

  it('finds model ids written with dashes and dots', () => {
    expect(search('gpt-4o-mini')).toEqual(['ID of the model to use, for example gpt-4o-mini.']);
    expect(search('gpt-4o-min')).toEqual(['ID of the model to use, for example gpt-4o-mini.']);
  });

  it('requires every word, and falls back to any word only when nothing has them all', () => {
    expect(search('memory expire')).toEqual(['Memory sessions expire after 15 minutes by default.']);
    expect(search('memory zzyzx').length).toBeGreaterThan(1);
    expect(search('zzyzx')).toEqual([]);
  });

  it('matches a heading through the headings above it', () => {
    // "clear" is in the text, "privacy" only in the page title above it.
    expect(search('privacy clear')).toEqual(['You can clear a session at any time.']);
  });

  it('returns one hit per URL', () => {
    const urls = engine.search(parseQuery('session')).map(({record}) => record.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lets a single first letter complete headings only', () => {
    const hits = engine.search(parseQuery('s'));
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every(({record}) => record.type !== 'content')).toBe(true);
  });

  it('matches the other number of a finished word', () => {
    // "keys" is finished, so it does not complete to anything; the text says "key".
    expect(search('keys header')[0]).toMatch(/^Send Bearer <your key> in the header/);
  });

  it('ranks a doc above a post that says the same thing', () => {
    const page = samplePages[3]!;
    const twins = [
      {...page, path: '/docs/announcements/pools-post'},
      {...page, path: '/docs/Features/Pools', docusaurusTag: 'docs-default-current', version: 'current'},
    ];
    const twinEngine = new SearchEngine(twins.flatMap((twin) => pageRecords(twin, 'https://apipie.ai')));
    const urls = twinEngine.search(parseQuery('pools retry')).map(({record}) => new URL(record.url).pathname);
    expect(urls).toEqual(['/docs/Features/Pools', '/docs/announcements/pools-post']);
  });

  it('applies a record filter', () => {
    const hits = engine.search(parseQuery('memory'), (record) => record.hierarchy.lvl0 === 'Blog');
    expect(hits.map(({record}) => record.hierarchy.lvl0)).toEqual(['Blog']);
  });
});
