import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  familySentence,
  familySummaries,
  formatSpan,
  summarySentence,
  vendorPagePath,
  vendorSummaries,
  vendorSummary,
} from '@site/data/catalogue';
import {WithModelData} from '../ModelData';
import ScrollTable from '../ScrollTable';

/**
 * What a Models page says about its vendor's ids (how many, how many the newest list holds, the
 * range of context windows and answer limits), drawn from data/models.json so the prose cannot
 * drift from the table beside it.
 */
export default function ModelSummary({vendor}: {vendor: string}): ReactNode {
  return (
    <WithModelData scope={`summary:${vendor}`} derive={(entries) => vendorSummary(vendor, entries)}>
      {(summary) => <p className="model-summary">{summarySentence(summary)}</p>}
    </WithModelData>
  );
}

/**
 * The model families a Models page names (data/vendorPages.ts), each with what the data holds for it: how many ids,
 * how many in the newest list, their kinds and context windows. The page's prose names no family by hand.
 */
export function ModelFamilies({vendor}: {vendor: string}): ReactNode {
  return (
    <WithModelData
      scope={`families:${vendor}`}
      derive={(entries) => ({
        families: familySummaries(vendor, entries),
        listDate: vendorSummary(vendor, entries).listDate,
      })}
    >
      {({families, listDate}) => (
        <ul className="model-families">
          {families.map((family) => (
            <li key={family.name}>
              <strong>{family.name}</strong>: {familySentence(family, listDate)}
            </li>
          ))}
        </ul>
      )}
    </WithModelData>
  );
}

/**
 * The Models overview's table of vendors: for each page, its ids and their limits, from the data, in the scroll box
 * Markdown tables get.
 */
export function VendorSummaryTable({notes}: {notes: Record<string, string>}): ReactNode {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  return (
    <WithModelData scope="summary:vendors" derive={vendorSummaries}>
      {(summaries) => (
        <ScrollTable className="vendor-summary">
          <thead>
            <tr>
              <th scope="col">Vendor page</th>
              <th scope="col">Ids</th>
              <th scope="col">In the newest list</th>
              <th scope="col">Context windows (tokens)</th>
              <th scope="col">Good for</th>
            </tr>
          </thead>
          <tbody>
            {summaries.map((s) => (
              <tr key={s.slug}>
                <th scope="row">
                  <a href={vendorPagePath(baseUrl, s.slug)}>{s.name}</a>
                </th>
                <td>{s.ids.toLocaleString('en-US')}</td>
                <td>{s.listed.toLocaleString('en-US')}</td>
                <td>{formatSpan(s.context)}</td>
                <td>{notes[s.slug] ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </WithModelData>
  );
}
