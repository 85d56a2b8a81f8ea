import type {LoadContext, Plugin} from '@docusaurus/types';
import {serverConfigWriter, describeServerConfig, type ServerConfigOptions} from '../server-config/generate';
import {otherPostBuildsEnded} from './otherPostBuilds';
import {readBuiltPage} from './pages';
import {readsBuiltPages, type PageStep} from './steps';

export type BuiltSiteOptions = ServerConfigOptions & {
  /** Print one line of JSON with each step's time (`[built-site] step timings: {...}`), for `npm run bench:build`. */
  stepTimings?: boolean;
};

/**
 * What the timings line holds: milliseconds over all pages of each step's `page` calls, and of its `finish`
 * (the steps finish side by side, so those overlap).
 */
export type StepTimings = {pages: number; parseMs: number; steps: Record<string, {pageMs: number; finishMs: number}>};
export const STEP_TIMINGS_PREFIX = `[built-site] step timings: `;

const NAME = 'built-site';

/**
 * One pass over the built site. After the pages are rendered it reads and parses each page once
 * and hands it to every plugin that reads built pages (`readBuiltPages`: the link check, the search
 * index, the Markdown twins, the social cards) and to the server config's CSP hashes; then, when
 * those steps and every other plugin's postBuild have ended, it writes the server files and the
 * .br and .gz copies (plugins/server-config). So a plain `docusaurus build` leaves a complete build/.
 */
export default function builtSitePlugin(
  context: LoadContext,
  {stepTimings, ...options}: BuiltSiteOptions,
): Plugin<void> {
  return {
    name: NAME,
    async postBuild(props) {
      // Before the first await: see otherPostBuilds.ts.
      const othersEnded = otherPostBuildsEnded(props.plugins, NAME);
      othersEnded.catch(() => undefined);

      const started = performance.now();
      const readers = props.plugins.filter((plugin) => readsBuiltPages(plugin));
      const serverConfig = serverConfigWriter(props.outDir, {baseUrl: context.baseUrl, ...options});
      const steps: {name: string; step: PageStep; ms: number; finishMs: number}[] = [
        ...readers.map((plugin) => ({name: plugin.name, step: plugin.readBuiltPages(props), ms: 0, finishMs: 0})),
        {name: 'server-config', step: serverConfig, ms: 0, finishMs: 0},
      ];
      let bytes = 0;
      let parseMs = 0;
      const routes = [...props.routesPaths].sort();
      for (const route of routes) {
        let at = performance.now();
        const page = readBuiltPage(props.outDir, context.baseUrl, route);
        parseMs += performance.now() - at;
        bytes += page.html.length;
        for (const step of steps) {
          at = performance.now();
          step.step.page?.(page);
          step.ms += performance.now() - at;
        }
      }
      const passSeconds = (performance.now() - started) / 1000;
      // Every step finishes, and the build fails with all their problems at once (a broken link and a bad
      // synonym in one build), each as its step wrote it.
      const finished = await Promise.allSettled(
        steps.map(async (entry) => {
          const at = performance.now();
          try {
            await entry.step.finish?.();
          } finally {
            entry.finishMs = performance.now() - at;
          }
        }),
      );
      const problems = finished.flatMap((result) => (result.status === 'rejected' ? [result.reason as Error] : []));
      if (problems.length === 1) throw problems[0];
      if (problems.length > 1) throw new Error(problems.map((problem) => problem.message).join('\n\n'));
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      console.log(
        `[${NAME}] ${routes.length} pages (${(bytes / 1024).toFixed(0)} KB) read and parsed once (${seconds(parseMs)}), ` +
          `handed to ${steps.map(({name, ms}) => `${name} (${seconds(ms)})`).join(', ')}: ${passSeconds.toFixed(1)} s in all`,
      );

      await othersEnded;
      const writeStarted = performance.now();
      console.log(`[${NAME}] ${describeServerConfig(props.outDir, await serverConfig.write())}`);
      if (stepTimings) {
        const timings: StepTimings = {pages: routes.length, parseMs, steps: {}};
        for (const {name, ms, finishMs} of steps) timings.steps[name] = {pageMs: ms, finishMs};
        // The server files and the compression, once the other plugins' postBuilds have ended.
        timings.steps['server-config write'] = {pageMs: 0, finishMs: performance.now() - writeStarted};
        console.log(STEP_TIMINGS_PREFIX + JSON.stringify(timings));
      }
    },
  };
}
