import {MessageChannel} from 'node:worker_threads';
import {describe, expect, it} from 'vitest';
import {buildIndexFiles} from './indexBuilder';
import {createWorkerSearchClient} from './workerClient';
import type {WorkerRequest} from './workerProtocol';
import {createWorkerService} from './workerService';
import {samplePages} from './fixtures/samplePages';

const built = buildIndexFiles({siteUrl: 'https://apipie.ai', pages: samplePages});
const files: Record<string, string> = {
  '/s/manifest.json': JSON.stringify(built.manifest),
  ...Object.fromEntries([...built.files].map(([name, text]) => [`/s/${name}`, text])),
};
const fetchFiles = async (url: string) =>
  files[url] ? new Response(files[url], {status: 200}) : Promise.reject(new TypeError('Failed to fetch'));

/** The page side talks to the worker service over a real message channel, as it would to a Worker. */
function connect(fetchImpl = fetchFiles) {
  let started = 0;
  const startWorker = () => {
    started++;
    const {port1, port2} = new MessageChannel();
    const answer = createWorkerService(fetchImpl);
    port1.on(
      'message',
      (request: WorkerRequest) => void answer(request).then((response) => port1.postMessage(response)),
    );
    return {
      postMessage: (message: unknown) => port2.postMessage(message),
      addEventListener: (_: 'message', listener: (event: {data: unknown}) => void) =>
        port2.on('message', (data) => listener({data})),
    };
  };
  return {startWorker, started: () => started};
}

describe('search in a worker', () => {
  it('starts the worker on first use only, and answers like the in-page client', async () => {
    const {startWorker, started} = connect();
    const client = createWorkerSearchClient({indexName: 'apipie', manifestUrl: '/s/manifest.json', startWorker});
    expect(started()).toBe(0);
    const {results} = await client.search({
      requests: [{indexName: 'apipie', query: 'max_tokens', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}],
    });
    expect(started()).toBe(1);
    expect(results[0]!.hits[0]).toMatchObject({type: 'lvl5', hierarchy: {lvl5: 'max_tokens'}});
    expect(JSON.stringify(results[0]!.hits[0]!._highlightResult)).toContain('<mark>max_tokens</mark>');
    await client.search([{indexName: 'apipie', query: 'pools'}]);
    expect(started()).toBe(1);
  });

  it('brings errors back with their names, so DocSearch and the page see a RetryError or an ApiError', async () => {
    const offline = connect(async () => Promise.reject(new TypeError('Failed to fetch')));
    const failing = createWorkerSearchClient({
      indexName: 'apipie',
      manifestUrl: '/s/manifest.json',
      startWorker: offline.startWorker,
    });
    await expect(failing.search([{indexName: 'apipie', query: 'x'}])).rejects.toMatchObject({name: 'RetryError'});

    const online = createWorkerSearchClient({
      indexName: 'apipie',
      manifestUrl: '/s/manifest.json',
      startWorker: connect().startWorker,
    });
    await expect(online.search([{indexName: 'nope', query: 'x'}])).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
    });
  });

  it('preloads the index in the worker', async () => {
    const requested: string[] = [];
    const {startWorker} = connect(async (url) => {
      requested.push(url);
      return fetchFiles(url);
    });
    const client = createWorkerSearchClient({indexName: 'apipie', manifestUrl: '/s/manifest.json', startWorker});
    client.preload();
    // The manifest, which holds the meta: term shards and doc chunks wait for a query.
    await expect.poll(() => requested).toEqual(['/s/manifest.json']);
  });
});
