import type {LoadedPlugin} from '@docusaurus/types';

/**
 * Docusaurus starts every plugin's postBuild at once, in plugin order, and waits for them all
 * (executePluginsPostBuild in @docusaurus/core's buildLocale.js); no hook runs after them. The
 * server files must come last, since their .br and .gz copies cover what the other postBuilds write
 * (sitemap.xml, the blogs' feeds, opensearch.xml, the client-side redirect pages, the MCP tarball).
 *
 * So the built-site plugin is the first plugin (config/builtSite.ts lists it in a preset of its own,
 * before classic's) and calls this before its postBuild's first await: it wraps the postBuild of
 * every later plugin, which Docusaurus calls right after, and resolves when all of them have ended.
 * If Docusaurus ever ran them one after another, waiting would never end: then this fails instead.
 */
export function otherPostBuildsEnded(plugins: readonly LoadedPlugin[], self: string): Promise<void> {
  const at = plugins.findIndex((plugin) => plugin.name === self);
  const earlier = plugins.slice(0, at).filter((plugin) => plugin.postBuild);
  if (at < 0 || earlier.length > 0) {
    throw new Error(
      `[${self}] must be the first plugin with a postBuild, to run after the others; ${earlier.map((p) => p.name).join(', ')} come before it. List it in its own preset before classic's (config/builtSite.ts).`,
    );
  }
  const later = plugins.slice(at + 1).filter((plugin) => plugin.postBuild);
  const running: Promise<void>[] = [];
  for (const plugin of later) {
    const postBuild = plugin.postBuild!;
    (plugin as {postBuild: typeof postBuild}).postBuild = (props) => {
      const run = Promise.resolve(postBuild.call(plugin, props));
      running.push(run);
      return run;
    };
  }
  return new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
    if (running.length < later.length) {
      throw new Error(
        `[${self}] Docusaurus did not start every postBuild at once (${running.length} of ${later.length} started): the server files can no longer be written after them.`,
      );
    }
    // A failing postBuild fails the build on its own; the server files are then not written.
    const results = await Promise.allSettled(running);
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0) throw new Error(`[${self}] ${failed} other postBuild step(s) failed: no server files written.`);
  });
}
