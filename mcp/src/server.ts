import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import {ErrorCode, McpError, type CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {type DocsSite, SITE_FILES} from './docsSite';
import {filterModels, ModelDataError} from './models';
import {findOperation, HTTP_METHODS, OperationLookupError, resolvedOperation} from './openapiOperations';
import {UNVERIFIED_EXTENSION, unverifiedFactsOfOperation} from '../../src/apiPages/unverified';
import {PagePathError, twinPathOf} from './pagePaths';
import {SiteError} from './siteFetcher';
import {PACKAGE} from './packageInfo';
import {MAX_ISSUE_URL_LENGTH} from '../../src/pageMeta/issueUrl';

const DEFAULT_HITS = 5;
/** Where get_operation lists an operation's unverified parts, before the operation itself. */
const UNVERIFIED_FACTS_KEY = `${UNVERIFIED_EXTENSION}-facts`;
const MAX_HITS = 20;

const INSTRUCTIONS = `Answers questions about APIpie (one OpenAI-compatible API over many AI models) from its published documentation.
Start with search_docs, then read_page on a hit's path for the whole page as Markdown.
Use get_operation for the exact request and response schema of an API endpoint, and list_models for model ids and capabilities.
When a page is wrong, out of date or missing something, report_docs_issue gives a prefilled GitHub issue link for the user to review and submit; it sends nothing itself.`;

/** Errors a caller can act on, as the text of a tool error (never a stack trace). */
function toolError(message: string): CallToolResult {
  return {content: [{type: 'text', text: message}], isError: true};
}

const EXPECTED_ERRORS = [SiteError, PagePathError, OperationLookupError, ModelDataError];

/** A failed tool call as a tool error with the message only: expected failures as they are, others marked unexpected. */
function failure(error: unknown): CallToolResult {
  if (EXPECTED_ERRORS.some((kind) => error instanceof kind)) return toolError((error as Error).message);
  return toolError(`Unexpected error: ${error instanceof Error ? error.message : String(error)}`);
}

/** Runs a tool body that answers text. */
async function answer(run: () => Promise<string>): Promise<CallToolResult> {
  try {
    return {content: [{type: 'text', text: await run()}]};
  } catch (error) {
    return failure(error);
  }
}

/** Resource reads have no tool-error form: the message goes back as a protocol error. */
async function readOrFail<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = error instanceof PagePathError ? ErrorCode.InvalidParams : ErrorCode.InternalError;
    throw new McpError(code, (error as Error).message);
  }
}

/** Re-throws a missing-file error with a message that fits the tool; any other error as it is. */
function rethrowMissing(error: unknown, message: (missing: SiteError) => string): never {
  if (error instanceof SiteError && error.kind === 'not-found')
    throw new SiteError('not-found', error.url, message(error));
  throw error;
}

