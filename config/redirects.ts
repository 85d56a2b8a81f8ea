/**
 * Every redirect the site serves, in one table. Paths are relative to the
 * site base (/docs/), the same convention as routes.json. A redirect may only
 * point at a page that exists: the redirect plugin fails the build otherwise.
 */
export type Redirect = {
  readonly from: string;
  readonly to: string;
};

export const redirects: readonly Redirect[] = [
  // Old API reference entry points.
  {from: '/api', to: '/api/introduction'},
  {from: '/api/rate-limits', to: '/api/introduction'},
  // Operations renamed when the reference moved to generated pages.
  {from: '/api/search', to: '/api/web-search'},
  {from: '/api/scrape', to: '/api/web-scrape'},
  {from: '/api/models', to: '/api/fetchmodels'},
  // The old reference nested operations in per-tag folders.
  {from: '/api/Audio/text-to-speech-conversion', to: '/api/text-to-speech-conversion'},
  {from: '/api/Chat/chatcompletions', to: '/api/chatcompletions'},
  {from: '/api/Embeddings/embeddingsllm', to: '/api/embeddingsllm'},
  {from: '/api/Images/image-generation', to: '/api/image-generation'},
  {from: '/api/Models/fetchmodels', to: '/api/fetchmodels'},
  {from: '/api/Queries/queries', to: '/api/queries'},
  {from: '/api/Vectors/create-collection', to: '/api/create-collection'},
  {from: '/api/Vectors/delete-vector-collection', to: '/api/delete-vector-collection'},
  {from: '/api/Vectors/get-vector-record', to: '/api/get-vector-record'},
  {from: '/api/Vectors/list-vector-collections', to: '/api/list-vector-collections'},
  {from: '/api/Vectors/list-vector-ids', to: '/api/list-vector-ids'},
  {from: '/api/Vectors/query-vectors', to: '/api/query-vectors'},
  {from: '/api/Vectors/update-vector-collection', to: '/api/update-vector-collection'},
  // Old per-tag index pages are now generated category pages.
  {from: '/api/audio', to: '/category/api/audio'},
  {from: '/api/embeddings', to: '/category/api/embeddings'},
  {from: '/api/chat', to: '/category/api/chat'},
  {from: '/api/ragtune', to: '/category/api/ragtune'},
  {from: '/api/urlshare', to: '/category/api/urlshare'},
  {from: '/api/vectors', to: '/category/api/vectors'},
  // Section roots lead to their first page.
  {from: '/Terms', to: '/Terms/user-agreement'},
];
