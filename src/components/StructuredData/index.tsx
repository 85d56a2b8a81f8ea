import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {Thing, WithContext} from 'schema-dts';
import {serializeJsonLd} from '@site/src/pageMeta/structuredData';

/** JSON-LD blocks in the page head (data, not code: the CSP does not apply to them). */
export default function StructuredData({items}: {items: WithContext<Thing>[]}): ReactNode {
  return (
    <Head>
      {items.map((item, index) => (
        <script key={index} type="application/ld+json">
          {serializeJsonLd(item)}
        </script>
      ))}
    </Head>
  );
}
