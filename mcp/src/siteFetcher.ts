import {log} from './log';

/** Why a fetch from the site failed; each kind becomes a different tool error. */
export type SiteErrorKind = 'outside' | 'not-found' | 'unreachable' | 'invalid';

export class SiteError extends Error {
  override name = 'SiteError';
  constructor(
    readonly kind: SiteErrorKind,
    readonly url: string,
    message: string,
  ) {
    super(message);
  }
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export type RevalidatedBody = {status: 200; json: unknown; etag: string | null} | {status: 304};

const MAX_REDIRECTS = 5;

/**
 * The only way the server reaches the network: GETs under the base URL's
 * origin, each retried once on a network error or a 5xx, redirects followed
 * only within the origin. Anything else fails with a SiteError naming the URL.
 */
export class SiteFetcher {
  readonly baseUrl: URL;
  private readonly fetchImpl: Fetch;
  /** How long one request may take; null waits as long as the site does. */
  private readonly timeoutMs: number | null;

  constructor(
    baseUrl: string | URL,
    fetchImpl: Fetch = (url, init) => fetch(url, init),
    timeoutMs: number | null = 15_000,
  ) {
    this.baseUrl = new URL(baseUrl);
    this.fetchImpl = fetchImpl;
    this.timeoutMs = timeoutMs;
  }

  /** The absolute URL of a path relative to the base URL, e.g. `openapi.json`. */
  urlOf(relative: string): string {
    return new URL(relative, this.baseUrl).toString();
  }

  /** Refuses any URL outside the base URL's origin. */
  assertSameOrigin(url: string): void {
    if (new URL(url).origin !== this.baseUrl.origin) {
      throw new SiteError(
        'outside',
        url,
        `${url} is outside ${this.baseUrl.origin}; this server only reads the documentation site.`,
      );
    }
  }

  /** The body of `url`. */
  async text(url: string): Promise<string> {
    return (await this.get(url)).text();
  }

  /** The parsed JSON body of `url`. */
  async json(url: string): Promise<unknown> {
    return parseJson(url, await this.text(url));
  }

  /** The parsed JSON body of `url` and its ETag, or `{status: 304}` when `etag` still matches. */
  async revalidateJson(url: string, etag: string | null): Promise<RevalidatedBody> {
    const response = await this.get(url, etag);
    if (response.status === 304) return {status: 304};
    return {status: 200, json: parseJson(url, await response.text()), etag: response.headers.get('etag')};
  }

  private async get(url: string, etag: string | null = null): Promise<Response> {
    let lastProblem = '';
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        const response = await this.followRedirects(url, etag);
        if (response.status === 404 || response.status === 410) {
          throw new SiteError('not-found', url, `${url} answered ${response.status}: no such file on the site.`);
        }
        if (response.ok || (etag && response.status === 304)) return response;
        lastProblem = `answered ${response.status}`;
        // 5xx and 429 may pass; other client errors will not.
        if (response.status < 500 && response.status !== 429) break;
      } catch (error) {
        if (error instanceof SiteError) throw error;
        lastProblem = describeNetworkError(error, this.timeoutMs);
      }
      if (attempt === 1) log(`GET ${url} failed (${lastProblem}); retrying once`);
    }
    throw new SiteError('unreachable', url, `Could not fetch ${url}: ${lastProblem}.`);
  }

  private async followRedirects(url: string, etag: string | null): Promise<Response> {
    let current = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      this.assertSameOrigin(current);
      const headers: Record<string, string> = {'user-agent': 'apipie-docs-mcp'};
      if (etag) headers['if-none-match'] = etag;
      const response = await this.fetchImpl(current, {
        headers,
        redirect: 'manual',
        signal: this.timeoutMs === null ? undefined : AbortSignal.timeout(this.timeoutMs),
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && response.status !== 304 && location) {
        current = new URL(location, current).toString();
        continue;
      }
      return response;
    }
    throw new SiteError('unreachable', url, `Could not fetch ${url}: more than ${MAX_REDIRECTS} redirects.`);
  }
}

function parseJson(url: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new SiteError('invalid', url, `${url} is not valid JSON.`);
  }
}

function describeNetworkError(error: unknown, timeoutMs: number | null): string {
  const cause = (error as {cause?: {code?: string; message?: string}}).cause;
  if (cause?.code) return cause.code === 'ECONNREFUSED' ? 'connection refused' : cause.code;
  if ((error as Error).name === 'TimeoutError') return `no answer within ${(timeoutMs ?? 0) / 1000} s`;
  return (error as Error).message;
}
