import {describe, expect, it} from 'vitest';
import {summarizeFetches} from './idleRequests';

describe('summarizeFetches', () => {
  it('adds up all requests and, apart, those made after the load event', () => {
    const summary = summarizeFetches(
      'guide',
      [
        {url: 'a.html', bytes: 1000, afterLoad: false},
        {url: 'b.js', bytes: 500, afterLoad: false},
        {url: 'c.js', bytes: 250, afterLoad: true},
      ],
      3,
    );
    expect(summary).toEqual({
      page: 'guide',
      requests: 3,
      bytes: 1750,
      requestsAfterLoad: 1,
      bytesAfterLoad: 250,
      prefetchLinks: 3,
    });
  });
});
