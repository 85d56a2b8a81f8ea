import {useEffect} from 'react';

/**
 * DocSearch's footer always credits Algolia. When another engine answers,
 * this points the "Search by" link at it and names it (the Algolia logo is
 * hidden by docsearch.css). Only attributes change, so React's own nodes are
 * left as they are.
 */
export function useEngineCredit(container: HTMLElement, credit: {name: string; url: string} | null) {
  useEffect(() => {
    if (!credit) return;
    const link = container.querySelector<HTMLAnchorElement>('.DocSearch-Logo a');
    if (!link) return;
    link.href = credit.url;
    link.setAttribute('aria-label', `Search by ${credit.name}`);
    link.dataset['engine'] = credit.name;
  }, [container, credit]);
}
