/**
 * Replaces the SearchBar of @docusaurus/theme-search-algolia 3.10.2 (as
 * ../SearchPage replaces its search page); the theme's translations are used.
 *
 * Why not a wrap: the upstream component always renders a preconnect link to
 * https://{appId}-dsn.algolia.net and always lets DocSearch query Algolia.
 * In local mode the site must make no request to another origin, DocSearch
 * must get the local client, the index must load only when the visitor
 * reaches for search, and the footer must credit the engine that answers.
 * In both modes a failed search must show the error screen, which DocSearch
 * loses (see guardSearchClient). None of that is reachable through the
 * upstream component's props. The button and the shortcuts are our own
 * (SearchButton, useSearchShortcuts), with the spec's labels and keys, which
 * DocSearch 5's differ from. This file is what every page carries; the open
 * search is SearchModal, loaded on intent. From the opening key until the
 * modal's input has focus, the keys typed are kept (keystrokeCapture), so a
 * reader who types at once loses none while the modal's code loads.
 */
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import {readSiteSearchSettings, type SiteSearchSettings} from '../../siteSearchSettings';
import type SearchModalType from './SearchModal';
import {captureKeystrokes, type KeystrokeCapture} from './keystrokeCapture';
import {SearchButton} from './SearchButton';
import {useSearchShortcuts} from './useSearchShortcuts';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './docsearch.css';

// The theme's own label (theme.SearchBar.label), without loading all of its search translations.
const SEARCH_LABEL = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});
const BUTTON_TRANSLATIONS = {buttonText: SEARCH_LABEL, buttonAriaLabel: SEARCH_LABEL};

let SearchModal: typeof SearchModalType | null = null;

/** Loads the open search's code (DocSearch, its CSS, the local client) and starts fetching the local index. */
function prepareSearch(settings: SiteSearchSettings, baseUrl: string): Promise<void> {
  return import('./SearchModal').then((module) => {
    SearchModal = module.default;
    module.preloadIndex(settings, baseUrl);
  });
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {algolia} = siteConfig.themeConfig as AlgoliaThemeConfig;
  const settings = readSiteSearchSettings(siteConfig.customFields);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  // What the reader types from the opening key until the modal's input has focus (keystrokeCapture).
  const capture = useRef<KeystrokeCapture | null>(null);
  // The open in progress (modal code loading), so a cancelled or repeated open does not open late.
  const opening = useRef(0);

  // Reaching for search (hover, focus, touch, shortcut) loads the modal code and, locally, the index.
  const prepare = useCallback(() => prepareSearch(settings, siteConfig.baseUrl), [settings, siteConfig.baseUrl]);

  const stopCapture = useCallback(() => {
    capture.current?.stop();
    capture.current = null;
  }, []);

  const openModal = useCallback(
    (typed = '') => {
      if (capture.current) return;
      if (!container) {
        const element = document.createElement('div');
        document.body.insertBefore(element, document.body.firstChild);
        setContainer(element);
      }
      const attempt = ++opening.current;
      capture.current = captureKeystrokes({
        initial: typed,
        onCancel: () => {
          opening.current++;
          capture.current = null;
        },
      });
      prepare().then(
        () => {
          if (attempt !== opening.current) return;
          setInitialQuery(capture.current?.handOff() || undefined);
          setIsOpen(true);
        },
        (error: unknown) => {
          if (attempt === opening.current) stopCapture();
          throw error;
        },
      );
    },
    [container, prepare, stopCapture],
  );

  const closeModal = useCallback(() => {
    opening.current++;
    stopCapture();
    setIsOpen(false);
    setInitialQuery(undefined);
    searchButtonRef.current?.focus();
  }, [stopCapture]);

  // The modal's input has focus: what was typed since the hand-off goes into it, and capturing ends.
  const onInputReady = useCallback((input: HTMLInputElement) => {
    capture.current?.deliver(input);
    capture.current = null;
  }, []);

  // A letter typed while the button has focus opens the modal with that letter as the query.
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      event.preventDefault();
      openModal(event.key);
    },
    [openModal],
  );

  // The modal's host element goes with the search bar (the navbar remounts between some routes).
  useEffect(() => () => container?.remove(), [container]);

  useSearchShortcuts({isOpen, onOpen: openModal, onClose: closeModal, onInput, searchButtonRef});

  const Modal = SearchModal;
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
        onClick={() => openModal()}
        translations={BUTTON_TRANSLATIONS}
      />
      {isOpen && Modal && container && (
        <Modal
          settings={settings}
          container={container}
          initialQuery={initialQuery}
          onClose={closeModal}
          onInputReady={onInputReady}
        />
      )}
    </>
  );
}
