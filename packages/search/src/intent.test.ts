import {describe, expect, it} from 'vitest';
import {namesApiSurface, queryIntent} from './intent';
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
});
