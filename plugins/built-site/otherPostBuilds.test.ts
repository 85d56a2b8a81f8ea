import type {LoadedPlugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {otherPostBuildsEnded} from './otherPostBuilds';

type PostBuild = NonNullable<LoadedPlugin['postBuild']>;
const plugin = (name: string, postBuild?: PostBuild) => ({name, postBuild}) as unknown as LoadedPlugin;
const props = {} as Parameters<PostBuild>[0];
const later = (ms: number, done: string[], name: string) => () =>
  new Promise<void>((resolve) => setTimeout(() => (done.push(name), resolve()), ms));

/** What Docusaurus does (executePluginsPostBuild): every postBuild started at once, in plugin order. */
const runAll = (plugins: LoadedPlugin[]) => Promise.all(plugins.map((p) => p.postBuild?.(props)));

describe('otherPostBuildsEnded', () => {
  it("resolves once every later plugin's postBuild has ended, as Docusaurus starts them all at once", async () => {
    const done: string[] = [];
    const plugins = [plugin('built-site'), plugin('sitemap', later(30, done, 'sitemap')), plugin('no-post-build')];
    plugins.push(plugin('redirects', later(10, done, 'redirects')));
    plugins[0] = plugin('built-site', async () => {
      await otherPostBuildsEnded(plugins, 'built-site');
      done.push('server files');
    });
    await runAll(plugins);
    expect(done).toEqual(['redirects', 'sitemap', 'server files']);
  });

  it('fails, naming them, when a plugin with a postBuild comes before it', () => {
    const plugins = [plugin('sitemap', async () => {}), plugin('built-site')];
    expect(() => otherPostBuildsEnded(plugins, 'built-site')).toThrow(
      /must be the first plugin with a postBuild.*sitemap/,
    );
  });

  it('fails rather than wait forever when the later postBuilds are not started at once', async () => {
    const plugins = [plugin('built-site'), plugin('sitemap', async () => {})];
    await expect(otherPostBuildsEnded(plugins, 'built-site')).rejects.toThrow(/did not start every postBuild at once/);
  });

  it('fails when another postBuild failed, so no server files are written', async () => {
    const plugins = [plugin('built-site'), plugin('link-check', () => Promise.reject(new Error('broken link')))];
    const ended = otherPostBuildsEnded(plugins, 'built-site');
    await runAll(plugins).catch(() => undefined);
    await expect(ended).rejects.toThrow(/1 other postBuild step\(s\) failed/);
  });
});
