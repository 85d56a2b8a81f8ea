import {describe, expect, it} from 'vitest';
import {asksForBound, namesApiSurface, queryIntent} from './intent';
import {memoryEngine} from './memoryIndex';
import type {PageOutline} from './pageOutline';
import {parseQuery} from './query';

const intentOf = (query: string) => queryIntent(parseQuery(query));

describe('queryIntent', () => {
  it('takes identifiers, paths, methods, headers, status codes, model ids and API words as reference', () => {
    for (const query of [
      'max_tokens',
      'nextPaginationToken',
      '/v1/chat/completions',
      'POST /v1/embeddings',
      'X-Audio-Details',
      'x-api-key',
      '402 payment required',
      'gpt-5',
      'llama-3.3-70b-instruct',
      'chat completions endpoint',
      'image size parameter',
      'web search api',
    ])
      expect(intentOf(query), query).toBe('reference');
  });

  it('leaves plain words that look like API words alone', () => {
    // The verbs "get" and "delete", "api" after "the" or in "api key", and "request" are not the API surface.
    expect(intentOf('get higher rate limits')).toBe('task');
    expect(intentOf('delete a rag tune collection')).toBe('task');
    expect(intentOf('can I resell the api')).toBe('task');
    expect(intentOf('create an api key')).toBe('task');
    expect(intentOf('how do I make my first request')).toBe('task');
    expect(intentOf('switch from OpenAI to APIpie')).toBe('task');
    expect(namesApiSurface('api')).toBe(false);
    expect(namesApiSurface('gpt')).toBe(false);
    expect(namesApiSurface('2024')).toBe(false);
  });

  it('takes "how do I" questions and phrases that start with a verb as tasks', () => {
    expect(intentOf('how do I stream responses')).toBe('task');
    expect(intentOf('how to clear a memory session')).toBe('task');
    expect(intentOf('where do I put my api key')).toBe('task');
    expect(intentOf('pick a provider for a model')).toBe('task');
    expect(intentOf('send an image to the model')).toBe('task');
  });

  it('takes what, why and which questions and choices between two as explanations', () => {
    expect(intentOf('what is a token')).toBe('explanation');
    expect(intentOf('which embedding model should I use')).toBe('explanation');
    expect(intentOf('should I fine-tune or use RAG')).toBe('explanation');
    expect(intentOf('search grounding or rag')).toBe('explanation');
  });

  it('takes a subject in plain words, or one word, as a topic', () => {
    expect(intentOf('text to speech')).toBe('topic');
    expect(intentOf('prompt caching')).toBe('topic');
    expect(intentOf('streaming')).toBe('topic');
    expect(intentOf('search')).toBe('topic');
  });

  it("takes a question after a figure, or about the reader's own account, as a fact", () => {
    for (const query of [
      'how long can an answer be',
      'how many images per request',
      'how much does a search cost',
      'how fast can the voice speak',
      'what did my requests cost last week',
      'do you store my prompts',
      'how long do you keep my data',
      'maximum answer length',
      'image size limit',
      'monthly spend',
      'charges per api key',
      'invoice for march',
    ])
      expect(intentOf(query), query).toBe('fact');
  });

  it('tells a question after a bound from other fact questions', () => {
    const bound = (query: string) => asksForBound(parseQuery(query));
    for (const query of [
      'how long can an answer be',
      'how many images per request',
      'maximum answer length',
      'image size limit',
    ])
      expect(bound(query), query).toBe(true);
    // A price, or the reader's own account, is not a bound.
    for (const query of ['how much does a search cost', 'what did my requests cost last week', 'answer length'])
      expect(bound(query), query).toBe(false);
  });

  it('leaves tasks, choices and API names in the first person as they were', () => {
    // A verb or "how do I" still asks for the guide that does it; "should I" or "which" still weighs options.
    expect(intentOf('reduce my api costs')).toBe('task');
    expect(intentOf('close my account')).toBe('task');
    expect(intentOf('how do I see what my requests cost')).toBe('task');
    expect(intentOf('should I fine-tune or use RAG')).toBe('explanation');
    expect(intentOf('which embedding model should I use')).toBe('explanation');
    expect(intentOf('how many max_tokens can I send')).toBe('reference');
    // Without a figure or the first person, a how question is what it was.
    expect(intentOf('how billing works')).toBe('topic');
  });
});

describe('a fact question', () => {
  const docs = {language: 'en', docusaurusTag: 'docs-default-current', version: 'current'};
  const post = {language: 'en', docusaurusTag: 'default', version: null};
  const pages: PageOutline[] = [
    {
      path: '/docs/blog/what-requests-cost',
      lvl0: 'Blog',
      lvl1: 'What requests cost',
      keywords: [],
      ...post,
      entries: [{text: 'Requests cost what their tokens cost.', parent: -1}],
    },
    {
      path: '/docs/Features/Usage',
      lvl0: 'Features',
      lvl1: 'Usage history',
      keywords: [],
      ...docs,
      entries: [
        {text: 'Every request is recorded.', parent: -1},
        {depth: 2, text: 'Costs', anchor: 'costs', parent: -1},
        {text: 'The history lists each request with its tokens.', parent: 1},
      ],
    },
  ];
  const first = async (query: string) => {
    const {matches} = await (await memoryEngine('https://apipie.ai', pages)).search(parseQuery(query));
    return new URL(matches[0]!.record.url).pathname;
  };

  it('finds the guide that states it above a post on the subject', async () => {
    expect(await first('what did my requests cost')).toBe('/docs/Features/Usage');
    expect(await first('how much do requests cost')).toBe('/docs/Features/Usage');
    // Asked about the subject, the post that explains it keeps its place.
    expect(await first('what do requests cost')).toBe('/docs/blog/what-requests-cost');
  });
});
