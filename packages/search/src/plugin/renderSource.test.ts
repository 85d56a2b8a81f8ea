import {describe, expect, it} from 'vitest';
import {pageRecords} from '../pageOutline';
import {parseHtml} from 'apipie-docs-html-tree';
import {extractOutline} from './extractOutline';
import {renderSource} from './renderSource';

const info = {path: '/docs/guide', lvl0: 'Docs', title: 'Guide from front matter', keywords: []};

async function outlineOf(source: string, format: 'md' | 'mdx') {
  const html = await renderSource({
    source,
    format,
    title: info.title,
    meta: {language: 'en', docusaurus_tag: 'docs-default-current', version: 'current'},
  });
  return extractOutline(parseHtml(html), info);
}

describe('renderSource', () => {
  it('renders Markdown as the built page would be read: title, heading ids, tables, no code', async () => {
    const outline = await outlineOf(
      [
        '---',
        'title: Guide',
        '---',
        '',
        'Intro with `inline code` and a [link](/docs/).',
        '',
        '## Rate limits & retries',
        '',
        '```bash',
        'curl https://example.com',
        '```',
        '',
        '| Field | Meaning |',
        '| --- | --- |',
        '| `mem_expire` | Minutes until the session expires. |',
        '',
        '### Custom anchor {#custom-id}',
        '',
        '- one',
        '- two',
        '',
        '<!-- truncate -->',
        '',
        '## Rate limits & retries',
      ].join('\n'),
      'md',
    );
    expect(outline.lvl1).toBe('Guide from front matter');
    expect(outline.version).toBe('current');
    const records = pageRecords(outline, 'https://apipie.ai');
    expect(records.map((r) => [r.type, r.type === 'content' ? r.content : r.hierarchy[r.type], r.anchor])).toEqual([
      ['lvl1', 'Guide from front matter', null],
      ['content', 'Intro with inline code and a link.', null],
      ['lvl2', 'Rate limits & retries', 'rate-limits--retries'],
      ['lvl5', 'mem_expire', 'rate-limits--retries'],
      ['content', 'Minutes until the session expires.', 'rate-limits--retries'],
      ['lvl3', 'Custom anchor', 'custom-id'],
      ['content', 'one', 'custom-id'],
      ['content', 'two', 'custom-id'],
      // A repeated heading gets a numbered id, as Docusaurus gives it.
      ['lvl2', 'Rate limits & retries', 'rate-limits--retries-1'],
    ]);
  });

  it('keeps the text of admonitions and drops their label, as the built page is read', async () => {
    const outline = await outlineOf(':::tip[Save money]\n\nUse a pool.\n\n:::\n\n:::note\n\nPlain note.\n\n:::', 'mdx');
    expect(outline.entries).toEqual([
      {text: 'Use a pool.', parent: -1},
      {text: 'Plain note.', parent: -1},
    ]);
  });

  it('takes the title from a Markdown h1 when the source has one', async () => {
    expect((await outlineOf('# Real title\n\nText.', 'md')).lvl1).toBe('Real title');
  });

  it('unwraps MDX components to their text and drops imports and expressions', async () => {
    const outline = await outlineOf(
      [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        '',
        '## Install {#install}',
        '',
        '<Tabs groupId="language">',
        '<TabItem value="python" label="Python">',
        '',
        'Install with `pip install openai`.',
        '',
        '</TabItem>',
        '</Tabs>',
        '',
        'Costs {1 + 1} dollars.',
      ].join('\n'),
      'mdx',
    );
    const records = pageRecords(outline, 'https://apipie.ai');
    expect(records.map((r) => r.content ?? r.hierarchy[r.type as 'lvl2'])).toEqual([
      'Guide from front matter',
      'Install',
      'Install with pip install openai.',
      'Costs dollars.',
    ]);
    expect(records[1]!.anchor).toBe('install');
  });
});
