/**
 * Umami's collection format (POST /api/send; /api/batch takes an array of
 * them): a page view is an event without a name. We chose Umami over
 * Plausible because its /api/batch endpoint takes many events in one request,
 * which suits sendBeacon batches, and because it sets no cookies.
 */
export type AnalyticsSettings = {endpoint: string; websiteId: string};

export type UmamiEvent = {
  type: 'event';
  payload: {
    website: string;
    hostname: string;
    language: string;
    screen: string;
    title: string;
    /** The path only: query strings and fragments may hold personal data. */
    url: string;
    referrer: string;
    name?: string;
    data?: Record<string, string | number>;
  };
};

/** Origin and path of a referrer, never its query. */
function safeReferrer(referrer: string): string {
  try {
    const url = new URL(referrer);
    return url.origin + url.pathname;
  } catch {
    return '';
  }
}

export function umamiEvent(
  settings: AnalyticsSettings,
  {name, data, referrer}: {name?: string; data?: Record<string, string | number>; referrer: string},
): UmamiEvent {
  return {
    type: 'event',
    payload: {
      website: settings.websiteId,
      hostname: location.hostname,
      language: navigator.language,
      screen: `${screen.width}x${screen.height}`,
      title: document.title,
      url: location.pathname,
      referrer: safeReferrer(referrer),
      ...(name ? {name, data} : {}),
    },
  };
}
