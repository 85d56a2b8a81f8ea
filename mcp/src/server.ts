import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import {ErrorCode, McpError, type CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {type DocsSite, SITE_FILES} from './docsSite';
import {ModelDataError} from '../../src/agentTools/models';
import {OperationLookupError} from '../../src/agentTools/openapiOperations';
import {PagePathError, twinPathOf} from 'apipie-docs-markdown-twins';
import {
  DEFAULT_HITS,
  findModelAnswer,
  INSTRUCTIONS,
  modelsAnswer,
  noSuchPage,
  operationAnswer,
  searchAnswer,
  toolDefinitions,
} from '../../src/agentTools/tools';
import {SiteError} from './siteFetcher';
import {PACKAGE} from './packageInfo';

/** Errors a caller can act on, as the text of a tool error (never a stack trace). */
function toolError(message: string): CallToolResult {
  return {content: [{type: 'text', text: message}], isError: true};
}

const EXPECTED_ERRORS = [SiteError, PagePathError, OperationLookupError, ModelDataError];

/**
 * A failed tool call as a tool error with the message only: expected failures as they are, others marked unexpected.
 */
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

  // Definitions, argument checks and answers are shared with the pages' WebMCP tools.
  const tools = toolDefinitions(site.pageForms);

  server.registerTool('search_docs', tools.search_docs, async ({query, limit}) => {
    try {
      const {hits, total, source} = await site.search.search(query, limit ?? DEFAULT_HITS);
      const {text, structured} = searchAnswer(query, {hits, total, stale: source === 'stale'});
      return {content: [{type: 'text', text}], structuredContent: structured};
    } catch (error) {
      return failure(error);
    }
  });

  server.registerTool('read_page', tools.read_page, ({path_or_url}) =>
    answer(async () => {
      try {
        return (await site.readPage(path_or_url)).markdown;
      } catch (error) {
        return rethrowMissing(error, (missing) => noSuchPage(missing.message));
      }
    }),
  );

  server.registerTool('report_docs_issue', tools.report_docs_issue, async ({page, description}) => {
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
  });

  server.registerTool('get_operation', tools.get_operation, (args) =>
    answer(async () => operationAnswer((await site.openapi.get()).value, args)),
  );

  const models = () =>
    site.models.get().then(
      ({value}) => value,
      (error: unknown) =>
        rethrowMissing(
          error,
          (missing) => `The documentation site at ${base} publishes no model data: ${missing.url} does not exist.`,
        ),
    );

  server.registerTool('list_models', tools.list_models, (args) =>
    answer(async () => modelsAnswer(await models(), args)),
  );

  server.registerTool('find_model', tools.find_model, (args) =>
    answer(async () => findModelAnswer(await models(), args)),
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
