import type {AllContent, HtmlTagObject, LoadContext, Plugin} from '@docusaurus/types';
import {pipeline, type PipelineOptions} from './pipeline';
import {checkPipeline, runPipeline, type AnyStep} from './run';

export type {StepTimings} from './run';
export type {PipelineOptions} from './pipeline';

export type BuiltSiteOptions = {
  /** Each step's options (pipeline.ts), by the step's name. */
  steps: PipelineOptions;
  /** Print one line of JSON with each step's time (`[built-site] step timings: {...}`), for `npm run bench:build`. */
  stepTimings?: boolean;
};

export const STEP_TIMINGS_PREFIX = `[built-site] step timings: `;

const NAME = 'built-site';

/**
 * What happens after Docusaurus writes the pages: the build pipeline (pipeline.ts), each step with
 * its options. It reads and parses each built page once and hands it to every step. So a plain
 * `docusaurus build` leaves a complete build/, its server files and compressed copies included.
 */
export default function builtSitePlugin(context: LoadContext, {steps, stepTimings}: BuiltSiteOptions): Plugin<void> {
  const options = steps as Record<string, unknown>;
  const stages: readonly AnyStep[] = pipeline;
  // At start-up: a step listed twice, or without options, fails before anything is built.
  checkPipeline(stages, options, NAME);
  let allContent: AllContent = {};
  let headTags: HtmlTagObject[] = [];
  return {
    name: NAME,
    async allContentLoaded({allContent: loaded}) {
      allContent = loaded;
      const tagged = stages.filter((step) => step.headTags && options[step.name] !== false);
      headTags = (
        await Promise.all(tagged.map((step) => step.headTags!({context, allContent}, options[step.name])))
      ).flat();
    },
    injectHtmlTags: () => ({headTags}),
    async postBuild(props) {
      const started = performance.now();
      const timings = await runPipeline(NAME, stages, options, {context, props, allContent});
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      const ran = Object.entries(timings.steps).map(([name, {pageMs}]) => `${name} (${seconds(pageMs)})`);
      const span = ({wallMs, cpuMs}: {wallMs: number; cpuMs: number}) => `${seconds(wallMs)}, CPU ${seconds(cpuMs)}`;
      console.log(
        `[${NAME}] ${timings.pages} pages read and parsed once (${seconds(timings.parseMs)}), handed to ` +
          `${ran.join(', ')}: ${seconds(performance.now() - started)} in all; the pass ${span(timings.pass)}, ` +
          `the finishes ${span(timings.finishes)} (CPU of this process, its worker threads included)`,
      );
      if (stepTimings) console.log(STEP_TIMINGS_PREFIX + JSON.stringify(timings));
    },
  };
}
