/**
 * The docs' agent tools as both the MCP server (mcp/) and the pages' WebMCP
 * registration offer them: names, descriptions, argument schemas, the refusal
 * of bad arguments, and the answers built from what a tool read. Fetching is
 * left to each side, so this module runs in Node and in the browser alike.
 *
 * Schemas are Zod Mini: the MCP SDK takes them as they are (validating every
 * call and listing them as JSON Schema), and the browser bundle stays small.
 */
import * as z from 'zod/v4-mini';
import en from 'zod/v4/locales/en.js';
import {UNVERIFIED_EXTENSION, unverifiedFactsOfOperation} from 'apipie-docs-api-reference';
import {MAX_ISSUE_URL_LENGTH} from '../pageMeta/issueUrl';
import type {ModelEntry} from '../../data/modelSchema';
import {filterModels, findModel} from './models';
import {findOperation, HTTP_METHODS, resolvedOperation, type OpenApiDocument} from './openapiOperations';

// The same English messages wherever the schemas run (the SDK's full Zod sets them in Node only).
z.config(en());

export const DEFAULT_HITS = 5;
export const MAX_HITS = 20;
export const DEFAULT_MODELS = 50;
/** How many ids find_model lists when a name matches several. */
export const MAX_FOUND_MODELS = 10;
/** Where get_operation lists an operation's unverified parts, before the operation itself. */
export const UNVERIFIED_FACTS_KEY = `${UNVERIFIED_EXTENSION}-facts`;
/** The examples list_models's description gives; a test checks each finds models in data/models.json. */
export const LIST_MODELS_EXAMPLES = {filter: 'gpt 4.1', provider: 'bedrock', type: 'image'} as const;
/** The examples find_model's description gives: an id in the other spelling, and words of a name. */
export const FIND_MODEL_EXAMPLES = {id: 'gpt-4.1', words: 'claude sonnet'} as const;

function described<T extends z.ZodMiniType>(schema: T, description: string): T {
  z.globalRegistry.add(schema, {description});
  return schema;
}

/** A string argument, trimmed, that must not be empty nor longer than `max`. */
function text(name: string, max: number, description: string) {
  return described(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, `${name} must not be empty`),
        z.maxLength(max, `${name} must be at most ${max} characters`),
      ),
    description,
  );
}

/** A whole number argument from `min` to `max`. */
function count(name: string, min: number, max: number, description: string) {
  return described(z.number().check(z.int(`${name} must be a whole number`), z.gte(min), z.lte(max)), description);
}

