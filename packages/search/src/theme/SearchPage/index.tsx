import {useLayoutEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
// The search page of the theme that first provides it (theme-search-algolia): @theme-original would name this one.
import SearchPage from '@theme-init/SearchPage';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SEARCH_FAILURE_TEXTS} from '../../errors';
import {readSiteSearchSettings} from '../../siteSearchSettings';
import {searchPageFailure, subscribeSearchPageFailure} from './searchPageFailure';
import './styles.css';

const serverSnapshot = () => null;

/**
 * The notice shown below the search box when the latest search failed. The
 * stock page cannot show it (it keeps its spinner, or says nothing was found),
 * so it is drawn into the page's container, after the form.
 */
function FailureNotice(): ReactNode {
  // Rendered only in the browser (a failure is never server-rendered); placed before paint.
  const [host] = useState(() => document.createElement('div'));
  useLayoutEffect(() => {
    const form = document.querySelector('.search-page-wrapper .main-wrapper .container > form');
    if (!form) return undefined;
    form.after(host);
    return () => host.remove();
  }, [host]);
  return createPortal(
    <div className="alert alert--danger margin-vert--md" role="alert">
      <p className="margin-bottom--sm">
        <strong>{SEARCH_FAILURE_TEXTS.titleText}</strong>
      </p>
      <p className="margin-bottom--none">{SEARCH_FAILURE_TEXTS.helpText}</p>
    </div>,
    host,
  );
}

/**
 * The theme's search page with its client swapped (see algoliaLiteClient):
 * locally it searches the local index and hides the "Powered by Algolia"
 * credit; in both modes a failed search shows a notice instead of a spinner.
 */
export default function SearchPageWrapper(): ReactNode {
  const settings = readSiteSearchSettings(useDocusaurusContext().siteConfig.customFields);
  const failure = useSyncExternalStore(subscribeSearchPageFailure, searchPageFailure, serverSnapshot);
  const classes = [settings.mode === 'local' && 'search-page--local-engine', failure && 'search-page--failed']
    .filter(Boolean)
    .join(' ');
  return (
    <HtmlClassNameProvider className={classes}>
      <SearchPage />
      {failure && <FailureNotice />}
    </HtmlClassNameProvider>
  );
}
