import {Suspense, use, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {publishedModelsFile, type ModelEntry, type ModelList} from '@site/data/modelSchema';

/**
 * The model data where a render needs it at once: the server bundle, which writes every row into
 * the HTML, and the dev client (`npm start` renders in the browser only). The production client
 * bundle leaves the file out (plugins/model-catalogue defines `APIPIE_MODEL_DATA_BUNDLED` false
 * there only), so no page ships it as script.
 */
const bundled: ModelList | null = process.env.APIPIE_MODEL_DATA_BUNDLED
  ? // An import would put the data in every client bundle.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
    (require('@site/data/models.json') as ModelList)
  : null;

/** The attribute of the JSON data block a page carries for each part that shows model data. */
const DATA_ATTRIBUTE = 'data-model-data';

/** What the server wrote into this page for `scope`, while the browser hydrates it; null otherwise. */
function dataInPage<T>(scope: string): T | null {
  if (!ExecutionEnvironment.canUseDOM) return null;
  const block = document.querySelector(`script[${DATA_ATTRIBUTE}="${CSS.escape(scope)}"]`);
  return block?.textContent ? (JSON.parse(block.textContent) as T) : null;
}

/** JSON that can sit inside a <script> element: no "<" to end it early. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

let request: Promise<readonly ModelEntry[]> | undefined;

function fetchEntries(url: string): Promise<readonly ModelEntry[]> {
  request ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<ModelList>;
    })
    .then((list) => list.data)
    .catch((error: unknown) => {
      // The boundary's "Try again" asks again.
      request = undefined;
      throw error;
    });
  return request;
}

type DataProps<T> = {
  /** Names this part's data block in the page, e.g. "catalogue" or "vendor:Claude". */
  scope: string;
  /** What this part shows, derived from all entries: the page carries only this. */
  derive: (entries: readonly ModelEntry[]) => T;
  children: (data: T) => ReactNode;
};

function Fetched<T>({derive, children}: Omit<DataProps<T>, 'scope'>): ReactNode {
  const entries = use(fetchEntries(useBaseUrl(`/${publishedModelsFile}`)));
  return children(derive(entries));
}

/**
 * Renders `children` with what `derive` takes from the model entries, so that a page from the
 * server is adopted as it is:
 * - on the server, from the bundled data, which it also writes into the page as a JSON data block
 *   (no script runs it, and the CSP ignores it);
 * - in the browser, while React hydrates that page, from the same block, read before the first
 *   render, so the rows render exactly as the server wrote them and are adopted, not rebuilt;
 * - in the browser after a client-side navigation, from the published /docs/models.json, fetched,
 *   with a short note while it loads and one if it fails.
 * A part that sums the data up (a count, a range) derives the summary, so the page carries that
 * and not the entries behind it.
 */
export function WithModelData<T>({scope, derive, children}: DataProps<T>): ReactNode {
  const [inPage] = useState(() => (bundled ? derive(bundled.data) : dataInPage<T>(scope)));
  if (inPage !== null) {
    return (
      <>
        {children(inPage)}
        <script
          type="application/json"
          {...{[DATA_ATTRIBUTE]: scope}}
          dangerouslySetInnerHTML={{__html: scriptJson(inPage)}}
        />
      </>
    );
  }
  return (
    <ErrorBoundary
      fallback={({tryAgain}) => (
        <p role="alert">
          The model list could not be loaded.{' '}
          <button type="button" onClick={tryAgain}>
            Try again
          </button>
        </p>
      )}
    >
      <Suspense fallback={<p>Loading the model list…</p>}>
        <Fetched derive={derive}>{children}</Fetched>
      </Suspense>
    </ErrorBoundary>
  );
}

type Props = {
  /** Names this part's data block in the page, e.g. "catalogue" or "vendor:Claude". */
  scope: string;
  /** The entries this part shows; all by default. */
  select?: (entries: readonly ModelEntry[]) => readonly ModelEntry[];
  children: (entries: readonly ModelEntry[]) => ReactNode;
};

/** Renders `children` with the model entries it selects (see WithModelData). */
export function WithModelEntries({scope, select, children}: Props): ReactNode {
  return (
    <WithModelData scope={scope} derive={select ?? ((entries) => entries)}>
      {children}
    </WithModelData>
  );
}