/** A tool's arguments: exactly these, any other named in the refusal with the ones the tool takes. */
function argumentsOf<Shape extends z.core.$ZodShape>(tool: string, shape: Shape) {
  const known = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${tool} does not take ${issue.keys.map((key) => `"${key}"`).join(', ')}; it takes ${known}`
        : undefined,
  });
}

const searchDocsInput = argumentsOf('search_docs', {
  query: text('query', 512, 'What to look for, e.g. "memory sessions" or "rate limits".'),
  limit: z.optional(
    count('limit', 1, MAX_HITS, `How many hits to return (default ${DEFAULT_HITS}, at most ${MAX_HITS}).`),
  ),
});

const readPageInput = argumentsOf('read_page', {
  path_or_url: text(
    'path_or_url',
    2048,
    'The page: Features/Routing, /Features/Routing, /docs/Features/Routing, a .md path or a page URL.',
  ),
});

const reportIssueInput = argumentsOf('report_docs_issue', {
  page: text('page', 2048, 'The page: Features/Routing, /docs/Features/Routing, a .md path or a page URL.'),
  description: text(
    'description',
    10_000,
    'What is wrong or missing on the page, and what it should say (with its source, if known).',
  ),
});

const METHOD_NAMES = HTTP_METHODS.map((method) => method.toUpperCase()) as [string, ...string[]];

/** Conflicting or missing ways of naming the operation are refused, not resolved by a silent preference. */
const getOperationInput = argumentsOf('get_operation', {
  operation_id: z.optional(text('operation_id', 200, 'The operationId, e.g. "chatcompletions".')),
  method: z.optional(described(z.enum(METHOD_NAMES), 'HTTP method, with path.')),
  path: z.optional(
    described(
      z
        .string()
        .check(
          z.trim(),
          z.startsWith('/', 'path must start with /'),
          z.maxLength(500, 'path must be at most 500 characters'),
        ),
      'Path template as in the description, e.g. /v1/chat/completions.',
    ),
  ),
}).check(
  z.refine(
    (args) => !(args.operation_id !== undefined && (args.method !== undefined || args.path !== undefined)),
    'Give operation_id, or method and path, not both',
  ),
  z.refine(
    (args) => args.operation_id !== undefined || (args.method !== undefined && args.path !== undefined),
    'Give operation_id, or both method and path',
  ),
);

const listModelsInput = argumentsOf('list_models', {
  filter: z.optional(
    described(
      z.string().check(z.trim(), z.maxLength(200, 'filter must be at most 200 characters')),
      `Words every listed model must match, e.g. "${LIST_MODELS_EXAMPLES.filter}".`,
    ),
  ),
  provider: z.optional(
    text(
      'provider',
      100,
      `Only ids a variant of this provider serves, e.g. "${LIST_MODELS_EXAMPLES.provider}". ` +
        'Few variants name their provider (the answer says how many), so prefer filter words.',
    ),
  ),
  type: z.optional(text('type', 100, `Only ids with a variant of this type, e.g. "${LIST_MODELS_EXAMPLES.type}".`)),
  limit: z.optional(count('limit', 1, 500, `How many models to return (default ${DEFAULT_MODELS}).`)),
});

const findModelInput = argumentsOf('find_model', {
  model: text(
    'model',
    200,
    `A model id such as "${FIND_MODEL_EXAMPLES.id}" (dots or dashes alike), or words of its name such as "${FIND_MODEL_EXAMPLES.words}".`,
  ),
});

const searchDocsOutput = z.object({
  hits: z.array(
    z.object({
      title: z.string(),
      section: z.string(),
      url: z.string(),
      markdown_url: z.string(),
      snippet: z.string(),
    }),
  ),
  total: described(z.number().check(z.int()), 'All matching pages and sections, of which `hits` are the best.'),
  stale: described(z.boolean(), 'True when the site did not answer and the index fetched earlier was searched.'),
});

const reportIssueOutput = z.object({
  issue_url: described(z.string(), 'Opens the prefilled new-issue form; nothing is filed until the user submits it.'),
  page_url: z.string(),
  title: z.string(),
  section: z.string(),
  description_cut: described(z.boolean(), 'True when the description was cut to keep the link short.'),
});

export type SearchDocsArgs = z.output<typeof searchDocsInput>;
export type ReadPageArgs = z.output<typeof readPageInput>;
export type ReportIssueArgs = z.output<typeof reportIssueInput>;
export type GetOperationArgs = z.output<typeof getOperationInput>;
export type ListModelsArgs = z.output<typeof listModelsInput>;
export type FindModelArgs = z.output<typeof findModelInput>;
export type SearchDocsAnswer = z.output<typeof searchDocsOutput>;
export type ReportIssueAnswer = z.output<typeof reportIssueOutput>;

/** The MCP server's instructions to its client. */
export const INSTRUCTIONS = `Answers questions about APIpie (one OpenAI-compatible API over many AI models) from its published documentation.
Start with search_docs, then read_page on a hit's path for the whole page as Markdown.
Use get_operation for the exact request and response schema of an API endpoint, find_model for one model's variants and limits, and list_models to browse model ids by provider or type.
When a page is wrong, out of date or missing something, report_docs_issue gives a prefilled GitHub issue link for the user to review and submit; it sends nothing itself.`;

/**
 * Every tool; `pageForms` says which page paths and URLs read_page takes on
 * this copy of the site (see acceptedPageForms).
 */
export function toolDefinitions(pageForms: string) {
  return {
    search_docs: {
      title: 'Search the APIpie docs',
      description:
        "Full-text search over the APIpie documentation, API reference and posts, ranked exactly as the site's own search box ranks them (typos and prefixes allowed). " +
        "Returns for each hit the page title, the section path, the page URL, the URL of the page's Markdown twin (pass it to read_page) and a snippet.",
      inputSchema: searchDocsInput,
      outputSchema: searchDocsOutput,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    read_page: {
      title: 'Read a docs page as Markdown',
      description:
        `The Markdown version of one page of the APIpie docs. Takes ${pageForms}, as search_docs, llms.txt, twins and breadcrumbs give them. ` +
        'Other sites, paths outside the docs and ".." are refused.',
      inputSchema: readPageInput,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    report_docs_issue: {
      title: 'Prepare an issue about a docs page',
      description:
        'A link to a new GitHub issue about one page of the APIpie docs, prefilled exactly as the page\'s own "Open an issue" link: ' +
        'the page title, URL and section, your description and the docs-feedback label. Nothing is sent: give the link to the user, ' +
        `who reviews and submits it. A long description is cut so the link stays under ${MAX_ISSUE_URL_LENGTH} characters. The page takes the forms read_page takes.`,
      inputSchema: reportIssueInput,
      outputSchema: reportIssueOutput,
      annotations: {readOnlyHint: true, idempotentHint: true, openWorldHint: false},
    },
    get_operation: {
      title: 'Get an API operation',
      description:
        'One operation of the APIpie API from the published OpenAPI description, with every $ref resolved: parameters, request body schema, responses and examples. ' +
        `Parts that no source supports carry \`${UNVERIFIED_EXTENSION}\` with the reason, and are listed first under \`${UNVERIFIED_FACTS_KEY}\`: treat them as unconfirmed. ` +
        'Name it either by operation_id (e.g. "chatcompletions") or by method and path (e.g. POST /v1/chat/completions), not both.',
      inputSchema: getOperationInput,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    list_models: {
      title: 'List APIpie models',
      description:
        'Model ids from the published model data (models.json), one entry per id with the variants its sources list: ' +
        'each variant names its source key and the date it was seen, and what that source records (provider, type, ' +
        'context and response limits, modalities, capabilities). No prices: take them from the live API. ' +
        "Filter by words (matched against the id and each variant's provider, type, description and modalities; " +
        `"gpt 4.1" also finds gpt-4-1), provider or type. Only some variants name their provider; the answer says how many.`,
      inputSchema: listModelsInput,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    find_model: {
      title: 'Find an APIpie model',
      description:
        'One model from the published model data (models.json) by its id, or the ids matching words of its name. ' +
        'For an id it answers the entry as the data holds it: every variant its sources list, each with its source key ' +
        'and the date it was seen, and what that source records (provider, type, context and response limits, ' +
        'modalities, capabilities); a value no source gives is absent. No prices: take them from the live API. ' +
        `For words it lists the matching ids (at most ${MAX_FOUND_MODELS}); call it again with one of them.`,
      inputSchema: findModelInput,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
  } as const;
}

export type ToolDefinitions = ReturnType<typeof toolDefinitions>;
export type ToolName = keyof ToolDefinitions;
export const TOOL_NAMES = Object.keys(toolDefinitions('')) as ToolName[];
/** The tools a page registers over WebMCP: those that read the site, and nothing a person must review. */
export const PAGE_TOOL_NAMES = [
  'search_docs',
  'read_page',
  'find_model',
  'get_operation',
] as const satisfies readonly ToolName[];

/** A tool's input schema as JSON Schema, exactly as the MCP SDK lists it. */
export function inputJsonSchema(definition: ToolDefinitions[ToolName]): Record<string, unknown> {
  return z.toJSONSchema(definition.inputSchema, {target: 'draft-7', io: 'input'}) as Record<string, unknown>;
}

function dotPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'object root';
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');
}

