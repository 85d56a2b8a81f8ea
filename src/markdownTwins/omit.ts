/**
 * Marks page parts for human readers only (the Copy page menu, card icons)
 * that Markdown twins leave out. The name is the Agent-Friendly
 * Documentation convention, so agents' parity checks (afdocs) skip them too.
 */
export const OMIT_FROM_TWIN_ATTRIBUTE = 'data-markdown-ignore';
/** The same attribute as hast names it. */
export const OMIT_FROM_TWIN_PROPERTY = 'dataMarkdownIgnore';
