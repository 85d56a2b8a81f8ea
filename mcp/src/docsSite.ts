import {feedback} from '../../config/feedback';
import {site} from '../../config/site';
import {publishedModelsFile, type ModelEntry} from '../../data/modelSchema';
import {feedbackPageOf} from '../../src/pageMeta/feedbackPage';
import {feedbackIssueUrl, type FeedbackPage} from '../../src/pageMeta/issueUrl';
import {acceptedPageForms, pagePathOf, twinPathOf, twinTitleOf} from 'apipie-docs-markdown-twins';
import {DocsSearch} from './docsSearch';
import {parseModels} from '../../src/agentTools/models';
import type {OpenApiDocument} from '../../src/agentTools/openapiOperations';
import {RevalidatedJson} from './revalidated';
import {SiteError, SiteFetcher} from './siteFetcher';

/** The production docs, from the site's own config: the default base URL, and an alias of any other base. */
export const PRODUCTION_DOCS_URL = new URL(site.baseUrl, site.url).href;

/** The published files the server reads, relative to the base URL. */
export const SITE_FILES = {
  openapi: 'openapi.json',
  models: publishedModelsFile,
  llms: 'llms.txt',
  llmsFull: 'llms-full.txt',
} as const;

/**
 * Everything the tools read from the published site, behind one fetcher (so
 * one origin check), with the JSON files cached and revalidated by ETag.
 * One instance serves every session of an HTTP server.
 */
export class DocsSite {
  readonly fetcher: SiteFetcher;
  readonly search: DocsSearch;
  readonly openapi: RevalidatedJson<OpenApiDocument>;
  readonly models: RevalidatedJson<ModelEntry[]>;

  constructor(
    baseUrl: string | URL,
    fetchImpl?: (url: string, init?: RequestInit) => Promise<Response>,
    timeoutMs?: number | null,
  ) {
    this.fetcher = new SiteFetcher(baseUrl, fetchImpl, timeoutMs);
    this.search = new DocsSearch(this.fetcher);
    const openapiUrl = this.fetcher.urlOf(SITE_FILES.openapi);
    this.openapi = new RevalidatedJson(this.fetcher, openapiUrl, (json) => {
      if (typeof json !== 'object' || json === null || typeof (json as OpenApiDocument).paths !== 'object') {
        throw new SiteError('invalid', openapiUrl, `${openapiUrl} is not an OpenAPI description (it has no paths).`);
      }
      return json as OpenApiDocument;
    });
    const modelsUrl = this.fetcher.urlOf(SITE_FILES.models);
    this.models = new RevalidatedJson(this.fetcher, modelsUrl, (json) => parseModels(json, modelsUrl));
  }

  get baseUrl(): URL {
    return this.fetcher.baseUrl;
  }

  /** Other copies of the docs whose URLs name pages of this one: production. */
  private get aliases(): URL[] {
    return [new URL(PRODUCTION_DOCS_URL)];
  }

  /** The page forms readPage and issueReport take, for tool descriptions. */
  get pageForms(): string {
    return acceptedPageForms(this.baseUrl, this.aliases);
  }

  /** The page path (relative to the base URL) of a page named by path or URL (see pagePathOf). */
  pagePathOf(pathOrUrl: string): string {
    return pagePathOf(pathOrUrl, this.baseUrl, this.aliases);
  }

  /** The Markdown twin of a page named by path or URL. */
  async readPage(pathOrUrl: string): Promise<{url: string; markdown: string}> {
    const url = this.fetcher.urlOf(twinPathOf(this.pagePathOf(pathOrUrl)));
    return {url, markdown: await this.fetcher.text(url)};
  }

  /**
   * The new-issue link the page's own "Open an issue" link opens, with
   * `description` as the comment (cut, never the page URL, to keep the link
   * under 2,000 characters): the same builder, fed what the page says about
   * itself. Reads the page and its twin; sends nothing.
   */
  async issueReport(
    pathOrUrl: string,
    description: string,
  ): Promise<{issueUrl: string; page: FeedbackPage; descriptionCut: boolean}> {
    const relativePath = this.pagePathOf(pathOrUrl);
    const pageUrl = this.fetcher.urlOf(relativePath);
    const [html, twin] = await Promise.all([
      this.fetcher.text(pageUrl),
      this.fetcher.text(this.fetcher.urlOf(twinPathOf(relativePath))),
    ]);
    const page = feedbackPageOf(html, {
      relativePath,
      heading: twinTitleOf(twin) ?? relativePath,
      fallbackUrl: pageUrl,
    });
    const issueUrl = feedbackIssueUrl(feedback, page, description);
    const body = new URL(issueUrl).searchParams.get('body') ?? '';
    return {issueUrl, page, descriptionCut: !body.includes(description.trim())};
  }

  /** A text file of the site, such as llms.txt. */
  async readText(relative: string): Promise<{url: string; text: string}> {
    const url = this.fetcher.urlOf(relative);
    return {url, text: await this.fetcher.text(url)};
  }
}
