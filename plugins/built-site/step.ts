import type {AllContent, HtmlTagObject, LoadContext, Plugin} from '@docusaurus/types';
import type {BuiltPage} from './pages';

/** What Docusaurus hands a plugin's postBuild: the output folder, routes, loaded plugins and their content. */
export type BuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** What every step of the pipeline is given once Docusaurus has written the pages. */
export type Build = {
  context: LoadContext;
  props: BuildProps;
  /** Every content plugin's loaded content, by plugin name and id. */
  allContent: AllContent;
};

/**
 * A step's failure on one page that shows only when the step finishes (its work on the page ran
 * beside the pass): the build names the page, as for a failure in `page`.
 */
export class PageFailure extends Error {
  constructor(
    readonly page: {route: string; file: string},
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), {cause});
    this.name = 'PageFailure';
  }
}

/** What a step's finish may say: the files it wrote (absolute paths), final from then on. */
export type Finished = {written: readonly string[]};

/** What a step does with the built pages: sees each page once, as it is parsed, then finishes. */
export type PageStep = {
  /** Each built page, once, in route order. The tree is shared with the other steps: copy a part before changing it. */
  page?: (page: BuiltPage) => void;
  /** After the last page: what the step checks and writes. */
  finish?: () => Promise<Finished | void> | Finished | void;
  /**
   * For the last step, which finishes after the others: the files a step before it wrote and named,
   * as soon as that step has finished, so it can start on them while the others still run.
   */
  written?: (files: readonly string[]) => void;
};

/**
 * One step of the pipeline (pipeline.ts): a named module that is started with its own options once the
 * pages are written. `headTags` is for a step whose files every page links to (the blogs' feeds).
 */
export type BuildStep<Options, Name extends string = string> = {
  name: Name;
  start: (build: Build, options: Options) => PageStep | Promise<PageStep>;
  headTags?: (input: {context: LoadContext; allContent: AllContent}, options: Options) => Promise<HtmlTagObject[]>;
};

/** A step's options, or `false` where the build leaves the step out (a bench measuring a build without it). */
export type StepOptions<Options> = Options | false;

/** Declares a step: the pipeline's options are keyed by its name and typed by what its `start` takes. */
export function buildStep<const Name extends string, Options>(
  name: Name,
  step: Omit<BuildStep<Options>, 'name'>,
): BuildStep<Options, Name> {
  return {name, ...step};
}