/** The refusal the MCP SDK gives for these issues, so a page refuses in the same words. */
export function refusalOf(tool: string, issues: readonly z.core.$ZodIssue[]): string {
  const problems = issues.map((issue) =>
    issue.path.length ? `${issue.message} at ${dotPath(issue.path)}` : issue.message,
  );
  return `Input validation error: Invalid arguments for tool ${tool}: ${problems.join('\n')}`;
}

/** Checks a call's arguments as the MCP server does: the parsed arguments, or the refusal. */
export function checkArguments<Name extends ToolName>(
  definitions: ToolDefinitions,
  tool: Name,
  args: unknown,
): {ok: true; args: z.output<ToolDefinitions[Name]['inputSchema']>} | {ok: false; refusal: string} {
  const parsed = z.safeParse(definitions[tool].inputSchema, args ?? {});
  return parsed.success
    ? {ok: true, args: parsed.data as z.output<ToolDefinitions[Name]['inputSchema']>}
    : {ok: false, refusal: refusalOf(tool, parsed.error.issues)};
}

/** What a tool answers when the page it reads does not exist. */
export function noSuchPage(message: string): string {
  return `${message} There is no such page; use search_docs to find the right path.`;
}

/** One search hit as search_docs answers it. */
export type DocsHit = {
  title: string;
  /** Section path: the sidebar group, the page title and the headings down to the hit. */
  section: string;
  /** The page (or section) on the site. */
  url: string;
  /** The page's Markdown twin, for read_page or a plain fetch. */
  markdownUrl: string;
  snippet: string;
};

