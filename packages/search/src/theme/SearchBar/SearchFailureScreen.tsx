import {useEffect, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {SEARCH_FAILURE_TEXTS} from '../../errors';

type Texts = {titleText?: string; helpText?: string};

/** The dropdown is looked up again on every render; nothing to subscribe to. */
const subscribeNever = () => () => {};

/**
 * DocSearch's "Unable to fetch results" screen, drawn by the site (see
 * guardSearchClient for why DocSearch cannot keep its own on screen).
 * It takes the place of the no-results screen inside the modal's dropdown,
 * with DocSearch's classes so it looks the same.
 */
export default function SearchFailureScreen({container, texts}: {container: HTMLElement; texts: Texts}): ReactNode {
  // The modal's DOM is DocSearch's, outside our state: read it as an external store.
  const dropdown = useSyncExternalStore(
    subscribeNever,
    () => container.querySelector('.DocSearch-Dropdown'),
    () => null,
  );
  // The container is a DOM node the search bar made for the modal's portal, not React state.
  useEffect(() => {
    container.setAttribute('data-search-failed', 'true');
    return () => container.removeAttribute('data-search-failed');
  }, [container]);
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen site-search-failure" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <circle cx="10" cy="10" r="8.5" stroke="currentColor" />
          <path d="M10 5.5v5.5M10 13.5v1" stroke="currentColor" strokeLinecap="round" />
        </svg>
      </div>
      <p className="DocSearch-Title">{texts.titleText ?? SEARCH_FAILURE_TEXTS.titleText}</p>
      <p className="DocSearch-Help">{texts.helpText ?? SEARCH_FAILURE_TEXTS.helpText}</p>
    </div>,
    dropdown,
  );
}
