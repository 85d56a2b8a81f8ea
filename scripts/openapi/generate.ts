/**
 * gen:api — rebuilds the API reference from openapi/apipie.openapi.json.
 * It validates and bundles the description first and stops, naming the file,
 * line, JSON pointer and what to do, before writing anything. The pages are
 * generated into a staging folder and swapped in only when complete, so a
 * failure leaves the previous docs/api/ as it was.
 */
import {existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import pluginOpenAPIDocs from 'docusaurus-plugin-openapi-docs/lib/index';
import type {LoadContext} from '@docusaurus/types';
import {openapiPlugin} from '../../config/openapi';
import {presetOptions} from '../../config/preset';
import {forDocsGenerator, withCodeSamples} from './enrichSpec';
import {listOperations, type OpenApiSpec} from './loadSpec';
import {openapiPaths} from '../../config/openapiPaths';
import {validateSpec} from './validateSpec';
import {infoPageMdx} from './pages/infoPage';
import {operationPageMdx} from './pages/operationPage';
import {markdownToHtml} from './pages/markdownHtml';
import {groupedFacts, unverifiedFacts, type PublishedFact} from '../../src/apiPages/unverified';

function writeJson(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** Our page markup in place of the plugin's (scripts/openapi/pages). */
const markdownGenerators = {createApiPageMD: operationPageMdx, createInfoPageMD: infoPageMdx} as never;

type GenerateAction = (id: string, command: {opts(): Record<string, unknown>}) => Promise<void>;

/** The plugin's `gen-api-docs` command, taken from its CLI extension so it can run in-process. */
function genApiDocsCommand(siteDir: string, specPath: string): GenerateAction {
  type Schema = {validate(value: unknown): {value: unknown; error?: Error}};
  // The plugin's own option defaults (externalJsonProps...), as Docusaurus applies them.
  const options = pluginOpenAPIDocs.validateOptions({
    options: {...openapiPlugin, config: {apipie: {...openapiPlugin.config.apipie, specPath, markdownGenerators}}},
    validate: ((schema: Schema, value: unknown) => {
      const result = schema.validate(value);
      if (result.error) throw result.error;
      return result.value;
    }) as never,
  });
  const context = {siteDir, siteConfig: {presets: [['classic', presetOptions]], plugins: []}} as unknown as LoadContext;
  const plugin = pluginOpenAPIDocs(context, options);
  let action: GenerateAction | undefined;
  const command = (name: string) => {
    const chain: Record<string, unknown> = {};
    for (const method of ['description', 'usage', 'arguments', 'option']) chain[method] = () => chain;
    chain.action = (fn: GenerateAction) => {
      if (name === 'gen-api-docs') action = fn;
      return chain;
    };
    return chain;
  };
  plugin.extendCli!({command} as never);
  if (!action)
    throw new Error(
      'docusaurus-plugin-openapi-docs no longer registers `gen-api-docs`; update scripts/openapi/generate.ts.',
    );
  return action;
}

/**
 * Runs the generator with the staging folder as working directory (the plugin
 * writes its outputDir relative to it). Its progress lines are dropped; any
 * error it logs fails the run.
 */
async function generateInto(stagingRoot: string, specPath: string): Promise<void> {
  const generate = genApiDocsCommand(process.cwd(), specPath);
  const errors: string[] = [];
  const {log, error} = console;
  const cwd = process.cwd();
  console.log = () => {};
  console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
  try {
    process.chdir(stagingRoot);
    await generate('apipie', {opts: () => ({})});
  } finally {
    process.chdir(cwd);
    Object.assign(console, {log, error});
  }
  if (errors.length > 0) throw new Error(`docusaurus-plugin-openapi-docs failed:\n${errors.join('\n')}`);
}

/** The generated folder must hold the sidebar, the introduction and one page per operation. */
function missingPages(dir: string, spec: OpenApiSpec): string[] {
  const files = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const expected = ['sidebar.ts', 'introduction.info.mdx'];
  const pages = [...files].filter((f) => f.endsWith('.api.mdx'));
  const missing = expected.filter((f) => !files.has(f));
  const operations = listOperations(spec).length;
  if (pages.length !== operations) missing.push(`${operations - pages.length} of ${operations} operation pages`);
  return missing;
}

async function main(): Promise<void> {
  const spec = withCodeSamples(await validateSpec(openapiPaths.source));
  const outputDir = openapiPlugin.config.apipie.outputDir;
  const stagingRoot = path.resolve('.generated/api-staging');
  const staged = path.join(stagingRoot, outputDir);
  rmSync(stagingRoot, {recursive: true, force: true});
  mkdirSync(stagingRoot, {recursive: true});
  const stagedInput = path.join(stagingRoot, path.basename(openapiPaths.generatorInput));
  writeJson(stagedInput, forDocsGenerator(spec));
  await generateInto(stagingRoot, stagedInput);
  const missing = missingPages(staged, spec);
  if (missing.length > 0)
    throw new Error(`the generator did not write ${missing.join(', ')} into ${path.relative(process.cwd(), staged)}/`);

  // Complete: swap the new pages in, then publish the inputs that match them.
  const previous = path.join(stagingRoot, 'previous');
  if (existsSync(openapiPaths.docsOutput)) renameSync(openapiPaths.docsOutput, previous);
  renameSync(staged, openapiPaths.docsOutput);
  mkdirSync(path.dirname(openapiPaths.generatorInput), {recursive: true});
  renameSync(stagedInput, openapiPaths.generatorInput);
  writeJson(openapiPaths.download, spec);
  const published: PublishedFact[] = groupedFacts(unverifiedFacts(spec)).map((fact) => ({
    ...fact,
    reasonHtml: markdownToHtml(fact.reason),
  }));
  writeJson(openapiPaths.unverifiedFacts, published);
  rmSync(stagingRoot, {recursive: true, force: true});
  console.log(
    `API reference generated in ${path.relative(process.cwd(), openapiPaths.docsOutput)}/ (${listOperations(spec).length} operations)`,
  );
}

main().catch((error: unknown) => {
  console.error(`gen:api failed; docs/api/ was left as it was.\n${(error as Error).message}`);
  process.exit(1);
});
