import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {twinUrlOf} from '../urls';
import {createConvertPool} from './convertPool';
import {htmlToMarkdown} from './htmlToMarkdown';

const dir = mkdtempSync(path.join(os.tmpdir(), 'twins-pool-'));
const routes = ['/docs/Features/Routing', '/docs/Features/Models'];
const siteUrl = 'https://apipie.ai';
const pool = createConvertPool({siteUrl, routes});
afterAll(async () => {
  await pool.close();
  rmSync(dir, {recursive: true, force: true});
});

const pageFile = (name: string, html: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, html);
  return file;
};

describe('the conversion on worker threads', () => {
  it('gives the Markdown htmlToMarkdown gives on the main thread, twin links included', async () => {
    const html = [
      '<html><body><nav>Menu</nav><main><h1>Routing</h1><p>See <a href="Models">models</a>',
      ' and <a href="/docs/openapi.json">the description</a>.</p></main></body></html>',
    ].join('');
    const twinned = new Set(routes);
    const twinOf = (sitePath: string) => (twinned.has(sitePath) ? twinUrlOf(sitePath) : null);
    const expected = htmlToMarkdown(html, {pagePath: routes[0]!, siteUrl, twinOf});
    expect(expected).toContain('https://apipie.ai/docs/Features/Models.md');
    expect(await pool.convert({file: pageFile('routing.html', html), route: routes[0]!})).toBe(expected);
  });

  it("rejects with the conversion's message, which names the page", async () => {
    const file = pageFile('empty.html', '<html><body><div>Search</div></body></html>');
    await expect(pool.convert({file, route: routes[1]!})).rejects.toThrow(
      '[markdown-twins] /docs/Features/Models: the built page has no <main> element',
    );
  });
});
