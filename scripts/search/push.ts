/**
 * Uploads the search records of the last build, and the index settings, to Algolia:
 *   ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… ALGOLIA_INDEX_NAME=… npm run search:push [-- --dir build]
 * The admin key is read here only; the site build never sees it.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {algoliasearch} from 'algoliasearch';
import {readAdminEnv} from '../../config/env';
import {readBuiltRecords} from 'apipie-docs-search/node';
import {pushIndex} from './pushIndex';

async function main() {
  const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
  const {appId, adminApiKey, indexName} = readAdminEnv();
  const records = readBuiltRecords(path.resolve(values.dir));
  const result = await pushIndex(algoliasearch(appId, adminApiKey), indexName, records);
  console.log(`Pushed ${result.records} records and the index settings to ${appId}/${result.indexName}.`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
