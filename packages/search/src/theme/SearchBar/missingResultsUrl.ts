/** A new-issue URL prefilled with the query that found nothing. */
export function missingResultsUrl(issueUrl: string, query: string): string {
  const url = new URL(issueUrl);
  url.searchParams.set('title', `Search: no results for "${query}"`);
  url.searchParams.set(
    'body',
    `Searching the docs for "${query}" returned no results.\n\nThe page or topic I expected to find:\n`,
  );
  url.searchParams.set('labels', 'search');
  return url.toString();
}
