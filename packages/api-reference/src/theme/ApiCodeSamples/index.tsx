import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

export type ApiCodeSample = {label: string; language: string; source: string};

/** An operation's code samples as tabs; the chosen language is remembered across pages. */
export default function ApiCodeSamples({samples}: {samples: readonly ApiCodeSample[]}): ReactNode {
  return (
    <div className="api-code-samples">
      <Tabs groupId="api-code-sample">
        {samples.map((sample) => (
          <TabItem key={sample.label} value={sample.label} label={sample.label}>
            <CodeBlock language={sample.language}>{sample.source}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
