/**
 * What every page ships for analytics: a call into the collector that the
 * analytics client module installs only when ANALYTICS_ENDPOINT was set at
 * build time. Without it, track() does nothing.
 */
export type AnalyticsEvent =
  | {name: 'search'; data: {query: string; hits: number; mode: string}}
  /** A search was asked: the query waiting to settle, if any, was typed past. Not sent. */
  | {name: 'search-asked'}
  | {name: 'search-no-results'; data: {query: string; mode: string}}
  | {name: 'search-click'; data: {query: string; position: number; url: string}}
  | {name: 'feedback'; data: {vote: 'yes' | 'no'}}
  | {name: 'copy-page'; data: {action: string}}
  | {name: 'copy-code'; data: {language: string}}
  | {name: 'outbound'; data: {url: string}};

export const COLLECTOR_GLOBAL = '__apipieAnalytics';

export function track(event: AnalyticsEvent): void {
  (window as unknown as Record<string, ((event: AnalyticsEvent) => void) | undefined>)[COLLECTOR_GLOBAL]?.(event);
}
