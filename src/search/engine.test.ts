import {describe, expect, it} from 'vitest';
import type {FacetFilter} from './engine';
import {memoryEngine} from './memoryIndex';
import {parseQuery} from './query';
import {parseSynonyms} from './synonyms';
import {samplePages} from './fixtures/samplePages';

const opened = memoryEngine('https://apipie.ai', samplePages);

/** Title of the record (its heading, or its text for body records) of each hit, best first. */
async function search(query: string, filter?: FacetFilter) {
  const {matches} = await (await opened).search(parseQuery(query), {filter, length: 100});
  return matches.map(({record}) => (record.type === 'content' ? record.content : record.hierarchy[record.type]));
}

describe('SearchEngine ranking', () => {
  it('ranks headings above body text that repeats the word', async () => {
    const hits = await search('memory');
    expect(hits[0]).toBe('2.5 Memory sessions');
    expect(hits.indexOf('2.5 Memory sessions')).toBeLessThan(hits.findIndex((h) => h?.startsWith('Memory, memory')));
  });

  it('ranks a page title above its sections', async () => {
    expect((await search('privacy policy'))[0]).toBe('Privacy Policy');
  });

  it('finds words with a typo, including swapped letters', async () => {
    expect((await search('memroy'))[0]).toBe('2.5 Memory sessions');
    expect((await search('streeming'))[0]).toBe('Streaming');
  });

  it('completes the word being typed, but not finished words', async () => {
    expect((await search('strea'))[0]).toBe('Streaming');
    // "strea" followed by another word is finished: it no longer completes to "Streaming".
    expect(await search('strea events')).not.toContain('Streaming');
  });

  it('finds API pages by slug and parameters by name, whole or in parts', async () => {
    expect((await search('chatcompletions'))[0]).toBe('Create chat completion');
    expect((await search('max_tokens'))[0]).toBe('max_tokens');
    expect((await search('mem_session'))[0]).toBe('mem_session');
    expect(await search('session mem')).toContain('mem_session');
  });

  it('finds model ids written with dashes and dots', async () => {
    expect(await search('gpt-4o-mini')).toEqual(['ID of the model to use, for example gpt-4o-mini.']);
    expect(await search('gpt-4o-min')).toEqual(['ID of the model to use, for example gpt-4o-mini.']);
  });

  it('requires every word, and falls back to any word only when nothing has them all', async () => {
    expect(await search('memory expire')).toEqual(['Memory sessions expire after 15 minutes by default.']);
    expect((await search('memory zzyzx')).length).toBeGreaterThan(1);
    expect(await search('zzyzx')).toEqual([]);
  });

  it('matches a heading through the headings above it', async () => {
    // "clear" is in the text, "privacy" only in the page title above it.
    expect(await search('privacy clear')).toEqual(['You can clear a session at any time.']);
  });

  it('returns one hit per URL', async () => {
    const urls = (await (await opened).search(parseQuery('session'), {length: 100})).matches.map(({record}) => record.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('takes question and stop words as optional: a question finds what its content words find', async () => {
    expect((await search('how do I clear a session'))[0]).toBe((await search('clear session'))[0]);
    expect(await search('what is streaming')).toContain('Streaming');
  });

  it('meets words by stem, the same at index and query time', async () => {
    expect(await search('streamed')).toContain('Streaming');
  });

  it('ranks by how many words a section meets when not all can meet', async () => {
    const hits = await search('memory sessions zzyzx');
    expect(hits.length).toBeGreaterThan(1);
    expect(hits[0]).toBe('2.5 Memory sessions');
  });

  it('finds through a synonym from the synonyms file', async () => {
    const groups = parseSynonyms('recall => memory\n', 'synonyms.txt');
    const withSynonyms = await memoryEngine('https://apipie.ai', samplePages, {synonyms: groups});
    const {matches} = await withSynonyms.search(parseQuery('recall'), {length: 5});
    expect(matches[0]?.record.hierarchy.lvl3 ?? matches[0]?.record.hierarchy.lvl2).toMatch(/Memory/);
  });

  it('matches the other number of a finished word', async () => {
    // "keys" is finished, so it does not complete to anything; the text says "key".
    expect((await search('keys header'))[0]).toMatch(/^Send Bearer <your key> in the header/);
  });

  it('ranks a doc above a post that says the same thing', async () => {
    const page = samplePages[3]!;
    const twins = [
      {...page, path: '/docs/announcements/pools-post'},
      {...page, path: '/docs/Features/Pools', docusaurusTag: 'docs-default-current', version: 'current'},
    ];
    const twinEngine = await memoryEngine('https://apipie.ai', twins);
    const {matches} = await twinEngine.search(parseQuery('pools retry'));
    const urls = matches.map(({record}) => new URL(record.url).pathname);
    expect(urls).toEqual(['/docs/Features/Pools', '/docs/announcements/pools-post']);
  });

  it('applies a filter on page facets', async () => {
    const {matches} = await (await opened).search(parseQuery('memory'), {filter: (facets) => facets.docusaurus_tag === 'default'});
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every(({record}) => record.docusaurus_tag === 'default')).toBe(true);
  });
});
