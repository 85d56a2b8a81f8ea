import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {SEARCH_FAILURE_TEXTS} from '@site/src/search/errors';

type Texts = {titleText?: string; helpText?: string};

/**
 * DocSearch's "Unable to fetch results" screen, drawn by the site (see
 * guardSearchClient for why DocSearch 3.9 cannot keep its own on screen).
 * It takes the place of the no-results screen inside the modal's dropdown,
 * with DocSearch's classes so it looks the same.
 */
export default function SearchFailureScreen({container, texts}: {container: HTMLElement; texts: Texts}): ReactNode {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    setDropdown(container.querySelector('.DocSearch-Dropdown'));
    container.dataset['searchFailed'] = 'true';
    return () => {
      delete container.dataset['searchFailed'];
    };
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