/** One MCP server over the published site; several may share one DocsSite. */
export function createDocsServer(site: DocsSite): McpServer {
  const server = new McpServer({name: PACKAGE.name, version: PACKAGE.version}, {instructions: INSTRUCTIONS});
  const base = site.baseUrl.href;

  server.registerTool(
    'search_docs',
    {
      title: 'Search the APIpie docs',
      description:
        "Full-text search over the APIpie documentation, API reference and posts, ranked exactly as the site's own search box ranks them (typos and prefixes allowed). " +
        "Returns for each hit the page title, the section path, the page URL, the URL of the page's Markdown twin (pass it to read_page) and a snippet.",
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1, 'query must not be empty')
          .max(512)
          .describe('What to look for, e.g. "memory sessions" or "rate limits".'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_HITS)
          .optional()
          .describe(`How many hits to return (default ${DEFAULT_HITS}, at most ${MAX_HITS}).`),
      },
      outputSchema: {
        hits: z.array(
          z.object({
            title: z.string(),
            section: z.string(),
            url: z.string(),
            markdown_url: z.string(),
            snippet: z.string(),
          }),
        ),
        total: z.number().int().describe('All matching pages and sections, of which `hits` are the best.'),
        stale: z.boolean().describe('True when the site did not answer and the index fetched earlier was searched.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, limit}) => {
      try {
        const {hits, total, source} = await site.search.search(query, limit ?? DEFAULT_HITS);
        const structured = {
          hits: hits.map(({markdownUrl, ...hit}) => ({...hit, markdown_url: markdownUrl})),
          total,
          stale: source === 'stale',
        };
        const lines = hits.map(
          (hit, i) =>
            `${i + 1}. ${hit.title}\n   Section: ${hit.section}\n   URL: ${hit.url}\n   Markdown: ${hit.markdownUrl}\n   ${hit.snippet}`,
        );
        const text =
          hits.length === 0
            ? `No page matches "${query}". Try fewer or other words.`
            : `${hits.length} of ${total} hits for "${query}":\n\n${lines.join('\n\n')}` +
              (structured.stale ? '\n(The site did not answer; these hits come from the index fetched earlier.)' : '');
        return {content: [{type: 'text', text}], structuredContent: structured};
      } catch (error) {
        return failure(error);
      }
    },
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a docs page as Markdown',
      description:
        `The Markdown version of one page of the APIpie docs. Takes ${site.pageForms}, as search_docs, llms.txt, twins and breadcrumbs give them. ` +
        'Other sites, paths outside the docs and ".." are refused.',
      inputSchema: {
        path_or_url: z
          .string()
          .trim()
          .min(1, 'path_or_url must not be empty')
          .max(2048)
          .describe('The page: Features/Routing, /Features/Routing, /docs/Features/Routing, a .md path or a page URL.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({path_or_url}) =>
      answer(async () => {
        try {
          return (await site.readPage(path_or_url)).markdown;
        } catch (error) {
          return rethrowMissing(
            error,
            (missing) => `${missing.message} There is no such page; use search_docs to find the right path.`,
          );
        }
      }),
  );

  server.registerTool(
    'report_docs_issue',
    {
      title: 'Prepare an issue about a docs page',
      description:
        'A link to a new GitHub issue about one page of the APIpie docs, prefilled exactly as the page\'s own "Open an issue" link: ' +
        'the page title, URL and section, your description and the docs-feedback label. Nothing is sent: give the link to the user, ' +
        `who reviews and submits it. A long description is cut so the link stays under ${MAX_ISSUE_URL_LENGTH} characters. The page takes the forms read_page takes.`,
      inputSchema: {
        page: z
          .string()
          .trim()
          .min(1, 'page must not be empty')
          .max(2048)
          .describe('The page: Features/Routing, /docs/Features/Routing, a .md path or a page URL.'),
        description: z
          .string()
          .trim()
          .min(1, 'description must not be empty')
          .max(10_000)
          .describe('What is wrong or missing on the page, and what it should say (with its source, if known).'),
      },
      outputSchema: {
        issue_url: z
          .string()
          .describe('Opens the prefilled new-issue form; nothing is filed until the user submits it.'),
        page_url: z.string(),
        title: z.string(),
        section: z.string(),
        description_cut: z.boolean().describe('True when the description was cut to keep the link short.'),
      },
      annotations: {readOnlyHint: true, idempotentHint: true, openWorldHint: false},
    },
    async ({page, description}) => {
      try {
        const report = await site
          .issueReport(page, description)
          .catch((error: unknown) =>
            rethrowMissing(error, (missing) => `${missing.message} There is no such page; use search_docs to find it.`),
          );
        const structured = {
          issue_url: report.issueUrl,
          page_url: report.page.url,
          title: report.page.title,
          section: report.page.section,
          description_cut: report.descriptionCut,
        };
        const text =
          `Nothing has been sent. Open this link to review and file the issue about "${report.page.title}" (${report.page.url}, section ${report.page.section}):\n\n${report.issueUrl}` +
          (report.descriptionCut
            ? '\n\n(The description was cut to keep the link under the length limit; add the rest in the form.)'
            : '');
        return {content: [{type: 'text', text}], structuredContent: structured};
      } catch (error) {
        return failure(error);
      }
    },
  );

  server.registerTool(
    'get_operation',
    {
      title: 'Get an API operation',
      description:
        'One operation of the APIpie API from the published OpenAPI description, with every $ref resolved: parameters, request body schema, responses and examples. ' +
        `Parts that no source supports carry \`${UNVERIFIED_EXTENSION}\` with the reason, and are listed first under \`${UNVERIFIED_FACTS_KEY}\`: treat them as unconfirmed. ` +
        'Name it by operation_id (e.g. "chatcompletions") or by method and path (e.g. POST /v1/chat/completions).',
      inputSchema: {
        operation_id: z.string().trim().min(1).max(200).optional().describe('The operationId, e.g. "chatcompletions".'),
        method: z
          .enum(HTTP_METHODS.map((m) => m.toUpperCase()) as [string, ...string[]])
          .optional()
          .describe('HTTP method, with path.'),
        path: z
          .string()
          .trim()
          .startsWith('/')
          .max(500)
          .optional()
          .describe('Path template as in the description, e.g. /v1/chat/completions.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({operation_id, method, path}) =>
      answer(async () => {
        if (!operation_id && !(method && path))
          throw new OperationLookupError('Give operation_id, or both method and path.');
        const {value: doc} = await site.openapi.get();
        const found = findOperation(doc, {operationId: operation_id, method, path});
        const operation = resolvedOperation(doc, found);
        const unverified = unverifiedFactsOfOperation(operation);
        // The summary first, so an agent that reads only the top learns what is unconfirmed.
        return JSON.stringify(
          unverified.length > 0 ? {[UNVERIFIED_FACTS_KEY]: unverified, ...operation} : operation,
          null,
          2,
        );
      }),
  );

  server.registerTool(
    'list_models',
    {
      title: 'List APIpie models',
      description:
        'Model ids from the published model data (models.json), one entry per id with the variants its sources list: ' +
        'each variant names its source key and the date it was seen, and what that source records (provider, type, ' +
        'context and response limits, modalities, capabilities). No prices: take them from the live API. ' +
        "Filter by words (matched against the id and each variant's provider, type, description and modalities; " +
        '"gpt 4.1" also finds gpt-4-1), provider or type.',
      inputSchema: {
        filter: z
          .string()
          .trim()
          .max(200)
          .optional()
          .describe('Words every listed model must match, e.g. "gpt image".'),
        provider: z
          .string()
          .trim()
          .min(1)
          .max(100)
          .optional()
          .describe('Only ids a variant of this provider serves, e.g. "openai".'),
        type: z
          .string()
          .trim()
          .min(1)
          .max(100)
          .optional()
          .describe('Only ids with a variant of this type, e.g. "llm".'),
        limit: z.number().int().min(1).max(500).optional().describe('How many models to return (default 50).'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({filter, provider, type, limit}) =>
      answer(async () => {
        const models = await site.models.get().then(
          ({value}) => value,
          (error: unknown) =>
            rethrowMissing(
              error,
              (missing) => `The documentation site at ${base} publishes no model data: ${missing.url} does not exist.`,
            ),
        );
        const matching = filterModels(models, {query: filter, provider, type});
        if (matching.length === 0) return `No model matches (out of ${models.length}).`;
        const shown = matching.slice(0, limit ?? 50);
        return `${shown.length} of ${matching.length} matching models (${models.length} in all):\n${JSON.stringify(shown, null, 2)}`;
      }),
  );

  for (const [name, file, description] of [
    [
      'llms.txt',
      SITE_FILES.llms,
      'The llms.txt index of the docs: every page with a one-line description and its Markdown URL.',
    ],
    ['llms-full.txt', SITE_FILES.llmsFull, 'The whole documentation as one Markdown file.'],
  ] as const) {
    server.registerResource(
      name,
      site.fetcher.urlOf(file),
      {title: name, description, mimeType: 'text/markdown'},
      (uri) =>
        readOrFail(async () => ({
          contents: [{uri: uri.href, mimeType: 'text/markdown', text: (await site.readText(file)).text}],
        })),
    );
  }

  server.registerResource(
    'page',
    new ResourceTemplate(`${base}{+path}.md`, {
      list: () =>
        readOrFail(async () => ({
          resources: (await site.search.pages()).map((page) => ({
            uri: site.fetcher.urlOf(twinPathOf(page.path)),
            name: page.title,
            description: page.group,
            mimeType: 'text/markdown',
          })),
        })),
    }),
    {
      title: 'Docs page',
      description: 'One page of the docs as Markdown, by its path (Features/Routing; index for the home page).',
      mimeType: 'text/markdown',
    },
    (uri, {path}) =>
      readOrFail(async () => ({
        contents: [{uri: uri.href, mimeType: 'text/markdown', text: (await site.readPage(String(path))).markdown}],
      })),
  );

  return server;
}
