import type {ReactNode} from 'react';
import {OMIT_FROM_TWIN_ATTRIBUTE} from 'apipie-docs-markdown-twins';

/**
 * Page content for people in a browser that the page's Markdown twin leaves out, and that agents'
 * parity checks (afdocs) skip, both by OMIT_FROM_TWIN_ATTRIBUTE. Only for content agents get in
 * another form the page's prose names: the model catalogue's table, whose rows agents read from
 * models.json, the MCP server's list_models or the vendor pages.
 */
export default function ForBrowsersOnly({children}: {children: ReactNode}): ReactNode {
  return <div {...{[OMIT_FROM_TWIN_ATTRIBUTE]: ''}}>{children}</div>;
}
