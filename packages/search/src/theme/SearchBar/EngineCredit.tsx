import type {JSX} from 'react';
import type {SearchEngineCredit} from '../../siteSearchSettings';

/**
 * The footer's "Search by" link when the local engine answers, in DocSearch's
 * footer action slot (its `footerAction` prop). docsearch.css hides the
 * Algolia credit DocSearch draws after that slot.
 */
export function EngineCredit({credit, text}: {credit: SearchEngineCredit; text: string}): JSX.Element {
  const content = (
    <>
      <span className="DocSearch-Label">{text}</span> <strong>{credit.name}</strong>
    </>
  );
  return credit.url ? (
    <a className="site-search-credit" href={credit.url} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <span className="site-search-credit">{content}</span>
  );
}
