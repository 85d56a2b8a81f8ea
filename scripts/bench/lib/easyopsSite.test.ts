import {existsSync, readFileSync, lstatSync} from 'node:fs';
import {mkdtemp} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {prepareEasyopsSite} from './easyopsSite';

describe('prepareEasyopsSite', () => {
  it('copies the site without its search components and configures the other engine', async () => {
    const siteDir = path.resolve('.');
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'easyops-')), 'site');
    await prepareEasyopsSite(siteDir, dir);
    expect(existsSync(path.join(dir, 'docs/Terms/privacy.md'))).toBe(true);
    expect(existsSync(path.join(dir, 'blog/2024-06-20-welcome/index.md'))).toBe(true);
    expect(existsSync(path.join(dir, 'src/theme/TOC/index.tsx'))).toBe(true);
    // The API sidebar imports the OpenAPI description; the API pages come from its generated copy.
    expect(existsSync(path.join(dir, 'openapi/apipie.openapi.json'))).toBe(true);
    expect(existsSync(path.join(dir, '.generated/openapi/apipie.docs.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'src/theme/SearchBar'))).toBe(false);
    expect(existsSync(path.join(dir, 'src/theme/SearchPage'))).toBe(false);
    expect(lstatSync(path.join(dir, 'node_modules')).isSymbolicLink()).toBe(true);
    const config = readFileSync(path.join(dir, 'docusaurus.config.ts'), 'utf8');
    // Added to the site's own themes (the OpenAPI theme renders the API pages), not in their place.
    expect(config).toContain("themes: [...(base.themes ?? []), ['@easyops-cn/docusaurus-search-local', {");
    expect(config).toContain('plugin !== search.plugin');
    expect(readFileSync(path.join(dir, 'docusaurus.base.ts'), 'utf8')).toBe(
      readFileSync(path.join(siteDir, 'docusaurus.config.ts'), 'utf8'),
    );
  });
});
