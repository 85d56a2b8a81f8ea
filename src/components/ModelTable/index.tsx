import type {ReactNode} from 'react';
import {catalogueHref, cataloguePath, formatTokens, notRecorded, typeLabel, vendorEntries} from '@site/data/catalogue';
import {vendorPages} from '@site/data/vendorPages';

/**
 * A Models page's id table, drawn from data/models.json so the page, the catalogue and the
 * announcements cannot disagree. One row per id and provider; "—" where no source gives a value.
 */
export default function ModelTable({vendor}: {vendor: string}): ReactNode {
  const page = vendorPages.find((p) => p.slug === vendor);
  if (!page) throw new Error(`ModelTable: no Models page "${vendor}" in data/vendorPages.ts`);
  const entries = vendorEntries(vendor);
  if (entries.length === 0) {
    return (
      <p className="model-table-empty">
        Our model data records no exact {page.name} ids yet, so this page lists none rather than guess them. Query the
        models endpoint for the ids live now, or browse the <a href={cataloguePath}>model catalogue</a>.
      </p>
    );
  }
  return (
    <table className="model-table" data-vendor={vendor}>
      <caption>{page.name} model ids on APIpie</caption>
      <thead>
        <tr>
          <th scope="col">Model id</th>
          <th scope="col">Type</th>
          <th scope="col">Context (tokens)</th>
          <th scope="col">Max response (tokens)</th>
          <th scope="col">Provider</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-model={entry.model}>
            <th scope="row">
              <a href={catalogueHref(entry.model)}>
                <code>{entry.model}</code>
              </a>
            </th>
            <td>{typeLabel(entry)}</td>
            <td>{formatTokens(entry.max_tokens)}</td>
            <td>{formatTokens(entry.max_response_tokens)}</td>
            <td>{entry.provider ? <code>{entry.provider}</code> : notRecorded}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