/** search_docs's answer: the hits as text and as structured content. */
export function searchAnswer(
  query: string,
  {hits, total, stale}: {hits: readonly DocsHit[]; total: number; stale: boolean},
): {text: string; structured: SearchDocsAnswer} {
  const structured = {
    hits: hits.map(({markdownUrl, ...hit}) => ({...hit, markdown_url: markdownUrl})),
    total,
    stale,
  };
  const lines = hits.map(
    (hit, i) =>
      `${i + 1}. ${hit.title}\n   Section: ${hit.section}\n   URL: ${hit.url}\n   Markdown: ${hit.markdownUrl}\n   ${hit.snippet}`,
  );
  const text =
    hits.length === 0
      ? `No page matches "${query}". Try fewer or other words.`
      : `${hits.length} of ${total} hits for "${query}":\n\n${lines.join('\n\n')}` +
        (stale ? '\n(The site did not answer; these hits come from the index fetched earlier.)' : '');
  return {text, structured};
}

/** How many variants name their provider, and which providers they name, most variants first. */
export function providerCoverage(models: readonly ModelEntry[]): string {
  const counts = new Map<string, number>();
  let variants = 0;
  for (const entry of models) {
    for (const variant of entry.variants) {
      variants += 1;
      if (variant.provider) counts.set(variant.provider, (counts.get(variant.provider) ?? 0) + 1);
    }
  }
  const named = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const providers = [...counts]
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    .map(([provider, n]) => `${provider} ${n}`)
    .join(', ');
  return (
    `A provider is known for ${named} of ${variants} variants${providers ? ` (${providers})` : ''}; ` +
    'a provider filter skips every other variant.'
  );
}

/** list_models's answer over the published model data. */
export function modelsAnswer(models: readonly ModelEntry[], {filter, provider, type, limit}: ListModelsArgs): string {
  const matching = filterModels(models, {query: filter, provider, type});
  const coverage = `\n${providerCoverage(models)}`;
  if (matching.length === 0) return `No model matches (out of ${models.length}).${coverage}`;
  const shown = matching.slice(0, limit ?? DEFAULT_MODELS);
  return (
    `${shown.length} of ${matching.length} matching models (${models.length} in all).${coverage}\n` +
    JSON.stringify(shown, null, 2)
  );
}

/** find_model's answer: the entry an id names, or the ids a name's words match. */
export function findModelAnswer(models: readonly ModelEntry[], {model}: FindModelArgs): string {
  const found = findModel(models, model);
  if (found.exact) {
    const {id, variants} = found.exact;
    const count = variants.length === 1 ? '1 variant' : `${variants.length} variants`;
    return `${id}: ${count} in the published model data.\n${JSON.stringify(found.exact, null, 2)}`;
  }
  const {matches} = found;
  if (matches.length === 0)
    return `No model id matches "${model}" (out of ${models.length}). Try fewer words, or list_models to browse.`;
  if (matches.length === 1) return findModelAnswer(models, {model: matches[0]!.id});
  const shown = matches.slice(0, MAX_FOUND_MODELS);
  return (
    `${shown.length} of ${matches.length} model ids match "${model}"; call find_model with one for its variants:\n` +
    shown.map((entry) => `- ${entry.id}`).join('\n')
  );
}

/** get_operation's answer: the operation with its $refs resolved, what no source supports listed first. */
export function operationAnswer(doc: OpenApiDocument, {operation_id, method, path}: GetOperationArgs): string {
  const found = findOperation(doc, {operationId: operation_id, method, path});
  const operation = resolvedOperation(doc, found);
  const unverified = unverifiedFactsOfOperation(operation);
  // The summary first, so an agent that reads only the top learns what is unconfirmed.
  return JSON.stringify(
    unverified.length > 0 ? {[UNVERIFIED_FACTS_KEY]: unverified, ...operation} : operation,
    null,
    2,
  );
}
