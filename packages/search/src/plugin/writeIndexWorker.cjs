// A worker thread (writeIndexOnWorker in writeIndex.ts starts it): builds and writes the index. Plain
// CommonJS, as the twins' and the social cards' workers, so it loads both from the build and from
// tsx; the index's TypeScript is loaded through jiti, the loader Docusaurus loads the site's TypeScript with.
const {parentPort, workerData} = require('node:worker_threads');
const jiti = require('jiti')(__filename, {interopDefault: true});

const {writeIndex, SynonymError} = jiti('./writeIndex.ts');

const {dir, siteUrl, pages, synonyms} = workerData;
writeIndex(dir, siteUrl, pages, synonyms).then(
  (written) => parentPort.postMessage({written}),
  (error) =>
    parentPort.postMessage({
      error: {message: error instanceof Error ? error.message : String(error), synonyms: error instanceof SynonymError},
    }),
);
