/** GitHub ignores longer prefilled URLs on some paths and browsers truncate them: stay under this. */
export const MAX_ISSUE_URL_LENGTH = 2000;

export type FeedbackPage = {title: string; url: string; section: string};

/** The new-issue form of the docs repository and the label its feedback issues carry (customFields.feedback). */
export type FeedbackSettings = {newIssueUrl: string; label: string};

function issueUrl(settings: FeedbackSettings, page: FeedbackPage, comment: string): string {
  const body = `Page: ${page.url}\nSection: ${page.section}\n\n${comment}`.trimEnd();
  const query = [
    ['title', `Docs feedback: ${page.title}`],
    ['body', `${body}\n`],
    ['labels', settings.label],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return `${settings.newIssueUrl}?${query}`;
}

/**
 * The docs repository's new-issue form prefilled with the page's title, URL
 * and section, the reader's comment and the feedback label. When the URL would
 * pass MAX_ISSUE_URL_LENGTH, the comment is cut (marked with …), never the page URL.
 */
export function feedbackIssueUrl(settings: FeedbackSettings, page: FeedbackPage, comment = ''): string {
  const full = issueUrl(settings, page, comment.trim());
  if (full.length <= MAX_ISSUE_URL_LENGTH) return full;
  const chars = Array.from(comment.trim());
  // The longest prefix that fits: encoded lengths grow with the prefix, so bisect.
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (issueUrl(settings, page, `${chars.slice(0, mid).join('')}…`).length <= MAX_ISSUE_URL_LENGTH) low = mid;
    else high = mid - 1;
  }
  return issueUrl(settings, page, low > 0 ? `${chars.slice(0, low).join('')}…` : '');
}
