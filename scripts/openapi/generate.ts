/**
 * gen:api — rebuilds the API reference from openapi/apipie.openapi.json.
 * It validates and bundles the description first and stops, naming the file,
 * line, JSON pointer and what to do, before writing anything. The pages are
 * generated into a staging folder and swapped in only when complete, so a
 * failure leaves the previous docs/api/ as it was.
 */
import {existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {CommanderStatic} from 'commander';
import type {MarkdownGenerator, PluginOptions} from 'docusaurus-plugin-openapi-docs/src/types';
import {openapiPlugin} from '../../config/openapi';
import {forDocsGenerator, withCodeSamples} from './enrichSpec';
import {listOperations, type OpenApiSpec} from './loadSpec';
import {openapiPaths} from '../../config/openapiPaths';
import {validateSpec} from './validateSpec';
import {groupedFacts, unverifiedFacts, type PublishedFact} from '../../src/apiPages/unverified';

function writeJson(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Our page markup in place of the plugin's (scripts/openapi/pages), and its Markdown renderer. Loaded
 * once the description is valid, like Docusaurus below: a bad one fails without loading remark and
 * rehype (about a quarter of a failing run's CPU).
 */
async function pageWriters() {
  const [{infoPageMdx}, {operationPageMdx}, {markdownToHtml}] = await Promise.all([
    import('./pages/infoPage'),
    import('./pages/operationPage'),
    import('./pages/markdownHtml'),
  ]);
  const markdownGenerators: MarkdownGenerator = {createApiPageMD: operationPageMdx, createInfoPageMD: infoPageMdx};
  return {markdownGenerators, markdownToHtml};
}

/**
 * The plugin's own command line, in-process: the plugin exports no generator function, only the
 * `gen-api-docs` command it adds to Docusaurus' CLI (extendCli). So it gets the site's real context
 * (Docusaurus' loadContext, which reads docusaurus.config.ts as `docusaurus gen-api-docs` does), its
 * options validated as Docusaurus validates them, and commander's program (what Docusaurus hands
 * extendCli; this script's own process), on which the command runs with our spec file and page
 * markup in place of the config's.
 */
async function genApiDocsProgram(
  siteDir: string,
  specPath: string,
  markdownGenerators: MarkdownGenerator,
): Promise<CommanderStatic> {
  // Loaded once the description is valid: a bad one fails without loading Docusaurus (seconds of CPU).
  const [{default: pluginOpenAPIDocs}, {loadContext}, {normalizePluginOptions}, {default: commander}] =
    await Promise.all([
      import('docusaurus-plugin-openapi-docs/lib/index'),
      import('@docusaurus/core/lib/server/site'),
      import('@docusaurus/utils-validation'),
      import('commander'),
    ]);
  const options: PluginOptions = pluginOpenAPIDocs.validateOptions({
    options: {...openapiPlugin, config: {apipie: {...openapiPlugin.config.apipie, specPath, markdownGenerators}}},
    validate: normalizePluginOptions,
  });
  const plugin = pluginOpenAPIDocs(await loadContext({siteDir}), options);
  const program = commander;
  plugin.extendCli?.(program);
  if (!program.commands.some((command) => command.name() === 'gen-api-docs'))
    throw new Error(
      'docusaurus-plugin-openapi-docs no longer registers `gen-api-docs`; update scripts/openapi/generate.ts.',
    );
  return program;
}

/**
 * Runs the generator with the staging folder as working directory (the plugin
 * writes its outputDir relative to it). Its progress lines are dropped; any
 * error it logs fails the run.
 */
async function generateInto(
  stagingRoot: string,
  specPath: string,
  markdownGenerators: MarkdownGenerator,
): Promise<void> {
  const program = await genApiDocsProgram(process.cwd(), specPath, markdownGenerators);
  const errors: string[] = [];
  const {log, error} = console;
  const cwd = process.cwd();
  console.log = () => {};
  console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
  try {
    process.chdir(stagingRoot);
    await program.parseAsync(['gen-api-docs', 'apipie'], {from: 'user'});
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
  const {markdownGenerators, markdownToHtml} = await pageWriters();
  const outputDir = openapiPlugin.config.apipie.outputDir;
  const stagingRoot = path.resolve('.generated/api-staging');
  const staged = path.join(stagingRoot, outputDir);
  rmSync(stagingRoot, {recursive: true, force: true});
  mkdirSync(stagingRoot, {recursive: true});
  const stagedInput = path.join(stagingRoot, path.basename(openapiPaths.generatorInput));
  writeJson(stagedInput, forDocsGenerator(spec));
  await generateInto(stagingRoot, stagedInput, markdownGenerators);
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
