/**
 * The redirects' Node side: the Docusaurus plugin that checks the table against the site's pages
 * (default export), the gate on removed pages, and what writes the client-side redirect pages.
 */
export {default, livePages, type RedirectCheckOptions} from './plugin';
export {routeOf, sourcesNow, type SourceLayout} from './plugin/removedPages';
export {redirectPagesOptions, redirectPagesPlugin, type RedirectPagesOptions} from './redirectPages';
