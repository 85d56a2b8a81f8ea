/** A batch goes when it holds this many events, or this long after its first event, or when the page is hidden. */
export const BATCH_SIZE = 10;
export const BATCH_WAIT_MS = 5_000;
/** A search is reported once its query has stayed the same this long (not one event per keystroke). */
export const SEARCH_SETTLE_MS = 1_000;
