/**
 * The search clients the browser uses: the local index (in a web worker, or on the page where
 * workers are missing) behind the part of Algolia's client DocSearch and the search page call,
 * and the wrappers the theme components put around either engine.
 */
export {localSearch, type LocalSearch} from './localSearch';
export * from './searchClient';
export {createWorkerSearchClient} from './workerClient';
export {guardSearchClient} from './guardSearchClient';
export {settleSearches} from './settleSearches';
export {reportSearches} from './reportSearches';
export {replaceSearch} from './replaceSearch';
export * from './siteSearchSettings';
export * from './errors';
export * from './events';
