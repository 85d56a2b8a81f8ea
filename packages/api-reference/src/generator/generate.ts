/**
 * gen:api — rebuilds the API reference from the site's OpenAPI description.
 * It validates and bundles the description first and stops, naming the file,
 * line, JSON pointer and what to do, before writing anything. The pages are
 * generated into a staging folder and swapped in only when complete, so a
 * failure leaves the previous pages as they were.
 */
import {existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {CommanderStatic} from 'commander';
import type {MarkdownGenerator, PluginOptions} from 'docusaurus-plugin-openapi-docs/src/types';
import {forDocsGenerator, withCodeSamples} from './enrichSpec';
import type {GuideSite} from './guides';
import {listOperations, type OpenApiSpec} from './loadSpec';
import {validateSpec} from './validateSpec';
import {groupedFacts, unverifiedFacts, type PublishedFact} from '../unverified';

/** The generator's own front matter template: without the plugin's compressed copy of each operation. */
const PAGE_TEMPLATE = path.join(__dirname, '../../templates/page.mustache');

/** The options of docusaurus-plugin-openapi-docs that the site chooses; the page markup is the generator's. */
export type OpenApiDocsOptions = Omit<PluginOptions, 'config'> & {
  config: {apipie: Omit<PluginOptions['config'][string], 'template' | 'markdownGenerators'>};
};

/** What gen:api reads and writes (absolute paths), and the site facts the pages need. */
export type ApiReferenceOptions = {
  /** The OpenAPI description, openapi/apipie.openapi.json. */
  source: string;
  /** The Redocly config whose rules the description must pass. */
  redoclyConfig: string;
  /** The bundled description the plugin reads (its `specPath`, relative to the site). */
  generatorInput: string;
  /** The description as published for download. */
  download: string;
  /** The unverified facts, with their reasons as HTML, for the site's note on guides. */
  unverifiedFacts: string;
  /** The folder of generated pages (the plugin's `outputDir`, relative to the site). */
  docsOutput: string;
  /** docusaurus-plugin-openapi-docs' options, as the site would list the plugin. */
  plugin: OpenApiDocsOptions;
  /**
   * The docs plugin's folder and route, which the generator reads from the site's config (the docs
   * instance that `plugin.docsPluginId` names) to give pages their ids.
   */
  docs: {path: string; routeBasePath: string};
  /** Where guides named by operations' externalDocs are published and kept. */
  guides: GuideSite;
};

function writeJson(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Our page markup in place of the plugin's (pages/), and its Markdown renderer. Loaded once the
 * description is valid, like the plugin below: a bad one fails without loading remark and rehype
 * (about a quarter of a failing run's CPU).
 */
async function pageWriters(guides: GuideSite) {
  const [{infoPageMdx}, {operationPageMdx}, {markdownToHtml}] = await Promise.all([
    import('./pages/infoPage'),
    import('./pages/operationPage'),
    import('./pages/markdownHtml'),
  ]);
  const markdownGenerators: MarkdownGenerator = {
    createApiPageMD: (pageData) => operationPageMdx(pageData, guides),
    createInfoPageMD: infoPageMdx,
  };
  return {markdownGenerators, markdownToHtml};
}

/**
 * The plugin's own command line, in-process: the plugin exports no generator function, only the
 * `gen-api-docs` command it adds to Docusaurus' CLI (extendCli). Of the site's context it reads the
 * site folder and, in the site's config, the docs instance its `docsPluginId` names (for the pages'
 * ids); it gets those, its options validated as Docusaurus validates them, and commander's program
 * (what Docusaurus hands extendCli; this process's own), on which the command runs with our spec
 * file and page markup.
 */
async function genApiDocsProgram(
  options: ApiReferenceOptions,
  specPath: string,
  markdownGenerators: MarkdownGenerator,
): Promise<CommanderStatic> {
  // Loaded once the description is valid: a bad one fails without loading the plugin (seconds of CPU).
  const [{default: pluginOpenAPIDocs}, {normalizePluginOptions}, {default: commander}] = await Promise.all([
    import('docusaurus-plugin-openapi-docs/lib/index'),
    import('@docusaurus/utils-validation'),
    import('commander'),
  ]);
  const {plugin} = options;
  const apipie = {...plugin.config.apipie, specPath, template: PAGE_TEMPLATE, markdownGenerators};
  const validated: PluginOptions = pluginOpenAPIDocs.validateOptions({
    options: {...plugin, config: {apipie}},
    validate: normalizePluginOptions,
  });
  const siteConfig = {presets: [[plugin.docsPluginId, {docs: options.docs}]], plugins: []};
  const context = {siteDir: process.cwd(), siteConfig} as unknown as LoadContext;
  const made = pluginOpenAPIDocs(context, validated);
  const program = commander;
  made.extendCli?.(program);
  if (!program.commands.some((command) => command.name() === 'gen-api-docs'))
    throw new Error(
      'docusaurus-plugin-openapi-docs no longer registers `gen-api-docs`; update the generator (generate.ts).',
    );
  return program;
}

/**
 * Runs the generator with the staging folder as working directory (the plugin
 * writes its outputDir relative to it). Its progress lines are dropped; any
 * error it logs fails the run.
 */
async function generateInto(
  options: ApiReferenceOptions,
  stagingRoot: string,
  specPath: string,
  markdownGenerators: MarkdownGenerator,
): Promise<void> {
  const program = await genApiDocsProgram(options, specPath, markdownGenerators);
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

/** Validates the description, generates the pages and swaps them in; throws, writing nothing, on a problem. */
async function generate(options: ApiReferenceOptions): Promise<number> {
  const spec = withCodeSamples(await validateSpec(options.source, options));
  const {markdownGenerators, markdownToHtml} = await pageWriters(options.guides);
  const outputDir = options.plugin.config.apipie.outputDir;
  const stagingRoot = path.resolve('.generated/api-staging');
  const staged = path.join(stagingRoot, outputDir);
  rmSync(stagingRoot, {recursive: true, force: true});
  mkdirSync(stagingRoot, {recursive: true});
  const stagedInput = path.join(stagingRoot, path.basename(options.generatorInput));
  writeJson(stagedInput, forDocsGenerator(spec));
  await generateInto(options, stagingRoot, stagedInput, markdownGenerators);
  const missing = missingPages(staged, spec);
  if (missing.length > 0)
    throw new Error(`the generator did not write ${missing.join(', ')} into ${path.relative(process.cwd(), staged)}/`);

  // Complete: swap the new pages in, then publish the inputs that match them.
  const previous = path.join(stagingRoot, 'previous');
  if (existsSync(options.docsOutput)) renameSync(options.docsOutput, previous);
  renameSync(staged, options.docsOutput);
  mkdirSync(path.dirname(options.generatorInput), {recursive: true});
  renameSync(stagedInput, options.generatorInput);
  writeJson(options.download, spec);
  const published: PublishedFact[] = groupedFacts(unverifiedFacts(spec)).map((fact) => ({
    ...fact,
    reasonHtml: markdownToHtml(fact.reason),
  }));
  writeJson(options.unverifiedFacts, published);
  rmSync(stagingRoot, {recursive: true, force: true});
  return listOperations(spec).length;
}

/**
 * `npm run gen:api`: generates the reference, printing what it wrote, or why it wrote nothing and
 * the process fails. Runs in the site's folder.
 */
export async function generateApiReference(options: ApiReferenceOptions): Promise<void> {
  const output = path.relative(process.cwd(), options.docsOutput);
  try {
    const operations = await generate(options);
    console.log(`API reference generated in ${output}/ (${operations} operations)`);
  } catch (error: unknown) {
    console.error(`gen:api failed; ${output}/ was left as it was.\n${(error as Error).message}`);
    process.exit(1);
  }
}
