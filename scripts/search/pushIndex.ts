import type {Algoliasearch} from 'algoliasearch';
import {type DocSearchRecord, indexSettings} from 'apipie-docs-search';

export type PushResult = {records: number; indexName: string};

/**
 * Replaces every record of the hosted index with the built ones (Algolia
 * swaps in a fully written temporary index, so searches never see a half
 * upload), then applies the index settings the local engine also follows.
 */
export async function pushIndex(
  client: Algoliasearch,
  indexName: string,
  records: readonly DocSearchRecord[],
): Promise<PushResult> {
  if (records.length === 0) throw new Error('Refusing to replace the hosted index with an empty one.');
  await client.replaceAllObjects({
    indexName,
    objects: records as unknown as Record<string, unknown>[],
    batchSize: 1000,
  });
  const {taskID} = await client.setSettings({indexName, indexSettings});
  await client.waitForTask({indexName, taskID});
  return {records: records.length, indexName};
}
