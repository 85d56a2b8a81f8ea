/**
 * The parts of a generated API operation page (the generator's pages write
 * the MDX that uses them). Schemas arrive as static HTML drawn at build time;
 * only the tabs and code blocks are React.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import styles from './styles.module.css';

/** Both tab sets follow one `?status=` value, so the example beside the reference matches the status read. */
const STATUS_QUERY_KEY = 'status';

export function ApiEndpoint({
  method,
  path,
  server,
  deprecated,
}: {
  method: string;
  path: string;
  server: string;
  deprecated: boolean;
}): ReactNode {
  return (
    <p className={styles.endpoint}>
      {/* The spaces keep the method, URL and mark apart as text (search, copy, screen readers); flex ignores them. */}
      <span className={styles.method}>{method.toUpperCase()}</span>{' '}
      <code className={styles.url}>
        <span className={styles.server}>{server}</span>
        {path}
      </code>
      {deprecated && (
        <>
          {' '}
          <span className={styles.deprecated}>Deprecated</span>
        </>
      )}
    </p>
  );
}

/** The two-column frame: it switches to columns by the width of the article, not the window. */
export function ApiColumns({children}: {children: ReactNode}): ReactNode {
  return (
    <div className={styles.operation}>
      <div className={styles.columns}>{children}</div>
    </div>
  );
}

export function ApiColumn({
  area,
  children,
}: {
  area: 'description' | 'examples' | 'reference';
  children: ReactNode;
}): ReactNode {
  return <div className={styles[area]}>{children}</div>;
}

/** Static HTML from the build: React leaves its inside alone when it hydrates. */
export function ApiSchema({html}: {html: string}): ReactNode {
  return html ? <div className={styles.schema} dangerouslySetInnerHTML={{__html: html}} /> : null;
}

export function ApiMediaType({type}: {type: string}): ReactNode {
  return (
    <p className={styles.label}>
      Content type <code>{type}</code>
    </p>
  );
}

export function ApiResponses({responses}: {responses: {status: string; html: string}[]}): ReactNode {
  if (responses.length === 0) return null;
  return (
    <Tabs queryString={STATUS_QUERY_KEY}>
      {responses.map((r) => (
        <TabItem key={r.status} value={r.status} label={r.status}>
          <ApiSchema html={r.html} />
        </TabItem>
      ))}
    </Tabs>
  );
}

type ExampleBody = {type: string; source: string; language: string; generated: boolean};

function ExampleBody({body, showType}: {body: ExampleBody; showType: boolean}): ReactNode {
  return (
    <>
      {showType && <ApiMediaType type={body.type} />}
      {body.source ? (
        <CodeBlock language={body.language}>{body.source}</CodeBlock>
      ) : (
        <p className={styles.note}>
          The body is <code>{body.type}</code> data; the description gives no example of it.
        </p>
      )}
      {body.generated && <p className={styles.note}>Drawn from the schema: the values are placeholders.</p>}
    </>
  );
}

export function ApiResponseExamples({examples}: {examples: {status: string; bodies: ExampleBody[]}[]}): ReactNode {
  return (
    <Tabs queryString={STATUS_QUERY_KEY}>
      {examples.map((e) => (
        <TabItem key={e.status} value={e.status} label={e.status}>
          {e.bodies.map((body) => (
            <ExampleBody key={body.type} body={body} showType={e.bodies.length > 1} />
          ))}
        </TabItem>
      ))}
    </Tabs>
  );
}
