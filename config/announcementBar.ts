/**
 * Announcement bar: change `id` whenever `content` changes so dismissed visitors see it again.
 * It keeps the brand colour in both modes (dark text on amber meets WCAG AA).
 */
export const announcement = {
  id: 'announcement-bar',
  backgroundColor: '#fbbf24',
  textColor: '#111827',
  content:
    'New: the model catalogue shows where and when each model id was seen. <a href="/docs/announcements">Read the announcements</a>.',
} as const;

/** Suffix Docusaurus appends to its browser-storage keys (config `storage.namespace`). */
export const storageNamespace = 'apipie';

export const announcementStorageKeys = {
  id: `docusaurus.announcement.id-${storageNamespace}`,
  dismissed: `docusaurus.announcement.dismiss-${storageNamespace}`,
} as const;

/**
 * An inline <head> script that runs before the theme's own pre-hydration
 * script. The theme hides the bar early when the dismissed flag is "true",
 * without looking at the id, so a visitor who dismissed an older announcement
 * would not see a new one until their next page load. Resetting the flag here
 * when the stored id (after the theme's old "annoucement-bar" spelling fix)
 * differs from the configured one keeps the early CSS in line with React.
 * Storage errors (private modes, quotas) are ignored: the bar then just shows.
 */
export function announcementResetScript(id: string = announcement.id): string {
  const keys = JSON.stringify(announcementStorageKeys);
  return `(function(){try{var k=${keys};var v=localStorage.getItem(k.id);if(v==='annoucement-bar'){v='announcement-bar';}if(v!==${JSON.stringify(
    id,
  )}){localStorage.setItem(k.dismissed,'false');}}catch(e){}})();`;
}
