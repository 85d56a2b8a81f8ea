import {memo, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {
  capabilityLabels,
  capabilityNames,
  catalogueRows,
  formatSightings,
  formatSpan,
  notRecorded,
  type Capability,
  type CatalogueRow,
} from '@site/data/catalogue';
import {modelSources, sourceKeys} from '@site/data/modelSources';
import {site} from '@site/config/site';
import {WithModelEntries} from '../ModelData';
import {publishedModelsFile, type ModelEntry} from '@site/data/modelSchema';
import {createFilterStore, type FilterStore} from './filterStore';
import {
  filtersFromQuery,
  queryFromFilters,
  rowMatcher,
  sortRows,
  type CatalogueFilters,
  type SortOrder,
} from './filters';
import styles from './styles.module.css';

const sortLabels: Record<SortOrder, string> = {
  id: 'Model id (A to Z)',
  'context-desc': 'Context, largest first',
  'context-asc': 'Context, smallest first',
};

/** A select option: its value and its text. */
type Option = [string, string];

/** A labelled drop-down of the filter form. */
function SelectField(props: {
  id: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

const noSubscription = () => () => {};

/**
 * False while React adopts the server's HTML, true after. The table renders the server's rows
 * first and applies the query string after, so the first render matches the HTML.
 */
function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * One model id. It re-renders only when it appears or disappears (its own subscription to the
 * filters), when its id is copied or when the page turns interactive; its cells are kept as they
 * are when only `hidden` changes. Until then (in the server's HTML, and while React adopts it) a
 * row holds its id, with its anchor, and its vendor's name only: all the rows in full would make
 * the page too long for agents that read its HTML (page-size-html, e2e/afdocs.spec.ts).
 */
const Row = memo(function Row({row, store, full}: {row: CatalogueRow; store: FilterStore; full: boolean}) {
  const hidden = useSyncExternalStore(
    store.subscribe,
    () => store.hides(row),
    () => false,
  );
  const [copied, setCopied] = useState(false);
  const cells = useMemo(() => {
    if (!full) {
      return (
        <>
          <th scope="row" id={row.id}>
            <code>{row.id}</code>
          </th>
          <td>{row.vendor?.name ?? notRecorded}</td>
        </>
      );
    }
    const copy = () =>
      void navigator.clipboard.writeText(row.id).then(() => {
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      });
    return (
      <>
        <th scope="row" id={row.id}>
          <code>{row.id}</code>{' '}
          <button type="button" className={styles.copy} onClick={copy} aria-label={`Copy ${row.id}`}>
            {copied ? 'Copied' : 'Copy'}
          </button>
        </th>
        <td>{row.vendor ? <a href={`${site.baseUrl}Models/${row.vendor.slug}`}>{row.vendor.name}</a> : notRecorded}</td>
        <td>{row.providers.join(', ') || notRecorded}</td>
        <td>{row.typeText}</td>
        <td className={styles.number}>{formatSpan(row.context)}</td>
        <td className={styles.number}>{formatSpan(row.response)}</td>
        <td>{row.capabilities.map((c) => capabilityLabels[c]).join(', ') || notRecorded}</td>
        <td className={styles.seen}>{formatSightings(row.sightings)}</td>
      </>
    );
  }, [row, copied, full]);
  return (
    <tr hidden={hidden} data-model={row.id}>
      {cells}
    </tr>
  );
});

/**
 * What the page says where no script runs: the table holds ids and vendors only, and where the
 * rest of each row is. React renders a noscript element's content on the server only.
 */
function WithoutScript({rows}: {rows: readonly CatalogueRow[]}) {
  const vendors = [...new Map(rows.flatMap((row) => (row.vendor ? [[row.vendor.slug, row.vendor]] : []))).values()];
  vendors.sort((a, b) => a.name.localeCompare(b.name));
  return (
    <noscript>
      <p className={styles.noScript} data-testid="catalogue-no-script">
        Without JavaScript, this table lists each id with its vendor only, and the filters do not work. Each
        vendor&apos;s page lists its ids with their type, context, response limit, providers and sources:{' '}
        {vendors.map((vendor, index) => (
          <span key={vendor.slug}>
            {index > 0 && ', '}
            <a href={`${site.baseUrl}Models/${vendor.slug}`}>{vendor.name}</a>
          </span>
        ))}
        . <a href={`${site.baseUrl}${publishedModelsFile}`}>models.json</a> has every id with all its data, those of no
        vendor page too.
      </p>
    </noscript>
  );
}

/** The keys of the sources the rows cite, with what each is. */
function SourceLegend({rows}: {rows: readonly CatalogueRow[]}) {
  const used = new Set(rows.flatMap((row) => row.sightings.map((s) => s.source)));
  return (
    <dl className={styles.legend}>
      {sourceKeys
        .filter((key) => used.has(key))
        .map((key) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>
              {modelSources[key].url ? (
                <a href={modelSources[key].url}>{modelSources[key].name}</a>
              ) : (
                modelSources[key].name
              )}
              : {modelSources[key].description}
            </dd>
          </div>
        ))}
    </dl>
  );
}

function Catalogue({entries}: {entries: readonly ModelEntry[]}): ReactNode {
  const rows = useMemo(() => catalogueRows(entries), [entries]);
  const location = useLocation();
  // Register every id's anchor, so links such as /docs/Models/Catalogue#grok-2-1212 from pages
  // and announcements are checked by the build's broken-anchor check.
  const brokenLinks = useBrokenLinks();
  for (const row of rows) brokenLinks.collectAnchor(row.id);

  const [store] = useState(createFilterStore);
  const filters = useSyncExternalStore(store.subscribe, store.filters, store.filters);
  // The filters follow the router's query string (a shared link, back and forward) once React has
  // adopted the server's rows.
  const interactive = useAfterHydration();
  useEffect(() => {
    if (interactive) store.set(filtersFromQuery(location.search));
  }, [interactive, location.search, store]);
  // The browser scrolled to an id's anchor (/docs/Models/Catalogue#gpt-4-1) in the server's rows,
  // which grow as they fill in; after a client-side navigation, the rows came after the router's
  // scroll. Either way the row is brought into view once, when its full row is first rendered.
  useEffect(() => {
    if (!interactive || !location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    if (rows.some((row) => row.id === id)) document.getElementById(id)?.scrollIntoView();
    // Once: not again when the filters change the query string.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [interactive]);

  // Each change writes the filters into the address, so the view can be shared, with the History
  // API rather than the router: the router would re-render every component that reads the
  // location (navbar, sidebar, breadcrumbs...) on each keystroke, half of a keystroke's work.
  const update = (change: Partial<CatalogueFilters>) => {
    const next = {...filters, ...change};
    store.set(next);
    const url = new URL(window.location.href);
    url.search = queryFromFilters(next, url.search);
    window.history.replaceState(window.history.state, '', url);
  };
  const toggle = (capability: Capability, on: boolean) =>
    update({capabilities: capabilityNames.filter((c) => (c === capability ? on : filters.capabilities.includes(c)))});

  const providers = useMemo(() => [...new Set(rows.flatMap((r) => r.providers))].sort(), [rows]);
  const types = useMemo(() => [...new Set(rows.flatMap((r) => r.types))].sort(), [rows]);
  const ordered = useMemo(() => sortRows(rows, filters.sort), [rows, filters.sort]);
  // The same elements from one keystroke to the next, so React skips the rows that keep their state.
  const body = useMemo(
    () => ordered.map((row) => <Row key={row.id} row={row} store={store} full={interactive} />),
    [ordered, store, interactive],
  );
  const legend = useMemo(() => <SourceLegend rows={rows} />, [rows]);
  const shown = useMemo(() => rows.filter(rowMatcher(filters)).length, [rows, filters]);
  const sortState =
    filters.sort === 'context-desc' ? 'descending' : filters.sort === 'context-asc' ? 'ascending' : undefined;

  return (
    <div className={styles.catalogue}>
      <form
        className={styles.filters}
        role="search"
        aria-label="Filter models"
        // Set once React has adopted the rows: the filters work from then on.
        data-interactive={interactive || undefined}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className={styles.field}>
          <label htmlFor="catalogue-text">Search ids</label>
          <input
            id="catalogue-text"
            type="search"
            value={filters.text}
            placeholder="e.g. claude, gpt 4.1, bedrock"
            onChange={(e) => update({text: e.target.value})}
          />
        </div>
        <SelectField
          id="catalogue-provider"
          label="Provider"
          value={filters.provider}
          options={[['', 'Any provider'], ...providers.map((p): Option => [p, p])]}
          onChange={(provider) => update({provider})}
        />
        <SelectField
          id="catalogue-type"
          label="Type"
          value={filters.type}
          options={[['', 'Any type'], ...types.map((t): Option => [t, t])]}
          onChange={(type) => update({type})}
        />
        <SelectField
          id="catalogue-sort"
          label="Sort by"
          value={filters.sort}
          options={Object.entries(sortLabels)}
          onChange={(sort) => update({sort: sort as SortOrder})}
        />
        <fieldset className={styles.capabilities}>
          <legend>Capabilities</legend>
          {capabilityNames.map((c) => (
            <label key={c}>
              <input
                type="checkbox"
                name="cap"
                value={c}
                checked={filters.capabilities.includes(c)}
                onChange={(e) => toggle(c, e.target.checked)}
              />{' '}
              {capabilityLabels[c]}
            </label>
          ))}
        </fieldset>
      </form>
      {legend}
      <WithoutScript rows={rows} />
      <p className={styles.count} aria-live="polite" data-testid="catalogue-count">
        Showing {shown} of {rows.length} model ids.
      </p>
      <div className={styles.scroller}>
        <table
          className={interactive ? styles.table : `${styles.table} ${styles.idsOnly}`}
          data-testid="model-catalogue"
        >
          <caption>APIpie model ids, one row per id with what its sources record</caption>
          <thead>
            {interactive ? (
              <tr>
                <th scope="col">Model id</th>
                <th scope="col">Vendor</th>
                <th scope="col">Providers</th>
                <th scope="col">Type</th>
                <th scope="col" aria-sort={sortState}>
                  Context (tokens)
                </th>
                <th scope="col">Max response (tokens)</th>
                <th scope="col">Capabilities</th>
                <th scope="col">Seen (source, date)</th>
              </tr>
            ) : (
              <tr>
                <th scope="col">Model id</th>
                <th scope="col">Vendor</th>
              </tr>
            )}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * Every entry of data/models.json in one table, one row per model id. Each id and its anchor are
 * rendered at build time (readable without JavaScript and indexed by search), the rest of its row
 * once the page is interactive; in the browser the filters
 * hide the rows that do not match and keep their state in the query string, so a filtered view
 * can be shared. The data comes with the page, not with the script (see ../ModelData).
 */
export default function ModelCatalogue(): ReactNode {
  return <WithModelEntries scope="catalogue">{(entries) => <Catalogue entries={entries} />}</WithModelEntries>;
}
