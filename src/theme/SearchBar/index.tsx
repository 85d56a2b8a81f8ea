/**
 * Replaces the SearchBar of @docusaurus/theme-search-algolia 3.10.2; the
 * theme's SearchPage and translations are used as they are.
 *
 * Why not a wrap: the upstream component always renders a preconnect link to
 * https://{appId}-dsn.algolia.net and always lets DocSearch query Algolia.
 * In local mode the site must make no request to another origin, DocSearch
 * must get the local client, the index must load only when the visitor
 * reaches for search, and the footer must credit the engine that answers.
 * In both modes a failed search must show the error screen, which DocSearch
 * 3.9 loses (see guardSearchClient). None of that is reachable through the
 * upstream component's props. The button and the shortcuts are our own
 * (SearchButton, useSearchShortcuts): DocSearch 3.9 ships them in the same
 * module as the modal, which must load only on first intent.
 */
import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchModal as DocSearchModalType, DocSearchHit, DocSearchModalProps, DocSearchTransformClient, InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import {guardSearchClient} from '@site/src/components/SiteSearch/guardSearchClient';
import {reportSearches} from '@site/src/analytics/reportSearches';
import {localSearch} from '@site/src/components/SiteSearch/localSearch';
import SearchFailureScreen from '@site/src/components/SiteSearch/SearchFailureScreen';
import {missingResultsUrl} from '@site/src/components/SiteSearch/missingResultsUrl';
import {modalTranslations} from '@site/src/components/SiteSearch/modalTranslations';
import {escapeStoredFields} from '@site/src/components/SiteSearch/transformItems';
import {useEngineCredit} from '@site/src/components/SiteSearch/useEngineCredit';
import {useNavigator} from '@site/src/components/SiteSearch/useNavigator';
import {useSiteSearchSettings} from '@site/src/components/SiteSearch/useSiteSearchSettings';
import {SearchButton} from '@site/src/components/SiteSearch/SearchButton';
import {useSearchShortcuts} from '@site/src/components/SiteSearch/useSearchShortcuts';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import '@site/src/components/SiteSearch/docsearch.css';

// Spec §9: at most 5 hits per group.
const MAX_RESULTS_PER_GROUP = 5;

const MODAL_TRANSLATIONS = modalTranslations(translations.modal);

let DocSearchModal: typeof DocSearchModalType | null = null;

function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react'), import('@docsearch/css/dist/modal.css')]).then(([docsearch]) => {
    DocSearchModal = docsearch.DocSearchModal;
  });
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

export default function SearchBar(): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const {algolia} = siteConfig.themeConfig as AlgoliaThemeConfig;
  const settings = useSiteSearchSettings();
  const local = settings.mode === 'local' ? localSearch(`${siteConfig.baseUrl}${settings.manifestPath}`, settings.indexName) : null;

  const navigator = useNavigator();
  const processUrl = useSearchResultUrlProcessor();
  const createSearchLink = useSearchLinkCreator();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [failure, setFailure] = useState<Error | null>(null);

  // Reaching for search (hover, focus, touch, shortcut) loads the modal code and, locally, the index.
  const prepare = useCallback(() => {
    local?.preload();
    return importModal();
  }, [local]);

  const openModal = useCallback(() => {
    if (!container) {
      const element = document.createElement('div');
      document.body.insertBefore(element, document.body.firstChild);
      setContainer(element);
    }
    void prepare().then(() => setIsOpen(true));
  }, [container, prepare]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    setFailure(null);
    searchButtonRef.current?.focus();
  }, []);

  // A letter typed while the button has focus opens the modal with that letter as the query.
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  // The modal's host element goes with the search bar (the navbar remounts between some routes).
  useEffect(() => () => container?.remove(), [container]);

  useSearchShortcuts({isOpen, onOpen: openModal, onClose: closeModal, onInput, searchButtonRef});
  useEngineCredit(container, isOpen, settings.mode === 'local' ? settings.credit : null);

  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      const answering = local ? (local.client as unknown as DocSearchTransformClient) : client;
      return guardSearchClient(reportSearches(answering, settings.mode), setFailure);
    },
    [local, settings.mode, siteMetadata.docusaurusVersion],
  );

  // Clearing the query leaves the failure behind: the start screen shows again.
  useEffect(() => {
    const input = failure && container?.querySelector<HTMLInputElement>('.DocSearch-Input');
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
          <Link to={createSearchLink(state.query)} onClick={closeModal}>
            <Translate id="theme.SearchBar.seeAll" values={{count: state.context['nbHits'] as number}}>
              {'See all {count} results'}
            </Translate>
          </Link>
        );
      },
    [closeModal, createSearchLink],
  );

  const issueUrl = settings.missingResultsIssueUrl;
  const getMissingResultsUrl = useMemo(
    () => (issueUrl ? ({query}: {query: string}) => missingResultsUrl(issueUrl, query) : undefined),
    [issueUrl],
  );

  return (
    <>
      {settings.mode === 'hosted' && (
        <Head>
          {/* Hosted mode only: start the connection to Algolia before the first keystroke. */}
          <link rel="preconnect" href={`https://${algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton
        ref={searchButtonRef}
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        translations={translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        container &&
        createPortal(
          <DocSearchModal
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            placeholder="Search docs"
            maxResultsPerGroup={MAX_RESULTS_PER_GROUP}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            onClose={closeModal}
            navigator={navigator}
            hitComponent={Hit}
            transformItems={transformItems}
            transformSearchClient={transformSearchClient}
            resultsFooterComponent={resultsFooterComponent}
            getMissingResultsUrl={getMissingResultsUrl}
            insights={settings.mode === 'hosted' && settings.insights}
            translations={MODAL_TRANSLATIONS}
          />,
          container,
        )}
      {isOpen && failure && container && <SearchFailureScreen container={container} texts={MODAL_TRANSLATIONS?.errorScreen ?? {}} />}
    </>
  );
}
