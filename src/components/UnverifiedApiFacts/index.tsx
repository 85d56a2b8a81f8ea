import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import published from '@site/.generated/openapi/unverifiedFacts.json';
import {operationPagePath, type PublishedFact} from 'apipie-docs-api-reference';

const facts = published as PublishedFact[];

type Props = {
  /** Every operation of this API reference tag, e.g. "state". */
  tag?: string;
  /** These operations, by operationId. */
  operations?: readonly string[];
};

/**
 * What the OpenAPI description marks unverified (x-apipie-unverified) for the operations a page
 * uses, with the reasons: the same note the API reference pages show, from the same data, so a
 * guide cannot state as fact what the reference marks. `npm run gen:api` writes the data.
 */
export default function UnverifiedApiFacts({tag, operations = []}: Props): ReactNode {
  const shown = facts.filter(
    (fact) => (tag !== undefined && fact.tag === tag) || operations.includes(fact.operationId),
  );
  if (shown.length === 0) {
    const asked = [tag && `tag "${tag}"`, ...operations.map((id) => `"${id}"`)].filter(Boolean).join(', ');
    throw new Error(`UnverifiedApiFacts: the OpenAPI description marks nothing unverified for ${asked || 'nothing'}`);
  }
  // One item per reason, naming every operation and place it applies to.
  const byReason = new Map<string, {reasonHtml: string; places: {fact: PublishedFact; subjects: string}[]}>();
  for (const fact of shown) {
    const item = byReason.get(fact.reason) ?? {reasonHtml: fact.reasonHtml, places: []};
    item.places.push({fact, subjects: fact.subjects.join(', ')});
    byReason.set(fact.reason, item);
  }
  return (
    <Admonition type="caution" title="Unverified">
      <p>
        No source supports these parts of the API that this page uses. Check them against real answers before you rely
        on them:
      </p>
      <ul>
        {[...byReason.entries()].map(([reason, {reasonHtml, places}]) => (
          <li key={reason}>
            {places.map(({fact, subjects}, i) => (
              <span key={`${fact.operationId} ${subjects}`}>
                {i > 0 && '; '}
                <Link to={operationPagePath(fact.operationId)}>
                  <code>
                    {fact.method} {fact.path}
                  </code>
                </Link>
                , {subjects}
              </span>
            ))}
            : <span dangerouslySetInnerHTML={{__html: reasonHtml.replace(/^<p>|<\/p>$/g, '')}} />
          </li>
        ))}
      </ul>
    </Admonition>
  );
}
