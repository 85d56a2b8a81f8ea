/**
 * The analytics client module, added to the site only when ANALYTICS_ENDPOINT
 * is set at build time (plugins/analytics). It installs the collector that
 * track() calls, listens to the search's events (searches and result clicks,
 * which the search package reports) and the Copy page menu's (which the twins
 * package reports), records page views, copy-code and outbound-link clicks,
 * and sends events in Umami's format, batched, with navigator.sendBeacon to
 * the same-origin endpoint. Nothing is stored and no identifier is made; with
 * Global Privacy Control or Do Not Track on, it installs nothing at all.
 */
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import {onTwinEvent} from 'apipie-docs-markdown-twins/events';
import {onSearchEvent} from 'apipie-docs-search/events';
import {COLLECTOR_GLOBAL, type AnalyticsEvent} from './track';
import {BATCH_SIZE, BATCH_WAIT_MS, SEARCH_SETTLE_MS} from './batching';
import {umamiEvent, type AnalyticsSettings, type UmamiEvent} from './umami';

const settings = (siteConfig.customFields as {analytics?: AnalyticsSettings}).analytics;

function optedOut(): boolean {
  const nav = navigator as Navigator & {globalPrivacyControl?: boolean};
  return (
    nav.globalPrivacyControl === true || nav.doNotTrack === '1' || (window as {doNotTrack?: string}).doNotTrack === '1'
  );
}

const active = typeof window !== 'undefined' && settings !== undefined && !optedOut();

let queue: UmamiEvent[] = [];
let timer: number | undefined;
let pendingSearch: {event: Extract<AnalyticsEvent, {name: 'search'}>; timer: number} | undefined;
let lastPath: string | undefined;
let viewPending = false;
let referrer = typeof document === 'undefined' ? '' : document.referrer;

function recordView(): void {
  if (!viewPending) return;
  viewPending = false;
  enqueue();
}

function flush(): void {
  window.clearTimeout(timer);
  timer = undefined;
  recordView();
  if (pendingSearch) settleSearch();
  if (queue.length === 0) return;
  const batch = queue;
  queue = [];
  navigator.sendBeacon(settings!.endpoint, new Blob([JSON.stringify(batch)], {type: 'application/json'}));
}

function enqueue(name?: string, data?: Record<string, string | number>): void {
  queue.push(umamiEvent(settings!, {name, data, referrer}));
  if (queue.length >= BATCH_SIZE) flush();
  else timer ??= window.setTimeout(flush, BATCH_WAIT_MS);
}

function settleSearch(): void {
  const {event, timer: settle} = pendingSearch!;
  window.clearTimeout(settle);
  pendingSearch = undefined;
  enqueue('search', event.data);
  if (event.data.hits === 0) enqueue('search-no-results', {query: event.data.query, mode: event.data.mode});
}

function collect(event: AnalyticsEvent): void {
  if (event.name === 'search-asked') {
    // The reader typed on before the last answered query had stood for SEARCH_SETTLE_MS: it never settled.
    if (pendingSearch) window.clearTimeout(pendingSearch.timer);
    pendingSearch = undefined;
    return;
  }
  if (event.name === 'search') {
    if (pendingSearch) window.clearTimeout(pendingSearch.timer);
    pendingSearch = {event, timer: window.setTimeout(settleSearch, SEARCH_SETTLE_MS)};
    return;
  }
  enqueue(event.name, event.data);
}

/** Clicks the page does not report itself: code-block copy buttons, links to other sites. */
function onClick(event: MouseEvent): void {
  const target = event.target as Element | null;
  const copyButton = target?.closest('.theme-code-block button[title="Copy"]');
  if (copyButton) {
    const block = copyButton.closest('.theme-code-block')!;
    const language =
      Array.from(block.classList)
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length) ?? '';
    collect({name: 'copy-code', data: {language}});
    return;
  }
  const link = target?.closest<HTMLAnchorElement>('a[href]');
  if (link && /^https?:$/.test(link.protocol) && link.origin !== location.origin) {
    // Origin and path only: a query string may hold personal data.
    collect({name: 'outbound', data: {url: link.origin + link.pathname}});
    // The link takes the reader to another site: send now, while the page is live. A beacon left to pagehide
    // can be lost where the browser discards the page before a busy renderer runs its handlers.
    flush();
  }
}

if (active) {
  (window as unknown as Record<string, unknown>)[COLLECTOR_GLOBAL] = collect;
  onSearchEvent(collect);
  onTwinEvent(collect);
  document.addEventListener('click', onClick, {capture: true});
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  window.addEventListener('pagehide', flush);
}

const analyticsModule: ClientModule = {
  onRouteDidUpdate({location}) {
    if (!active || location.pathname === lastPath) return;
    if (lastPath !== undefined) referrer = window.location.origin + lastPath;
    lastPath = location.pathname;
    recordView();
    viewPending = true;
    // The title follows the route a frame later (react-helmet): read it then, or when the page is left first.
    window.requestAnimationFrame(() => window.setTimeout(recordView));
  },
};

export default analyticsModule;
