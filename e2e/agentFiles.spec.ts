import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ARD_URN, WELL_KNOWN_FILES} from 'apipie-docs-markdown-twins/node';
import {expect, test} from './support/fixtures';
import {builtSiteOrigin} from './support/sitemap';

/**
 * The files agents look for before they read a page, as nginx serves the build with the generated
 * production config: the discovery files at the origin's root (RFC 8615) and under /docs/, the Link
 * headers of pages, and robots.txt. Each file is parsed, and every URL in it is followed to a 200.
 */

type Served = {status: number; type: string; text: string; link: string};

async function get(url: string): Promise<Served> {
  const response = await fetch(url, {redirect: 'manual'});
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
    link: response.headers.get('link') ?? '',
  };
}

test.describe('discovery files', () => {
  /** A URL as the build names it (on its own origin), on the server under test. */
  let served: (url: string) => string = (url) => url;
  let root: (file: string) => string = (file) => file;
  let openapiServer = '';

  test.beforeAll(({site}) => {
    const origin = builtSiteOrigin(site.buildDir);
    const server = new URL(site.url()).origin;
    served = (url) => (url.startsWith(`${origin}/`) ? `${server}${url.slice(origin.length)}` : url);
    root = (file) => `${server}/${file}`;
    const openapi = JSON.parse(readFileSync(path.join(site.buildDir, 'openapi.json'), 'utf8')) as {
      servers: {url: string}[];
    };
    openapiServer = openapi.servers[0]!.url;
  });

  /** Follows each URL (as the build names it) and expects a 200; returns the bodies. */
  async function followAll(urls: string[]): Promise<Map<string, string>> {
    const bodies = new Map<string, string>();
    for (const url of new Set(urls)) {
      const response = await get(served(url));
      expect(response.status, url).toBe(200);
      bodies.set(url, response.text);
    }
    return bodies;
  }

  test('are served at the root and under /docs/, the same bytes, with their media types', async ({site}) => {
    for (const [file, type] of [
      [WELL_KNOWN_FILES.apiCatalog, 'application/linkset+json'],
      [WELL_KNOWN_FILES.skillsIndex, 'application/json'],
      [WELL_KNOWN_FILES.ard, 'application/json'],
    ] as const) {
      const atRoot = await get(root(file));
      const underDocs = await get(site.url(file));
      expect(atRoot.status, file).toBe(200);
      expect(atRoot.type.split(';')[0], file).toBe(type);
      expect(underDocs.text, file).toBe(atRoot.text);
    }
  });

  test('api-catalog is an RFC 9727 linkset naming the OpenAPI description and the docs, all served', async () => {
    const response = await get(root(WELL_KNOWN_FILES.apiCatalog));
    const {linkset} = JSON.parse(response.text) as {
      linkset: ({anchor: string} & Record<string, {href: string; type?: string}[] | string>)[];
    };
    const catalog = linkset.find((context) => context.anchor.endsWith(`/${WELL_KNOWN_FILES.apiCatalog}`));
    const api = linkset.find((context) => context['service-desc']);
    // The catalog names itself by its root URL, and lists the API, which is the API's base URL (not a page here).
    expect(new URL(catalog!.anchor).pathname).toBe(`/${WELL_KNOWN_FILES.apiCatalog}`);
    expect(api!.anchor).toBe(`${openapiServer}/v1`);
    expect((catalog!.item as {href: string}[]).map((item) => item.href)).toEqual([api!.anchor]);
    const desc = api!['service-desc'] as {href: string}[];
    const docs = api!['service-doc'] as {href: string}[];
    expect(desc.map((link) => new URL(link.href).pathname)).toEqual(['/docs/openapi.json']);
    expect(docs.map((link) => new URL(link.href).pathname)).toEqual(['/docs/', '/docs/llms.txt']);
    const bodies = await followAll([catalog!.anchor, ...desc.map((l) => l.href), ...docs.map((l) => l.href)]);
    expect(JSON.parse(bodies.get(desc[0]!.href)!).openapi).toMatch(/^3\./);
  });

  test('the skills index lists SKILL.md with the sha256 digest of what is served', async () => {
    const index = JSON.parse((await get(root(WELL_KNOWN_FILES.skillsIndex))).text) as {
      skills: {name: string; type: string; description: string; url: string; digest: string}[];
    };
    expect(index.skills.length).toBeGreaterThan(0);
    const bodies = await followAll(index.skills.map((skill) => skill.url));
    for (const skill of index.skills) {
      const text = bodies.get(skill.url)!;
      expect(skill.digest).toBe(`sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`);
      // Agent Skills front matter: name and description, the name as the index says.
      expect(text).toMatch(new RegExp(`^---\\nname: ${skill.name}\\ndescription: `));
      expect(skill.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const heading of [
        '## Base URL',
        '## The key',
        '## Choosing a model id',
        '## The list endpoint',
        '## Errors',
      ])
        expect(text, heading).toContain(`\n${heading}\n`);
      expect(text).toContain(`\`${openapiServer}\``);
      // Every docs URL it names resolves; the others are the API's own, on its base URL.
      const named = [...text.matchAll(/https?:\/\/[^\s`)"]+[^\s`)".,]/g)].map((match) => match[0]);
      const docs = named.filter((url) => new URL(url).pathname.startsWith('/docs/'));
      expect(docs.length).toBeGreaterThan(2);
      expect(
        named.filter((url) => !docs.includes(url) && url !== openapiServer && !url.startsWith(`${openapiServer}/v1`)),
      ).toEqual([]);
      await followAll(docs);
    }
  });

  test('ard.json names the MCP package, llms.txt and the OpenAPI description, with queries, all served', async () => {
    const manifest = JSON.parse((await get(root(WELL_KNOWN_FILES.ard))).text) as {
      entries: {
        identifier: string;
        url: string;
        representativeQueries: string[];
        metadata?: {documentation?: string};
      }[];
    };
    const byPath = new Map(manifest.entries.map((entry) => [new URL(entry.url).pathname, entry]));
    expect([...byPath.keys()]).toEqual(
      expect.arrayContaining(['/docs/mcp/apipie-docs-mcp.tgz', '/docs/llms.txt', '/docs/openapi.json']),
    );
    for (const entry of manifest.entries) {
      expect(entry.identifier).toMatch(ARD_URN);
      expect(entry.representativeQueries.length).toBeGreaterThanOrEqual(2);
    }
    await followAll(
      manifest.entries.flatMap((entry) => [
        entry.url,
        ...(entry.metadata?.documentation ? [entry.metadata.documentation] : []),
      ]),
    );
  });
});

test.describe('agent links in headers and robots.txt', () => {
  test('a page sends Link headers to llms.txt (llms-txt and describedby) and to its twin', async ({site}) => {
    for (const [page, twin] of [
      ['Features/Routing', '/docs/Features/Routing.md'],
      ['', '/docs/index.md'],
      ['Features/Routing?utm=x', '/docs/Features/Routing.md'],
    ] as const) {
      const {status, link} = await get(site.url(page));
      expect(status).toBe(200);
      expect(link).toBe(
        `</docs/llms.txt>; rel="llms-txt", </docs/llms.txt>; rel="describedby", <${twin}>; rel="alternate"; type="text/markdown"`,
      );
      expect((await get(site.url(twin.replace(/^\/docs\//, '')))).status).toBe(200);
    }
    // The not-found page has no twin to name.
    const missing = await get(site.url('no-such-page'));
    expect(missing.status).toBe(404);
    expect(missing.link).toBe('</docs/llms.txt>; rel="llms-txt", </docs/llms.txt>; rel="describedby"');
  });

  test('robots.txt states content-use preferences allowing search and AI use, in the aipref syntax', async ({site}) => {
    const {status, type, text} = await get(site.url('robots.txt'));
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain/);
    const rules = text
      .split('\n')
      .filter((line) => /^content-usage:/i.test(line))
      .map((line) => line.replace(/^content-usage:\s*/i, ''));
    expect(rules).toHaveLength(1);
    // An optional path, then a Structured Fields dictionary of category=token.
    const [, scope, dictionary] = /^(\/\S*\s+)?(.*)$/.exec(rules[0]!)!;
    expect(scope?.trim()).toBe('/docs/');
    const preferences = Object.fromEntries(dictionary!.split(/\s*,\s*/).map((pair) => pair.split('=')));
    expect(preferences).toEqual({search: 'y', 'ai-use': 'y'});
  });
});
