import {mkdtemp, mkdir, readFile, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isApiStyleModule, linkApiStylesheet, openapiThemeDir} from './index';

const page = (htmlClass: string) =>
  `<!doctype html><html lang=en class="${htmlClass}"><head><link rel=stylesheet href=/docs/assets/css/styles.abc123.css /><script src=/docs/assets/js/main.1.js defer></script></head><body></body></html>`;

async function builtSite(files: Record<string, string>): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'openapi-theme-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(outDir, name)), {recursive: true});
    await writeFile(path.join(outDir, name), text);
  }
  return outDir;
}

describe('isApiStyleModule', () => {
  it('takes the theme components and leaves the Tabs that guides render too', () => {
    expect(isApiStyleModule(path.join(openapiThemeDir, 'SchemaItem', '_SchemaItem.scss'))).toBe(true);
    expect(isApiStyleModule(path.join(openapiThemeDir, 'Tabs', 'styles.module.css'))).toBe(false);
    expect(isApiStyleModule('/site/src/css/custom.css')).toBe(false);
    expect(isApiStyleModule(undefined)).toBe(false);
  });
});

describe('linkApiStylesheet', () => {
  it('links the API stylesheet after the site-wide one on API pages only', async () => {
    const outDir = await builtSite({
      'api/op.html': page('docs-wrapper api-reference-page'),
      'guide.html': page('docs-wrapper docs-doc-page'),
      'assets/css/api-styles.f00.css': '.x{}',
    });
    expect(await linkApiStylesheet(outDir, '/docs/')).toBe(1);
    const api = await readFile(path.join(outDir, 'api/op.html'), 'utf8');
    expect(api).toContain('styles.abc123.css /><link rel="stylesheet" href="/docs/assets/css/api-styles.f00.css">');
    expect(await readFile(path.join(outDir, 'guide.html'), 'utf8')).toBe(page('docs-wrapper docs-doc-page'));
  });

  it('fails the build when API pages exist but the stylesheet does not', async () => {
    const outDir = await builtSite({'api/op.html': page('api-reference-page'), 'assets/css/styles.abc123.css': ''});
    await expect(linkApiStylesheet(outDir, '/docs/')).rejects.toThrow(/Expected one api-styles stylesheet/);
  });
});
