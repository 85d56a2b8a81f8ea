/**
 * The search page, this package's own. It asks the engine the site's `customFields.search` names
 * (the local index, or Algolia) for 20 hits a page, and lays the results out as theme-search-algolia's
 * page does. Its one `<main>` holds the heading, the form and the results, and a result's breadcrumbs
 * are a plain list, not one more navigation landmark. A failed search shows a notice, not a spinner
 * or "No results were found". The Algolia credit is shown only when Algolia answers.
 */
import {useEffect, useReducer, useState, type ReactNode} from 'react';
import {liteClient} from 'algoliasearch/lite';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {
  HtmlClassNameProvider,
  PageMetadata,
  useEvent,
  usePluralForm,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {SEARCH_FAILURE_TEXTS} from '../../errors';
import {guardSearchClient} from '../../guardSearchClient';
import {localSearch} from '../../localSearch';
import {reportSearches} from '../../reportSearches';
import {readSiteSearchSettings} from '../../siteSearchSettings';
import {searchPageResults, type SearchPageResults} from './results';
import styles from './styles.module.css';

// As many hits a page as the modal shows.
const HITS_PER_PAGE = 20;

// How long the page waits after the last keystroke before it searches.
const TYPING_PAUSE_MS = 300;

type Search = (query: string, page: number) => Promise<SearchPageResults>;

/** Searches the engine the site names; `onFailure` hears whether the latest search failed. */
function useSearch(onFailure: (error: Error | null) => void): Search {
  const {siteConfig} = useDocusaurusContext();
  const {algolia} = useAlgoliaThemeConfig();
  const processUrl = useSearchResultUrlProcessor();
  const settings = readSiteSearchSettings(siteConfig.customFields);
  // One client per page view.
  const [client] = useState(() => {
    const engine =
      settings.mode === 'local'
        ? localSearch(`${siteConfig.baseUrl}${settings.manifestPath}`, settings.indexName).client
        : liteClient(algolia.appId, algolia.apiKey);
    return guardSearchClient(reportSearches(engine, settings.mode), onFailure);
  });
  return async (query, page) => {
    const {results} = (await client.search({
      requests: [{indexName: settings.indexName, query, page, hitsPerPage: HITS_PER_PAGE, advancedSyntax: true}],
    })) as {results: unknown[]};
    return searchPageResults(results[0], processUrl);
  };
}

/** What the page shows: the answers so far to the query it `asked`, the one in the search box. */
type State = SearchPageResults & {asked: string; loading: boolean};

type Action = {type: 'ask'; query: string} | {type: 'loading'} | {type: 'answered'; results: SearchPageResults};

const EMPTY: State = {asked: '', query: '', items: [], total: 0, page: 0, pages: 0, loading: false};

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'ask':
      return {...EMPTY, asked: action.query, loading: action.query !== ''};
    case 'loading':
      return {...state, loading: true};
    case 'answered': {
      const {results} = action;
      // An answer to a query the reader has typed past is dropped.
      if (results.query !== state.asked) return state;
      const items = results.page === 0 ? results.items : [...state.items, ...results.items];
      return {...state, ...results, items, loading: false};
    }
  }
}

function useDocumentsFound(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          description: 'Pluralized label for "{count} documents found"',
          message: 'One document found|{count} documents found',
        },
        {count},
      ),
    );
}

function pageTitleOf(query: string): string {
  return query
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
}

/**
 * Calls `onVisible` each time the element scrolls into view from below. As on the stock page, an
 * element already in view when the page shows it counts only once it has left the view and
 * scrolls into it again.
 */
function useScrolledTo(onVisible: () => void): (element: HTMLDivElement | null) => void {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const callback = useEvent(onVisible);
  useEffect(() => {
    if (!element || typeof IntersectionObserver !== 'function') return undefined;
    let previousY = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry!.isIntersecting && previousY > entry!.boundingClientRect.y) callback();
        previousY = entry!.boundingClientRect.y;
      },
      {threshold: 1},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, callback]);
  return setElement;
}

