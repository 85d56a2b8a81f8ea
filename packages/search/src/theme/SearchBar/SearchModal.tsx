/**
 * The open search: DocSearch's keyword modal (`@docsearch/react/modal`, no
 * Ask AI) with the site's client, hits, texts and failure screen. SearchBar
 * loads this module on first intent (hover, focus, touch, shortcut), so none
 * of it, nor DocSearch, nor the local search client, is in every page's main
 * bundle. DocSearch's markup is fixed for accessibility and real links by
 * patches/@docsearch+react+5.2.0.patch (see patches/README.md).
 */
import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {
  DocSearchHit,
  DocSearchIndex,
  DocSearchModalProps,
  DocSearchTransformClient,
  HitComponentProps,
} from '@docsearch/react';
import {DocSearchModal} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import {guardSearchClient} from '../../guardSearchClient';
import {emitSearchEvent} from '../../events';
import {reportSearches} from '../../reportSearches';
import {localSearch, type LocalSearch} from '../../localSearch';
import {settleSearches} from '../../settleSearches';
import type {SiteSearchSettings} from '../../siteSearchSettings';
import {EngineCredit} from './EngineCredit';
import {Hit} from './Hit';
import {HitClickContext} from './hitClicks';
import {missingResultsUrl} from './missingResultsUrl';
import {modalTranslations, SEARCH_BY_TEXT} from './modalTranslations';
import SearchFailureScreen from './SearchFailureScreen';
import {snippetAttributes} from './snippetAttributes';
import {escapeStoredFields} from './transformItems';
import {useNavigator} from './useNavigator';
import '@docsearch/css/dist/modal.css';

// At most 5 hits per group, so one section cannot fill the screen.
const MAX_RESULTS_PER_GROUP = 5;

/** The local client for these settings (one per index and visit), or null when Algolia answers. */
function localClientOf(settings: SiteSearchSettings, baseUrl: string): LocalSearch | null {
  return settings.mode === 'local' ? localSearch(`${baseUrl}${settings.manifestPath}`, settings.indexName) : null;
}

/** Starts fetching the local index, if any: called when the visitor reaches for search. */
export function preloadIndex(settings: SiteSearchSettings, baseUrl: string): void {
  localClientOf(settings, baseUrl)?.preload();
}

type Props = {
  settings: SiteSearchSettings;
  container: HTMLElement;
  initialQuery: string | undefined;
  onClose: () => void;
  /** Called once DocSearch has mounted and focused its input (its effects run before this component's). */
  onInputReady: (input: HTMLInputElement) => void;
};

export default function SearchModal({settings, container, initialQuery, onClose, onInputReady}: Props): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const {algolia} = siteConfig.themeConfig as AlgoliaThemeConfig;
  const local = localClientOf(settings, siteConfig.baseUrl);
  const navigator = useNavigator();
  const processUrl = useSearchResultUrlProcessor();
  const createSearchLink = useSearchLinkCreator();
  const [failure, setFailure] = useState<Error | null>(null);
  const texts = useMemo(() => modalTranslations(translations.modal), []);

  // Snippets of 10 words, 5 on screens up to 768 px wide (as the modal opens). Locally, the
  // hits of a group past the modal's 5 are left out, so their records are never fetched.
  const indices = useMemo<DocSearchIndex[]>(
    () => [
      {
        name: algolia.indexName,
        searchParameters: {
          attributesToSnippet: snippetAttributes(window.matchMedia('(max-width: 768px)').matches),
          ...(settings.mode === 'local' && {maxHitsPerGroup: MAX_RESULTS_PER_GROUP}),
        },
      },
    ],
    [algolia.indexName, settings.mode],
  );

  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      // Locally, only the query the reader settles on fetches its hits' records (settleSearches).
      const answering = local
        ? (settleSearches(local.client, {warm: local.warm}) as unknown as DocSearchTransformClient)
        : client;
      return guardSearchClient(reportSearches(answering, settings.mode), setFailure);
    },
    [local, settings.mode, siteMetadata.docusaurusVersion],
  );

  // The modal's input, for the query a clicked hit is reported with.
  const inputRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
    inputRef.current = input;
    if (input) onInputReady(input);
  }, [container, onInputReady]);

  // DocSearch numbers the hits it lists from 0, in the order they are shown (`__autocomplete_id`).
  const onHitClick = useCallback((hit: HitComponentProps['hit']) => {
    emitSearchEvent({
      name: 'search-click',
      data: {
        query: inputRef.current?.value ?? '',
        position: (hit.__autocomplete_id ?? 0) + 1,
        url: new URL(hit.url, window.location.href).pathname,
      },
    });
  }, []);

  // Clearing the query leaves the failure behind: the start screen shows again.
  useEffect(() => {
    const input = failure && container.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return undefined;
    const onInputChange = () => input.value === '' && setFailure(null);
    input.addEventListener('input', onInputChange);
    return () => input.removeEventListener('input', onInputChange);
  }, [failure, container]);

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => escapeStoredFields(item, processUrl(item.url))),
    [processUrl],
  );

  const resultsFooterComponent = useMemo<DocSearchModalProps['resultsFooterComponent']>(
    () =>
      function ResultsFooter({state}) {
        return (
          <Link to={createSearchLink(state.query)} onClick={onClose}>
            <Translate id="theme.SearchBar.seeAll" values={{count: state.context['nbHits'] as number}}>
              {'See all {count} results'}
            </Translate>
          </Link>
        );
      },
    [onClose, createSearchLink],
  );

  const issueUrl = settings.missingResultsIssueUrl;
  const getMissingResultsUrl = useMemo(
    () => (issueUrl ? ({query}: {query: string}) => missingResultsUrl(issueUrl, query) : undefined),
    [issueUrl],
  );

  // Locally, the footer credits the engine that answers; docsearch.css hides the Algolia credit beside it.
  const credit = settings.mode === 'local' ? settings.credit : null;

  return (
    <HitClickContext.Provider value={onHitClick}>
      {createPortal(
        <DocSearchModal
          appId={algolia.appId}
          apiKey={algolia.apiKey}
          indices={indices}
          placeholder="Search docs"
          maxResultsPerGroup={MAX_RESULTS_PER_GROUP}
          initialScrollY={window.scrollY}
          initialQuery={initialQuery}
          onClose={onClose}
          navigator={navigator}
          hitComponent={Hit}
          transformItems={transformItems}
          transformSearchClient={transformSearchClient}
          resultsFooterComponent={resultsFooterComponent}
          getMissingResultsUrl={getMissingResultsUrl}
          insights={settings.mode === 'hosted' && settings.insights}
          footerAction={credit && <EngineCredit credit={credit} text={SEARCH_BY_TEXT} />}
          translations={texts}
        />,
        container,
      )}
      {failure && <SearchFailureScreen container={container} texts={texts.errorScreen ?? {}} />}
    </HitClickContext.Provider>
  );
}
