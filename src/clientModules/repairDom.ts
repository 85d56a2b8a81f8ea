import type {Location} from 'history';
import siteConfig from '@generated/docusaurus.config';

/**
 * Runs a markup repair on the routes it concerns: on arrival and whenever
 * the page's DOM changes there (tabs, lazy content), so stock components can
 * keep rendering while their output is corrected. Elsewhere nothing watches
 * the DOM. `appliesTo` gets the path below the base URL, e.g. `api/chatcompletions`.
 * Returns the client module's `onRouteDidUpdate`, which also runs on first load.
 */
export function repairDomAsItChanges(
  repair: (doc: Document) => void,
  appliesTo: (path: string) => boolean,
): (args: {location: Location}) => void {
  let observer: MutationObserver | null = null;
  return ({location}) => {
    const path = location.pathname.startsWith(siteConfig.baseUrl) ? location.pathname.slice(siteConfig.baseUrl.length) : location.pathname;
    if (!appliesTo(path)) {
      observer?.disconnect();
      observer = null;
      return;
    }
    repair(document);
    if (!observer) {
      observer = new MutationObserver(() => repair(document));
      observer.observe(document.documentElement, {childList: true, subtree: true});
    }
  };
}
