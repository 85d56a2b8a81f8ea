import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {pageRecords} from '../pageOutline';
import {parseHtml} from 'apipie-docs-html-tree';
import {extractOutline} from './extractOutline';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

const doc = extractOutline(parseHtml(fixture('doc.html')), {
  path: '/docs/api/chatcompletions',
  lvl0: 'API reference',
  title: 'Fallback title',
  keywords: ['chatcompletions'],
});
const records = pageRecords(doc, 'https://apipie.ai');
const byType = (type: string) => records.filter((r) => r.type === type);

describe('extractOutline on a doc page', () => {
  it('takes the title from the article h1 and the facets from the docsearch meta tags', () => {
    expect(doc).toMatchObject({
      lvl0: 'API reference',
      lvl1: 'Create chat completion',
      language: 'en',
      docusaurusTag: 'docs-default-current',
      version: 'current',
      keywords: ['chatcompletions'],
    });
  });

  it('reads headings h2 and h3 with their ids, without the hash link', () => {
    expect(byType('lvl2').map((r) => [r.hierarchy.lvl2, r.anchor])).toEqual([
      ['Request body', 'request-body'],
      ['Streaming', 'streaming'],
    ]);
    expect(byType('lvl3').map((r) => [r.hierarchy.lvl3, r.url])).toEqual([
      ['Memory fields', 'https://apipie.ai/docs/api/chatcompletions#memory-fields'],
    ]);
  });

  it('labels each table row by its first cell, as a level-5 heading, with the other cells as its text', () => {
    expect(byType('lvl5').map((r) => r.hierarchy.lvl5)).toEqual(['model', 'max_tokens']);
    const maxTokens = records.find((r) => r.type === 'content' && r.hierarchy.lvl5 === 'max_tokens')!;
    expect(maxTokens.content).toBe('integer — Upper bound on tokens in the answer.');
    expect(maxTokens.url).toBe('https://apipie.ai/docs/api/chatcompletions#request-body');
    // Text after the table belongs to the section again, not to the last row.
    expect(records.find((r) => r.content === 'Unknown fields are ignored.')!.hierarchy.lvl5).toBeNull();
  });

  it('labels a row by its row header, linking to the anchor the row or its header carries', () => {
    const html = `<article><h1>Catalogue</h1><div class="markdown"><h2 id="all">All</h2><table>
      <thead><tr><th scope="col">Model id</th><th scope="col">Type</th></tr></thead>
      <tbody><tr id="grok-2-1212--openrouter"><th scope="row" id="grok-2-1212"><code>grok-2-1212</code> <button>Copy</button></th><td>Chat</td></tr>
      <tr><th scope="row">grok-beta</th><td>Chat</td></tr></tbody></table></div></article>`;
    const rows = pageRecords(
      extractOutline(parseHtml(html), {
        path: '/docs/Models/Catalogue',
        lvl0: 'Models',
        title: 'Catalogue',
        keywords: [],
      }),
      'https://apipie.ai',
    );
    expect(rows.filter((r) => r.type === 'lvl5').map((r) => [r.hierarchy.lvl5, r.url])).toEqual([
      ['grok-2-1212', 'https://apipie.ai/docs/Models/Catalogue#grok-2-1212'],
      ['grok-beta', 'https://apipie.ai/docs/Models/Catalogue#all'],
    ]);
    expect(rows.find((r) => r.type === 'content' && r.hierarchy.lvl5 === 'grok-beta')!.content).toBe('Chat');
  });

  it('reads paragraphs, list items (nested and loose), tab panels, details and single-column tables as text', () => {
    const texts = byType('content').map((r) => r.content);
    expect(texts).toEqual([
      'Sends messages to a chat model and returns its answer. Send your key as Bearer <your key>.',
      'Streaming cuts the time to the first token.',
      'string — ID of the model, for example gpt-4o-mini.',
      'integer — Upper bound on tokens in the answer.',
      'Unknown fields are ignored.',
      'Turn memory on with memory.',
      'Name a chain with mem_session.',
      'Loose list item paragraph.',
      'Install nothing for curl.',
      'Install the SDK with pip install openai.',
      'Set stream to true to receive server-sent events.',
      'A single-column row.',
      'Why events?',
      'They arrive as soon as tokens do.',
    ]);
  });

  it('skips breadcrumbs, the mobile table of contents, code blocks, buttons, tab labels, admonition labels, tags and navigation', () => {
    const all = JSON.stringify(records);
    for (const noise of [
      'Home',
      'On this page',
      'curl https://',
      'Copy',
      '"Python"',
      'tip',
      'Tags',
      'Footer text',
      'APIpie documentation',
      '\u200b',
    ]) {
      expect(all).not.toContain(noise);
    }
  });

  it('puts text before the first heading under the page title', () => {
    expect(records[1]).toMatchObject({
      type: 'content',
      url: 'https://apipie.ai/docs/api/chatcompletions',
      anchor: null,
    });
    expect(records[1]!.hierarchy.lvl2).toBeNull();
  });
});

