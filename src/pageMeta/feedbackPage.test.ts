import {describe, expect, it} from 'vitest';
import {feedbackPageOf, jsonLdOf} from './feedbackPage';

const ld = (data: unknown, quoted = false) =>
  `<script type=${quoted ? '"application/ld+json"' : 'application/ld+json'}>${JSON.stringify(data)}</script>`;
const webSite = ld({'@type': 'WebSite', url: 'https://preview.example.com/docs/'}, true);
const page = (head: string) =>
  `<!doctype html><html><head>${head}${webSite}</head><body><h1>Heading</h1></body></html>`;
const options = (relativePath: string) => ({
  relativePath,
  heading: 'Heading',
  fallbackUrl: 'https://fallback.example/x',
});

describe('jsonLdOf', () => {
  it('reads every JSON-LD element, quoted or not, and skips one that does not parse', () => {
    const html = page(`${ld({'@type': 'A'})}<script type="application/ld+json">{broken</script>`);
    expect(jsonLdOf(html)).toEqual([{'@type': 'A'}, {'@type': 'WebSite', url: 'https://preview.example.com/docs/'}]);
  });
});

describe('feedbackPageOf', () => {
  it("takes a guide's or API page's title, URL and section from its article data, as its feedback link does", () => {
    const article = {
      '@type': 'APIReference',
      headline: 'Create a chat completion',
      url: 'https://apipie.ai/docs/api/chatcompletions',
      articleSection: 'API reference › Chat',
    };
    expect(feedbackPageOf(page(ld(article)), options('api/chatcompletions'))).toEqual({
      title: 'Create a chat completion',
      url: 'https://apipie.ai/docs/api/chatcompletions',
      section: 'API reference › Chat',
    });
  });

  it("names a post by its headline, its address on the build's site and its blog", () => {
    const post = {'@type': 'BlogPosting', headline: 'Search grounding or RAG?'};
    expect(feedbackPageOf(page(ld(post)), options('blog/2025/06/12/search-grounding-vs-rag'))).toEqual({
      title: 'Search grounding or RAG?',
      url: 'https://preview.example.com/docs/blog/2025/06/12/search-grounding-vs-rag',
      section: 'Blog',
    });
  });

  it('names other pages by the heading given, and falls back to the given URL without site data', () => {
    expect(feedbackPageOf(page(''), options('tags/streaming'))).toEqual({
      title: 'Heading',
      url: 'https://preview.example.com/docs/tags/streaming',
      section: 'Docs',
    });
    expect(feedbackPageOf('<h1>Heading</h1>', options('tags/streaming')).url).toBe('https://fallback.example/x');
  });
});
