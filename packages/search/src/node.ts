/**
 * Node only: the Docusaurus plugin (the default export), the index-writing build step on its own,
 * and readers of an index on disk.
 */
export {
  default,
  default as searchIndexPlugin,
  searchIndexStep,
  DEFAULT_SYNONYMS_FILE,
  type BuiltPage,
  type SearchIndexOptions,
  type SearchIndexStep,
} from './plugin';
export {writeIndex, SynonymError, type WrittenIndex} from './plugin/writeIndex';
export {indexablePages, type IndexablePage} from './plugin/pages';
export {extractOutline, type PageInfo} from './plugin/extractOutline';
export * from './builtIndex';