describe('extractOutline on a blog post', () => {
  const post = extractOutline(parseHtml(fixture('post.html')), {
    path: '/docs/blog/2024/06/20/welcome',
    lvl0: 'Blog',
    title: 'x',
    keywords: [],
  });
  const postRecords = pageRecords(post, 'https://apipie.ai');

  it('reads the post body only, not its date, author or tags', () => {
    expect(post.lvl1).toBe('Welcome to the APIpie blog');
    expect(post.docusaurusTag).toBe('default');
    expect(post.version).toBeNull();
    expect(postRecords.filter((r) => r.type === 'content').map((r) => r.content)).toEqual([
      'APIpie gives you one API and one key.',
      'A single gateway in front of all of them.',
      'Under a skipped level.',
    ]);
  });

  it('keeps a heading that skips a level under the closest heading above it', () => {
    const deep = postRecords.find((r) => r.type === 'lvl4')!;
    expect(deep.hierarchy).toMatchObject({lvl2: 'What APIpie is', lvl3: null, lvl4: 'A deep heading'});
    expect(deep.url).toBe('https://apipie.ai/docs/blog/2024/06/20/welcome#a-deep-heading');
  });
});

describe('extractOutline on a page without an article', () => {
  it('falls back to the given title and indexes nothing else', () => {
    const empty = extractOutline(parseHtml('<html><body><main><p>List page</p></main></body></html>'), {
      path: '/docs/x',
      lvl0: 'Docs',
      title: 'X',
      keywords: [],
    });
    expect(empty).toMatchObject({lvl1: 'X', entries: [], docusaurusTag: 'default', language: 'en'});
  });
});

describe("extractOutline and the page's description", () => {
  const html = `<article><h1>Pools</h1><div class="markdown"><p>Send requests to a pool.</p>
    <h2 id="limits">Limits</h2><p>Each member has its own limit.</p></div></article>`;
  const outline = (description: string) =>
    extractOutline(parseHtml(html), {path: '/docs/Pools', lvl0: 'Features', title: 'Pools', keywords: [], description});

  it("indexes it as the first text of the page's own section, headings' parents kept", () => {
    const rows = pageRecords(outline('Higher  rate limits and automatic failover.'), 'https://apipie.ai');
    expect(rows[1]).toMatchObject({type: 'content', content: 'Higher rate limits and automatic failover.'});
    expect(rows[1]!.url).toBe('https://apipie.ai/docs/Pools');
    expect(outline('A summary.').entries[0]).toEqual({text: 'A summary.', parent: -1, role: 'summary'});
    const limits = rows.find((r) => r.content === 'Each member has its own limit.')!;
    expect([limits.hierarchy.lvl2, limits.url]).toEqual(['Limits', 'https://apipie.ai/docs/Pools#limits']);
  });

  it('leaves it out when the page already says it', () => {
    expect(outline('Send requests to a pool.').entries.map((entry) => entry.text)).toEqual([
      'Send requests to a pool.',
      'Limits',
      'Each member has its own limit.',
    ]);
  });
});

describe('extractOutline and the lists and tables that point to other pages', () => {
  const html = `<article><h1>Overview</h1><div class="markdown"><p>See <a href="/docs/Pools">pools</a> first.</p>
    <h2 id="all">All</h2><table><thead><tr><th>Group</th><th>Feature</th><th>What</th></tr></thead><tbody>
    <tr><td>Control</td><td><a href="/docs/Pools">Pools</a></td><td>Failover.</td></tr>
    <tr><td>Start</td><td><a href="/docs/Overview#all">Overview</a></td><td>This page.</td></tr></tbody></table>
    <h2 id="related">Related</h2><ul><li><a href="/docs/Routing/">Routing</a>: pick a provider.</li>
    <li>Read <a href="/docs/Usage">usage</a> as well.</li><li><a href="https://example.com">Elsewhere</a>: off site.</li>
    </ul></div></article>`;
  const entries = extractOutline(parseHtml(html), {
    path: '/docs/Overview',
    lvl0: 'F',
    title: 'O',
    keywords: [],
  }).entries;
  const pointers = entries.filter((entry) => 'role' in entry && entry.role === 'pointer').map((entry) => entry.text);

  it('marks a table row with a cell that is only a link to another page, and a list item that starts with one', () => {
    expect(pointers).toEqual(['Pools — Failover.', 'Routing: pick a provider.']);
  });

  it('leaves text that mentions a page in passing, links to this page and links off the site as they are', () => {
    expect(entries.map((entry) => entry.text)).toEqual(
      expect.arrayContaining([
        'See pools first.',
        'Overview — This page.',
        'Read usage as well.',
        'Elsewhere: off site.',
      ]),
    );
  });
});