function FailureNotice(): ReactNode {
  return (
    <div className="alert alert--danger margin-vert--md" role="alert">
      <p className="margin-bottom--sm">
        <strong>{SEARCH_FAILURE_TEXTS.titleText}</strong>
      </p>
      <p className="margin-bottom--none">{SEARCH_FAILURE_TEXTS.helpText}</p>
    </div>
  );
}

function AlgoliaCredit(): ReactNode {
  return (
    <div className={`col col--4 ${styles.searchLogoColumn}`}>
      <span>{translate({id: 'theme.SearchPage.algoliaLabel', message: 'Powered by'})}</span>
      <Link to="https://www.algolia.com/">Algolia</Link>
    </div>
  );
}

function SearchPageContent(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const hosted = readSiteSearchSettings(siteConfig.customFields).mode === 'hosted';
  const [failure, setFailure] = useState<Error | null>(null);
  const search = useSearch(setFailure);
  const documentsFound = useDocumentsFound();
  const [query, setQuery] = useSearchQueryString();
  const [state, dispatch] = useReducer(reduce, EMPTY);
  const pageTitle = pageTitleOf(query);

  const fetchPage = useEvent((page: number) => {
    void search(query, page).then((results) => dispatch({type: 'answered', results}));
  });

  useEffect(() => {
    dispatch({type: 'ask', query});
    if (!query) return undefined;
    const timer = setTimeout(() => fetchPage(0), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, fetchPage]);

  const hasMore = state.pages > state.page + 1;
  const loaderRef = useScrolledTo(() => {
    if (hasMore && !state.loading) {
      dispatch({type: 'loading'});
      fetchPage(state.page + 1);
    }
  });

  return (
    <Layout>
      <PageMetadata title={pageTitle} />
      <Head>
        {/* Search pages are not indexed (facebook/docusaurus#3233). */}
        <meta property="robots" content="noindex, follow" />
      </Head>

      <main className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>

        <form className="row" onSubmit={(event) => event.preventDefault()}>
          <div className={`col col--12 ${styles.searchQueryColumn}`}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
              aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
              onChange={(event) => setQuery(event.target.value)}
              value={query}
              autoComplete="off"
              // The page exists to be typed into, as the stock page's input is.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </div>
        </form>

        {failure && <FailureNotice />}

        <div className="row">
          <div className={`col col--8 ${styles.searchResultsColumn}`}>
            {state.total > 0 && documentsFound(state.total)}
          </div>
          {hosted && <AlgoliaCredit />}
        </div>

        {state.items.length > 0 ? (
          <div>
            {state.items.map(({title, url, summary, breadcrumbs}, index) => (
              <article key={index} className={styles.searchResultItem}>
                <Heading as="h2" className={styles.searchResultItemHeading}>
                  {/* The engine's highlighted title: text escaped, matches in spans. */}
                  <Link to={url} dangerouslySetInnerHTML={{__html: title}} />
                </Heading>
                {breadcrumbs.length > 0 && (
                  <ul className={`breadcrumbs ${styles.searchResultItemPath}`}>
                    {breadcrumbs.map((html, level) => (
                      <li key={level} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: html}} />
                    ))}
                  </ul>
                )}
                {summary && (
                  <p className={styles.searchResultItemSummary} dangerouslySetInnerHTML={{__html: summary}} />
                )}
              </article>
            ))}
          </div>
        ) : (
          !failure &&
          query &&
          // Until the answer to this query arrives, the spinner.
          (state.loading || state.asked !== query ? (
            <div className={styles.loadingSpinner} />
          ) : (
            <p>
              <Translate id="theme.SearchPage.noResultsText" description="The paragraph for empty search result">
                No results were found
              </Translate>
            </p>
          ))
        )}

        {hasMore && (
          <div className={styles.loader} ref={loaderRef}>
            <Translate
              id="theme.SearchPage.fetchingNewResults"
              description="The paragraph for fetching new search results"
            >
              Fetching new results...
            </Translate>
          </div>
        )}
      </main>
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
