import type {IndexSettings} from 'algoliasearch';
import {LEVELS} from './records';

const HIERARCHY = LEVELS.map((level) => `hierarchy.${level}`);

/**
 * Index settings shared by both engines: the local client applies the
 * defaults below, and `npm run search:push` sends the whole object to Algolia
 * so hosted search ranks and highlights the records the same way. Checked
 * against Algolia's own settings type, so a misspelt setting fails typecheck.
 */
export const indexSettings = {
  searchableAttributes: [...HIERARCHY.map((attribute) => `unordered(${attribute})`), 'content', 'keywords'],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag', 'version', 'hierarchy.lvl0'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: [...HIERARCHY, 'content'],
  attributesToSnippet: ['content:10'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  camelCaseAttributes: ['hierarchy', 'content'],
  // One hit per URL: the best record of each section.
  attributeForDistinct: 'url',
  distinct: true,
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  // DocSearch asks for '…' itself; the theme's search page appends its own '...'.
  snippetEllipsisText: '',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 6,
  allowTyposOnNumericTokens: false,
  // `limit` finds `limits`, as the local engine's plural matching does.
  ignorePlurals: ['en'],
  queryLanguages: ['en'],
  removeWordsIfNoResults: 'allOptional',
  hitsPerPage: 20,
  paginationLimitedTo: 1000,
} satisfies IndexSettings;
