import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {Thing, WithContext} from 'schema-dts';

// `<` as \u003c: the JSON cannot close its script element, whatever a title holds.
const serialize = (data: WithContext<Thing>) => JSON.stringify(data).replace(/</g, '\\u003c');

/** JSON-LD blocks in the page head (data, not code: the CSP does not apply to them). */
export default function StructuredData({items}: {items: WithContext<Thing>[]}): ReactNode {
  return (
    <Head>
      {items.map((item, index) => (
        <script key={index} type="application/ld+json">
          {serialize(item)}
        </script>
      ))}
    </Head>
  );
}
