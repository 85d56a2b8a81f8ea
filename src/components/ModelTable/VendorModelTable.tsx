import type {ReactNode} from 'react';
import {
  catalogueHref,
  cataloguePath,
  catalogueRow,
  formatSightings,
  formatSpan,
  notRecorded,
  vendorEntries,
} from '@site/data/catalogue';
import {publishedModelsFile, type ModelEntry} from '@site/data/modelSchema';
import {site} from '@site/config/site';
import {TWIN_HREF_ATTRIBUTE} from 'apipie-docs-markdown-twins';
import {vendorPages} from '@site/data/vendorPages';

/** The published model data, where a vendor twin's ids link. */
const modelsFileHref = `${site.baseUrl}${publishedModelsFile}`;
const catalogueLink = cataloguePath(site.baseUrl);

/** The Models page a ModelTable names; a misspelt vendor fails the build. */
export function vendorPage(slug: string) {
  const page = vendorPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`ModelTable: no Models page "${slug}" in data/vendorPages.ts`);
  return page;
}

/** The table of one vendor's ids, from the given entries. */
export function VendorModelTable({vendor, entries}: {vendor: string; entries: readonly ModelEntry[]}): ReactNode {
  const page = vendorPage(vendor);
  const rows = vendorEntries(vendor, entries).map(catalogueRow);
  if (rows.length === 0) {
    return (
      <p className="model-table-empty">
        No source we use lists an exact {page.name} model id, so this page names none rather than guess. Query the
        models endpoint for the ids live now, or browse the <a href={catalogueLink}>model catalogue</a>.
      </p>
    );
  }
  return (
    <table className="model-table" data-vendor={vendor}>
      <caption>
        {page.name} model ids on APIpie, with the source that lists each (see the <a href={catalogueLink}>catalogue</a>{' '}
        for the keys)
      </caption>
      <thead>
        <tr>
          <th scope="col">Model id</th>
          <th scope="col">Type</th>
          <th scope="col">Context (tokens)</th>
          <th scope="col">Max response (tokens)</th>
          <th scope="col">Providers</th>
          <th scope="col">Seen (source, date)</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-model={row.id}>
            <th scope="row">
              {/* The catalogue's twin has no rows: an agent reading this twin gets the id's data in models.json. */}
              <a href={catalogueHref(site.baseUrl, row.id)} {...{[TWIN_HREF_ATTRIBUTE]: modelsFileHref}}>
                <code>{row.id}</code>
              </a>
            </th>
            <td>{row.typeText}</td>
            <td>{formatSpan(row.context)}</td>
            <td>{formatSpan(row.response)}</td>
            <td>{row.providers.join(', ') || notRecorded}</td>
            <td>{formatSightings(row.sightings)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
