import {describe, expect, it} from 'vitest';
import {checkLlmsTxtSize, llmsTxt, llmsTxtLinks} from './llmsTxt';

const text = llmsTxt({
  siteUrl: 'https://apipie.ai',
  title: 'APIpie documentation',
  summary: 'One API\nfor many models.',
  details: 'Links are Markdown twins.',
  sections: [
    {title: 'Get started', entries: [{permalink: '/docs/', title: 'Home', description: 'Start here.'}]},
    {
      title: 'Features',
      entries: [{permalink: '/docs/Features/Routing', title: 'Routing [beta]', description: 'x'.repeat(400)}],
    },
  ],
  optional: [{title: 'Blog', entries: [{permalink: '/docs/blog/2025/01/01/post', title: 'A post', description: ''}]}],
});

describe('llmsTxt', () => {
  it('follows llmstxt.org: H1, blockquote summary, paragraphs, H2 sections, Optional last', () => {
    const lines = text.split('\n').filter(Boolean);
    expect(lines.slice(0, 3)).toEqual([
      '# APIpie documentation',
      '> One API for many models.',
      'Links are Markdown twins.',
    ]);
    expect(lines.filter((line) => line.startsWith('## '))).toEqual(['## Get started', '## Features', '## Optional']);
  });

  it("links each entry to its twin's absolute URL with its description, cut at 300 characters", () => {
    expect(text).toContain('- [Home](https://apipie.ai/docs/index.md): Start here.');
    const routing = text.split('\n').find((line) => line.includes('Routing')) ?? '';
    expect(routing.startsWith('- [Routing \\[beta\\]](https://apipie.ai/docs/Features/Routing.md): xxx')).toBe(true);
    expect(routing.split('.md): ')[1]).toHaveLength(300);
    expect(text).toContain('- [Blog: A post](https://apipie.ai/docs/blog/2025/01/01/post.md)\n');
  });

  it('lists its links', () => {
    expect(llmsTxtLinks(text)).toEqual([
      'https://apipie.ai/docs/index.md',
      'https://apipie.ai/docs/Features/Routing.md',
      'https://apipie.ai/docs/blog/2025/01/01/post.md',
    ]);
  });

  it('fails when over its size limit', () => {
    expect(() => checkLlmsTxtSize(text, 100, '/docs/llms.txt')).toThrow(
      /\/docs\/llms.txt: llms.txt has \d+ characters, over its limit of 100/,
    );
    expect(() => checkLlmsTxtSize(text, 50_000, '/docs/llms.txt')).not.toThrow();
  });
});
