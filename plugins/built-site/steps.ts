import type {BuildProps, PageStep} from './step';

export type {BuildProps, PageStep} from './step';

/**
 * The search index's plugin still offers its step as a method (plugins/search-index); the pipeline
 * calls it through one adapter (searchIndexStep.ts) until that step is a plain function too.
 */
export type BuiltPagesReader = {readBuiltPages: (build: BuildProps) => PageStep};
