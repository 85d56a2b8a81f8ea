/**
 * The theme's search page (theme-search-algolia 3.10) wraps results in <main>
 * only once there are results, so an empty search page has no main landmark
 * (axe "landmark-one-main", "region"). Until it has one of its own, its page
 * container serves as the main landmark; a real <main> takes over when it appears.
 */
import {repairDomAsItChanges} from './repairDom';

export function repairSearchPageLandmark(doc: Document): void {
  const container = doc.querySelector<HTMLElement>('.search-page-wrapper .main-wrapper > .container');
  if (!container) return;
  if (container.querySelector('main')) container.removeAttribute('role');
  else if (container.getAttribute('role') !== 'main') container.setAttribute('role', 'main');
}

export const onRouteDidUpdate = repairDomAsItChanges(repairSearchPageLandmark, (path) => path === 'search');
