/**
 * The docs' read-only agent tools, registered with the browser's WebMCP
 * (`document.modelContext`) so an agent browsing a page can search the docs,
 * read a page's twin, look up models and API operations without a server.
 * Definitions, argument checks and answers are the MCP server's (./tools);
 * this module only reads the same published files from the page's own origin.
 * Loaded by ./webmcpClientModule only where the browser offers the API.
 */
import siteConfig from '@generated/docusaurus.config';
import type {ModelContext} from '@mcp-b/webmcp-types';
import {publishedModelsFile, type ModelEntry} from '../../data/modelSchema';
import {
  INDEX_ROUTE,
  MANIFEST_PATH,
  openPublishedIndex,
  UnusableIndexError,
  type SearchEngine,
} from 'apipie-docs-search';
import {ModelDataError, parseModels} from './models';
import {OperationLookupError, type OpenApiDocument} from './openapiOperations';
import {acceptedPageForms, PagePathError, pagePathOf, twinPathOf} from 'apipie-docs-markdown-twins';
import {searchHits} from './searchHits';
import {
  checkArguments,
  DEFAULT_HITS,
  findModelAnswer,
  inputJsonSchema,
  noSuchPage,
  operationAnswer,
  PAGE_TOOL_NAMES,
  searchAnswer,
  toolDefinitions,
  type GetOperationArgs,
  type FindModelArgs,
  type ReadPageArgs,
  type SearchDocsArgs,
  type ToolDefinitions,
} from './tools';

type ToolResult = {content: {type: 'text'; text: string}[]; isError?: true; structuredContent?: unknown};

/** A problem the caller can act on, answered as the MCP server answers it: the message only. */
class PageToolError extends Error {
  constructor(
    message: string,
    /** Set when the file does not exist on the site. */
    readonly missing = false,
  ) {
    super(message);
  }
}

const EXPECTED_ERRORS = [PageToolError, PagePathError, OperationLookupError, ModelDataError];

const refusal = (text: string): ToolResult => ({content: [{type: 'text', text}], isError: true});

/** The published files the tools read, fetched once a page from the page's origin. */
class PublishedSite {
  // The site's own settings, as every client module reads them (config/ is the build's, not the page's).
  readonly baseUrl = new URL(siteConfig.baseUrl, window.location.origin);
  /** Production URLs name pages of this copy too, as for the MCP server. */
  readonly aliases = [new URL(siteConfig.baseUrl, siteConfig.url)];
  private readonly cache = new Map<string, Promise<unknown>>();

  async text(relative: string): Promise<{url: string; text: string}> {
    const url = new URL(relative, this.baseUrl).toString();
    const response = await fetch(url).catch(() => {
      throw new PageToolError(`Could not fetch ${url}: the site did not answer.`);
    });
    if (response.status === 404 || response.status === 410)
      throw new PageToolError(`${url} answered ${response.status}: no such file on the site.`, true);
    if (!response.ok) throw new PageToolError(`Could not fetch ${url}: it answered ${response.status}.`);
    return {url, text: await response.text()};
  }

  /** A JSON file, parsed and checked once; a failure is tried again on the next call. */
  json<T>(relative: string, check: (json: unknown, url: string) => T | Promise<T>): Promise<T> {
    let loaded = this.cache.get(relative) as Promise<T> | undefined;
    if (!loaded) {
      loaded = this.text(relative).then(({url, text}) => {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          throw new PageToolError(`${url} is not JSON.`);
        }
        return check(json, url);
      });
      loaded.catch(() => this.cache.delete(relative));
      this.cache.set(relative, loaded);
    }
    return loaded;
  }

  engine(): Promise<SearchEngine> {
    return this.json(MANIFEST_PATH, async (manifest, manifestUrl) => {
      const read = (name: string) => this.json(`${INDEX_ROUTE}/${name}`, (json) => json);
      try {
        return (await openPublishedIndex({manifestUrl, manifest, read})).engine;
      } catch (error) {
        if (error instanceof UnusableIndexError) throw new PageToolError(error.message);
        throw error;
      }
    });
  }

  models(): Promise<ModelEntry[]> {
    return this.json(publishedModelsFile, parseModels);
  }

  openapi(): Promise<OpenApiDocument> {
    return this.json('openapi.json', (json, url) => {
      if (typeof json !== 'object' || json === null || typeof (json as OpenApiDocument).paths !== 'object')
        throw new PageToolError(`${url} is not an OpenAPI description (it has no paths).`);
      return json as OpenApiDocument;
    });
  }
}

type PageToolArgs = {
  search_docs: SearchDocsArgs;
  read_page: ReadPageArgs;
  find_model: FindModelArgs;
  get_operation: GetOperationArgs;
};

/** Each page tool's answer to checked arguments. */
function answers(published: PublishedSite): {
  [Name in (typeof PAGE_TOOL_NAMES)[number]]: (args: PageToolArgs[Name]) => Promise<ToolResult>;
} {
  const text = (value: string): ToolResult => ({content: [{type: 'text', text: value}]});
  return {
    search_docs: async ({query, limit}) => {
      const found = await searchHits(await published.engine(), query, limit ?? DEFAULT_HITS, published.baseUrl);
      const {text: answer, structured} = searchAnswer(query, {...found, stale: false});
      return {...text(answer), structuredContent: structured};
    },
    read_page: async ({path_or_url}) => {
      const page = twinPathOf(pagePathOf(path_or_url, published.baseUrl, published.aliases));
      const twin = await published.text(page).catch((error: unknown) => {
        if (error instanceof PageToolError && error.missing) throw new PageToolError(noSuchPage(error.message));
        throw error;
      });
      return text(twin.text);
    },
    find_model: async (args) => text(findModelAnswer(await published.models(), args)),
    get_operation: async (args) => text(operationAnswer(await published.openapi(), args)),
  };
}

/** Registers the page tools; resolves once the browser has them all. */
export async function registerPageTools(context: ModelContext): Promise<void> {
  const published = new PublishedSite();
  const definitions: ToolDefinitions = toolDefinitions(acceptedPageForms(published.baseUrl, published.aliases));
  const run = answers(published);
  await Promise.all(
    PAGE_TOOL_NAMES.map((name) => {
      const {title, description} = definitions[name];
      return context.registerTool({
        name,
        title,
        description,
        inputSchema: inputJsonSchema(definitions[name]),
        annotations: {readOnlyHint: true},
        execute: async (input: unknown): Promise<ToolResult> => {
          const checked = checkArguments(definitions, name, input);
          if (!checked.ok) return refusal(checked.refusal);
          try {
            // checkArguments parsed these with this tool's own schema.
            return await run[name](checked.args as never);
          } catch (error) {
            if (EXPECTED_ERRORS.some((kind) => error instanceof kind)) return refusal((error as Error).message);
            return refusal(`Unexpected error: ${error instanceof Error ? error.message : String(error)}`);
          }
        },
      });
    }),
  );
}
