import {describe, expect, it} from 'vitest';
import {CHAT_APPS, chatPrompt} from './promptLinks';

describe('chat app links', () => {
  const prompt = chatPrompt('https://apipie.ai', '/docs/Features/Routing.md');

  it('cite the absolute URL of the twin', () => {
    expect(prompt).toBe('Read https://apipie.ai/docs/Features/Routing.md so I can ask questions about it.');
  });

  it('carry the prompt, encoded, to ChatGPT and Claude', () => {
    const urls = CHAT_APPS.map((app) => new URL(app.url(prompt)));
    expect(urls.map((url) => url.origin)).toEqual(['https://chatgpt.com', 'https://claude.ai']);
    for (const url of urls) expect(url.searchParams.get('q')).toBe(prompt);
  });
});
