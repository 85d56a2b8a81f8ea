/**
 * The engine and the index format: plain TypeScript for the browser, a worker and Node alike.
 * The Docusaurus plugin and the index writer are `apipie-docs-search/node`; the search clients
 * DocSearch and the search page use are `apipie-docs-search/client`.
 */
export * from './constants';
export * from './engine';
export * from './indexFormat';
export * from './outlines';
export * from './query';
export * from './tokenize';
export * from './highlight';
export * from './records';
export * from './ranking';
export * from './pageOutline';
export {parseSynonyms, SynonymSyntaxError, type SynonymGroup} from './synonyms';
export {indexSettings} from './indexSettings';
export {createIndexLoader, fetchIndexFiles, type IndexLoader} from './indexLoader';
export {SETTLE_MS} from './settleSearches';
export {escapeHtml} from './escapeHtml';
export * from './published';
// The Algolia-shaped client over an engine, without the worker: Node (tests, stand-ins) uses it too.
export * from './searchClient';
