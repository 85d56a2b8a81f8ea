/**
 * Marks page parts for human readers only (the Copy page menu, card icons)
 * that Markdown twins leave out. The name is the Agent-Friendly
 * Documentation convention, so agents' parity checks (afdocs) skip them too.
 */
export const OMIT_FROM_TWIN_ATTRIBUTE = 'data-markdown-ignore';
/** The same attribute as hast names it. */
export const OMIT_FROM_TWIN_PROPERTY = 'dataMarkdownIgnore';

/**
 * On a link, where the Markdown twin points it instead: for a link to a part of a page that the
 * target page's twin leaves out (a model id's row in the catalogue, whose twin has no table).
 */
export const TWIN_HREF_ATTRIBUTE = 'data-twin-href';
/** The same attribute as hast names it. */
export const TWIN_HREF_PROPERTY = 'dataTwinHref';
