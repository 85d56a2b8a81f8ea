import type {Link, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {TWIN_HREF_PROPERTY} from 'apipie-docs-markdown-twins';

export type CatalogueRowLinksOptions = {
  /** The catalogue page's URL path: /docs/Models/Catalogue. */
  cataloguePath: string;
  /** Where a twin sends a link to a model id's row: its vendor page, or the model data. */
  twinHrefOf: (id: string) => string;
};

/**
 * A remark plugin for authors' links to a model id's catalogue row (`/docs/Models/Catalogue#<id>`). The
 * HTML keeps the row, which the catalogue page anchors; the catalogue's Markdown twin has no rows, so
 * the link's twin goes to the vendor page's twin that lists the id (TWIN_HREF_ATTRIBUTE), as the vendor
 * tables' own id links do.
 */
export default function remarkCatalogueRowLinks({cataloguePath, twinHrefOf}: CatalogueRowLinksOptions) {
  const prefix = `${cataloguePath}#`;
  return (tree: Root) => {
    visit(tree, 'link', (node: Link) => {
      if (!node.url.startsWith(prefix)) return;
      const id = decodeURIComponent(node.url.slice(prefix.length));
      const data = (node.data ??= {});
      data.hProperties = {...data.hProperties, [TWIN_HREF_PROPERTY]: twinHrefOf(id)};
    });
  };
}
