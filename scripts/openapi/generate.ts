/**
 * gen:api — rebuilds the API reference from openapi/apipie.openapi.json:
 * validates it (failing with the file and the problem), adds code samples,
 * writes the downloadable description, then runs the docs generator.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {forDocsGenerator, withCodeSamples} from './enrichSpec';
import {loadSpec} from './loadSpec';
import {openapiPaths} from './paths';

function writeJson(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

function main(): void {
  const spec = withCodeSamples(loadSpec(openapiPaths.source));
  writeJson(openapiPaths.download, spec);
  writeJson(openapiPaths.generatorInput, forDocsGenerator(spec));
  const docusaurus = path.resolve('node_modules/.bin/docusaurus');
  execFileSync(docusaurus, ['clean-api-docs', 'all'], {stdio: 'ignore'});
  execFileSync(docusaurus, ['gen-api-docs', 'all'], {stdio: ['ignore', 'ignore', 'inherit']});
  console.log(`API reference generated in ${path.relative(process.cwd(), openapiPaths.docsOutput)}/`);
}

try {
  main();
} catch (error) {
  console.error(`gen:api failed: ${(error as Error).message}`);
  process.exit(1);
}
