/**
 * The two failures Algolia's clients raise, by the same names, because
 * DocSearch tells them apart by `name`: a RetryError (no host answered) shows
 * the "Unable to fetch results" screen; an ApiError is a request the host
 * refused, with its HTTP status.
 */
export class RetryError extends Error {
  override name = 'RetryError';
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** What a failed search says, in the modal and on the search page. */
export const SEARCH_FAILURE_TEXTS = {
  titleText: 'Unable to fetch results',
  helpText: 'You might want to check your network connection.',
} as const;
