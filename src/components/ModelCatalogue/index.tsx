import {useMemo, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  capabilityLabels,
  capabilityNames,
  catalogueRows,
  formatTokens,
  models,
  notRecorded,
  typeLabel,
  type Capability,
} from '@site/data/catalogue';
import {site} from '@site/config/site';
import CopyIdButton from './CopyIdButton';
import {
  applyFilters,
  filtersFromQuery,
  noFilters,
  queryFromFilters,
  type CatalogueFilters,
  type SortOrder,
} from './filters';
import styles from './styles.module.css';

const rows = catalogueRows(models);
const providers = [...new Set(models.map((m) => m.provider).filter(Boolean))].sort();
const types = [...new Set(models.map((m) => m.type))].sort();
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

/**
 * Every entry of data/models.json in one table. The table is rendered at build time (readable
 * without JavaScript and indexed by search); in the browser the filters narrow it and keep
 * their state in the query string so a filtered view can be shared.
 */
export default function ModelCatalogue(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // Register every row anchor, so links such as /docs/Models/Catalogue#grok-2-1212 from pages
  // and announcements are checked by the build's broken-anchor check.
  const brokenLinks = useBrokenLinks();
  for (const row of rows) {
    if (row.anchor) brokenLinks.collectAnchor(row.anchor);
    if (row.modelAnchor) brokenLinks.collectAnchor(row.modelAnchor);
  }
  // The build renders every row; the query string applies after hydration so both renders match.
  // The filters follow the query string whenever it changes (set here during render, as React
  // advises, instead of in an effect); between changes they keep what the visitor typed, which
  // the query string holds trimmed.
  const query = useIsBrowser() ? location.search : '';
  const [filters, setFilters] = useState<CatalogueFilters>(noFilters);
  const [appliedQuery, setAppliedQuery] = useState('');
  if (query !== appliedQuery) {
    setAppliedQuery(query);
    setFilters(filtersFromQuery(query));
  }

  const update = (change: Partial<CatalogueFilters>) => {
    const next = {...filters, ...change};
    setFilters(next);
    history.replace({search: queryFromFilters(next, location.search), hash: location.hash});
  };
  const toggle = (capability: Capability, on: boolean) =>
    update({capabilities: capabilityNames.filter((c) => (c === capability ? on : filters.capabilities.includes(c)))});

  const shown = useMemo(() => applyFilters(rows, filters), [filters]);
  const sortState =
    filters.sort === 'context-desc' ? 'descending' : filters.sort === 'context-asc' ? 'ascending' : undefined;

  return (
    <div className={styles.catalogue}>
      <form className={styles.filters} role="search" aria-label="Filter models" onSubmit={(e) => e.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor="catalogue-text">Search ids</label>
          <input
            id="catalogue-text"
            type="search"
            value={filters.text}
            placeholder="e.g. claude, bedrock"
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
      <p className={styles.count} aria-live="polite" data-testid="catalogue-count">
        Showing {shown.length} of {rows.length} entries.
      </p>
      <div className={styles.scroller}>
        <table className={styles.table} data-testid="model-catalogue">
          <caption>APIpie models, one row per model id and provider</caption>
          <thead>
            <tr>
              <th scope="col">Model id</th>
              <th scope="col">Vendor</th>
              <th scope="col">Provider</th>
              <th scope="col">Type</th>
              <th scope="col" aria-sort={sortState}>
                Context (tokens)
              </th>
              <th scope="col">Max response (tokens)</th>
              <th scope="col">Capabilities</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.entry.id} id={row.anchor} data-model={row.entry.model}>
                <th scope="row" id={row.modelAnchor}>
                  <code>{row.entry.model}</code> <CopyIdButton id={row.entry.model} />
                </th>
                <td>
                  {row.vendor ? (
                    <a href={`${site.baseUrl}Models/${row.vendor.slug}`}>{row.vendor.name}</a>
                  ) : (
                    notRecorded
                  )}
                </td>
                <td>{row.entry.provider || notRecorded}</td>
                <td>{typeLabel(row.entry)}</td>
                <td className={styles.number}>{formatTokens(row.entry.max_tokens)}</td>
                <td className={styles.number}>{formatTokens(row.entry.max_response_tokens)}</td>
                <td>
                  {row.capabilities.length ? row.capabilities.map((c) => capabilityLabels[c]).join(', ') : notRecorded}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
