/**
 * The bad-input table: one broken source per row, and what must happen when
 * the real command meets it. Each row names the step that must stop it (the
 * cheapest command that can see the fault), the message (file, line or JSON
 * pointer, problem) and the "What to do" line under it.
 *
 * The browser rows live in e2e/ and are listed in `browserRows`.
 */

/** Where a fault must be stopped, from the cheapest command to the most expensive. */
export type Step =
  | 'gen:api'
  | 'check:samples'
  | 'check:samples --run'
  | 'build: load site'
  | 'build: page gate'
  | 'build: link check'
  | 'build: search index';

export type Edit =
  /** Replace the file's text (must change it). */
  | {file: string; change: (text: string) => string}
  /** Rename a file or folder. */
  | {rename: string; to: string};

export type BadInputRow = {
  area: 'OpenAPI' | 'Docs' | 'Posts' | 'Redirects' | 'Samples' | 'Model data' | 'Search';
  fault: string;
  edit: Edit;
  step: Step;
  /** The problem line: names the file, the line or JSON pointer, and the problem. */
  message: RegExp;
  /** The line after it, saying what to do. */
  hint: RegExp;
};

/** The file a row breaks (the path it renames, for a rename). */
export const editedFile = (row: BadInputRow): string => ('file' in row.edit ? row.edit.file : row.edit.rename);

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      Record<string, unknown> & {
        tags?: string[];
        requestBody?: {content: Record<string, {example?: Record<string, unknown>}>};
      }
    >
  >;
};

const spec = 'openapi/apipie.openapi.json';
const doc = 'docs/Features/Routing.mdx';
const post = 'blog/2024-06-20-welcome/index.md';
const redirects = 'config/redirects.ts';
const models = 'data/models.json';
const synonyms = 'packages/search/src/synonyms.txt';
const fence = '```';

/** Edits the OpenAPI description as data and writes it back in its own layout. */
function openapi(change: (spec: OpenApi) => void): Edit {
  return {
    file: spec,
    change: (text) => {
      const parsed = JSON.parse(text) as OpenApi;
      change(parsed);
      return `${JSON.stringify(parsed, null, 2)}\n`;
    },
  };
}

const embeddings = (s: OpenApi) => s.paths['/v1/embeddings']!.post!;

/** Replaces exactly one occurrence, so a row fails loudly when its source text moves. */
function replaceOnce(file: string, find: string | RegExp, by: string): Edit {
  return {
    file,
    change: (text) => {
      const count =
        typeof find === 'string' ? text.split(find).length - 1 : (text.match(new RegExp(find, 'gm')) ?? []).length;
      if (count !== 1) throw new Error(`bad-input row: expected one ${String(find)} in ${file}, found ${count}`);
      return text.replace(find, by);
    },
  };
}

const appendBlock = (file: string, lang: string, code: string): Edit => ({
  file,
  change: (text) => `${text.trimEnd()}\n\n${fence}${lang}\n${code}\n${fence}\n`,
});

/** Adds an entry where authors add them: after the last moved page. */
/** A Python sample that calls the API with requests, as the guides write them. */
const requestsSample = (method: string, path: string, args: string[], after: string[]) =>
  [
    'import os',
    '',
    'import requests',
    '',
    `response = requests.${method}(`,
    `    "https://apipie.ai${path}",`,
    '    headers={"Authorization": f"Bearer {os.environ[\'APIPIE_API_KEY\']}"},',
    ...args.map((arg) => `    ${arg}`),
    '    timeout=60,',
    ')',
    ...after,
  ].join('\n');

const lastMovedPage = "  {from: '/Integrations/Pipedream', to: '/Integrations/Workflows/Pipedream'},";
const addRedirect = (entry: string): Edit => replaceOnce(redirects, lastMovedPage, `${lastMovedPage}\n  ${entry},`);

const at = (file: string) => file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export const rows: readonly BadInputRow[] = [
  {
    area: 'OpenAPI',
    fault: 'invalid JSON',
    edit: replaceOnce(spec, '"openapi": "3.1.0",', '"openapi": "3.1.0"'),
    step: 'gen:api',
    message: new RegExp(`${at(spec)}:\\d+ column \\d+: the OpenAPI description is not valid JSON`),
    hint: /What to do: fix the JSON at that place/,
  },
  {
    area: 'OpenAPI',
    fault: 'a dangling $ref',
    edit: openapi((s) => {
      const media = (
        s.paths['/v1/chat/completions']!.post!.responses as Record<
          string,
          {content: Record<string, {schema: {oneOf: {$ref: string}[]}}>}
        >
      )['200']!;
      media.content['application/json']!.schema.oneOf[0]!.$ref = '#/components/schemas/NoSuchSchema';
    }),
    step: 'gen:api',
    message: new RegExp(
      `${at(spec)}:\\d+ #/paths/~1v1~1chat~1completions/post/responses/200/content/application~1json/schema/oneOf/0: \\$ref "#/components/schemas/NoSuchSchema" points at nothing`,
    ),
    hint: /What to do: add `NoSuchSchema` under components\.schemas, or fix the reference\./,
  },
  {
    area: 'OpenAPI',
    fault: 'a duplicate operationId',
    edit: openapi((s) => void (embeddings(s).operationId = 'chatcompletions')),
    step: 'gen:api',
    message: new RegExp(
      `${at(spec)}:\\d+ #/paths/~1v1~1embeddings/post\\S*: Every operation must have a unique \`operationId\``,
    ),
    hint: /What to do: give this operation an operationId that no other operation uses/,
  },
  {
    area: 'OpenAPI',
    fault: 'an operation with no tag',
    edit: openapi((s) => void delete embeddings(s).tags),
    step: 'gen:api',
    message: new RegExp(
      `${at(spec)}:\\d+ #/paths/~1v1~1embeddings/post: POST /v1/embeddings must have exactly one tag`,
    ),
    hint: /What to do: set "tags" to one of the declared tags: .*embeddings/,
  },
  {
    area: 'OpenAPI',
    fault: 'a tag not in `tags`',
    edit: openapi((s) => void (embeddings(s).tags = ['vectorz'])),
    step: 'gen:api',
    message: new RegExp(
      `${at(spec)}:\\d+ #/paths/~1v1~1embeddings/post/tags/0: tag "vectorz" is not declared in the top-level "tags"`,
    ),
    hint: /What to do: use one of the declared tags \(.*embeddings.*\), or declare the tag/,
  },
  {
    area: 'OpenAPI',
    fault: 'a request example that does not match its schema',
    edit: openapi((s) => void (embeddings(s).requestBody!.content['application/json']!.example!.model = 42)),
    step: 'gen:api',
    message: new RegExp(
      `${at(spec)}:\\d+ #/paths/~1v1~1embeddings/post/requestBody/content/application~1json/example/model: Example value must conform to the schema`,
    ),
    hint: /What to do: change the example so it matches the schema/,
  },
  {
    area: 'OpenAPI',
    fault: 'an unverified mark without a reason',
    edit: openapi((s) => void ((embeddings(s) as Record<string, unknown>)['x-apipie-unverified'] = true)),
    step: 'gen:api',
    message: new RegExp(
      `${at(spec)}:\\d+ #/paths/~1v1~1embeddings/post: "x-apipie-unverified" must be the reason no source supports this part, as text; found true`,
    ),
    hint: /What to do: write why it is unverified in a sentence/,
  },
  {
    area: 'OpenAPI',
    fault: 'an operation guide that is no page',
    edit: openapi(
      (s) => void (s.paths['/v1/audio/speech']!.post!.externalDocs = {url: 'https://apipie.ai/docs/Features/Voice'}),
    ),
    step: 'gen:api',
    message: new RegExp(
      `${at(spec)}:\\d+ #/paths/~1v1~1audio~1speech/post/externalDocs/url: externalDocs\\.url "https://apipie\\.ai/docs/Features/Voice" names no guide: docs/Features/Voice\\.md\\(x\\) does not exist`,
    ),
    hint: /What to do: point it at an existing guide under docs\/ \(its URL is the file path without the extension\), or remove "externalDocs"\./,
  },
  {
    area: 'OpenAPI',
    fault: 'a path parameter not declared',
    edit: openapi((s) => {
      s.paths['/v1/models/{provider}'] = s.paths['/v1/models']!;
      delete s.paths['/v1/models'];
    }),
    step: 'gen:api',
    message: new RegExp(
      `${at(spec)}:\\d+ #/paths/~1v1~1models~1\\{provider\\}/get/parameters: The operation does not define the path parameter \`\\{provider\\}\``,
    ),
    hint: /What to do: declare the parameter under the operation's "parameters" with "in": "path"/,
  },
  {
    area: 'Docs',
    fault: 'front matter that is not YAML',
    edit: replaceOnce(doc, 'title: Provider routing', 'title: "Provider routing'),
    step: 'build: load site',
    message: new RegExp(`${at(doc)}:\\d+: front matter is not valid YAML: .*double quoted`),
    hint: /What to do: close the quote or bracket/,
  },
  {
    area: 'Docs',
    fault: 'a missing title',
    edit: replaceOnce(doc, /^title: Provider routing\n/m, ''),
    step: 'build: load site',
    message: new RegExp(`${at(doc)}:1: front matter: \`title\` is missing or empty`),
    hint: /What to do: add `title: \.\.\.` between the `---` lines/,
  },
  {
    area: 'Docs',
    fault: 'a tag not in docs/tags.yml',
    edit: replaceOnce(doc, 'tags: [routing, chat]', 'tags: [routing, chatt]'),
    step: 'build: load site',
    message: new RegExp(`${at(doc)}:6: tag \`chatt\` is not in docs/tags\\.yml`),
    hint: /What to do: use a key of docs\/tags\.yml \(.*\), or add `chatt` there with a label and a description\./,
  },
  {
    area: 'Docs',
    fault: 'a sidebar entry for a missing doc',
    edit: replaceOnce('sidebars.ts', "id: 'Migrate/Openai'", "id: 'Migrate/OpenAI-v2'"),
    step: 'build: load site',
    message: /sidebars\.ts:\d+: doc id `Migrate\/OpenAI-v2` has no page/,
    hint: /What to do: use the id of an existing doc \(its path under docs\/ without the extension, such as `Migrate\/Openai`\), or create the page/,
  },
  {
    area: 'Docs',
    fault: 'a broken link',
    edit: replaceOnce(doc, '[Models](/docs/Features/Models)', '[Models](/docs/Features/Modelz)'),
    step: 'build: link check',
    message: new RegExp(
      `${at(doc)}:\\d+: broken link /docs/Features/Modelz: no page has the path /docs/Features/Modelz`,
    ),
    hint: /What to do: link to an existing page \(the closest is \/docs\/Features\/Models\), or create the page\./,
  },
  {
    area: 'Docs',
    fault: 'a broken anchor',
    // Another link than the broken link's: the link-check rows break their sources together, for one build.
    edit: replaceOnce(
      doc,
      '[State](/docs/Features/State): store',
      '[State](/docs/Features/State#no-such-heading): store',
    ),
    step: 'build: link check',
    message: new RegExp(
      `${at(doc)}:\\d+: broken link /docs/Features/State#no-such-heading: /docs/Features/State has no heading or element with the id "no-such-heading"`,
    ),
    hint: /What to do: use a heading of that page \(the closest is #\S+\), or add the heading\./,
  },
  {
    area: 'Posts',
    fault: 'an author not in authors.yml',
    edit: replaceOnce(post, 'authors: [apipie-team]', 'authors: [apipie-tema]'),
    step: 'build: load site',
    message: new RegExp(`${at(post)}:4: author \`apipie-tema\` is not in blog/authors\\.yml`),
    hint: /What to do: use a key of blog\/authors\.yml \(apipie-team.*\), or add `apipie-tema` there/,
  },
  {
    area: 'Posts',
    fault: 'a tag not in tags.yml',
    edit: replaceOnce(post, 'tags: [announcements, getting-started]', 'tags: [announcements, getting-startd]'),
    step: 'build: load site',
    message: new RegExp(`${at(post)}:5: tag \`getting-startd\` is not in blog/tags\\.yml`),
    hint: /What to do: use a key of blog\/tags\.yml \(.*getting-started.*\), or add `getting-startd` there/,
  },
  {
    area: 'Posts',
    fault: 'no truncate marker',
    edit: replaceOnce(post, '<!-- truncate -->\n', ''),
    step: 'build: load site',
    message: new RegExp(`${at(post)}:\\d+: the post has no truncate marker`),
    hint: /What to do: put `<!-- truncate -->` \(in \.mdx: `\{\/\*truncate\*\/\}`\) after the opening paragraphs/,
  },
  {
    area: 'Posts',
    fault: 'a date in the file name that is not a date',
    edit: {rename: 'blog/2024-06-20-welcome', to: 'blog/2024-06-31-welcome'},
    step: 'build: load site',
    message: /blog\/2024-06-31-welcome\/index\.md:1: `2024-06-31` in the folder name is not a date/,
    hint: /What to do: name the post folder YYYY-MM-DD-slug with its real publication date/,
  },
  {
    area: 'Redirects',
    fault: 'a page renamed with no redirect from its old URL',
    edit: {rename: 'docs/Features/Pools.mdx', to: 'docs/Features/Model-Pools.mdx'},
    step: 'build: page gate',
    message: /docs\/Features\/Pools\.mdx: \/docs\/Features\/Pools is no longer a page, and no redirect leads from it/,
    hint: /What to do: add \{from: '\/Features\/Pools', to: '<a live page>'\} to movedPages in config\/redirects\.ts/,
  },
  {
    area: 'Redirects',
    fault: 'a missing target',
    edit: replaceOnce(
      redirects,
      "{from: '/api/scrape', to: '/api/web-scrape'}",
      "{from: '/api/scrape', to: '/api/web-scraper'}",
    ),
    step: 'build: load site',
    message:
      /config\/redirects\.ts:\d+: redirect \/api\/scrape → \/api\/web-scraper: the target is not a page of the site/,
    hint: /What to do: point `to` at an existing page/,
  },
  {
    area: 'Redirects',
    fault: 'a duplicate `from`',
    edit: addRedirect("{from: '/api/scrape', to: '/api/web-search'}"),
    step: 'build: load site',
    message:
      /config\/redirects\.ts:\d+: redirect \/api\/scrape → \/api\/web-search: `\/api\/scrape` is already redirected on line \d+/,
    hint: /What to do: keep one entry for `\/api\/scrape`/,
  },
  {
    area: 'Redirects',
    fault: 'a `from` that is a live page',
    edit: addRedirect("{from: '/Features/Pools', to: '/Features/Routing'}"),
    step: 'build: load site',
    message:
      /config\/redirects\.ts:\d+: redirect \/Features\/Pools → \/Features\/Routing: `\/Features\/Pools` is a live page/,
    hint: /What to do: remove the entry, or move or delete the page first/,
  },
  {
    area: 'Redirects',
    fault: 'a chain',
    edit: addRedirect("{from: '/api/old-search', to: '/api/search'}"),
    step: 'build: load site',
    message:
      /config\/redirects\.ts:\d+: redirect \/api\/old-search → \/api\/search: `\/api\/search` is itself redirected to \/api\/web-search/,
    hint: /What to do: point `to` straight at \/api\/web-search/,
  },
  {
    area: 'Samples',
    fault: 'JSON that does not parse',
    edit: appendBlock(doc, 'json', '{"model": "gpt-4o-mini",}'),
    step: 'check:samples',
    message: new RegExp(`${at(doc)}:\\d+: JSON does not parse`),
    hint: /What to do: fix the JSON of the block/,
  },
  {
    area: 'Samples',
    fault: 'a curl call to an unknown path',
    edit: appendBlock(
      doc,
      'bash',
      `curl https://apipie.ai/v1/chat/complete -H "Authorization: Bearer $APIPIE_API_KEY" -d '{"model": "gpt-4o-mini"}'`,
    ),
    step: 'check:samples',
    message: new RegExp(
      `${at(doc)}:\\d+: curl calls POST /v1/chat/complete, which is not an operation in openapi/apipie\\.openapi\\.json`,
    ),
    hint: /What to do: use a path and method of the API reference/,
  },
  {
    area: 'Samples',
    fault: 'an unknown body field',
    edit: appendBlock(
      doc,
      'bash',
      `curl https://apipie.ai/v1/embeddings -H "Authorization: Bearer $APIPIE_API_KEY" -d '{"model": "text-embedding-3-small", "input": "x", "colour": "red"}'`,
    ),
    step: 'check:samples',
    message: new RegExp(`${at(doc)}:\\d+: field "colour" is not in the request schema of POST /v1/embeddings`),
    hint: /What to do: remove the field or fix its name/,
  },
  {
    area: 'Samples',
    fault: "a model lookup that hedges the list's shape",
    edit: appendBlock(doc, 'bash', `curl -s https://apipie.ai/v1/models | jq -r '(.data? // .) | .[] | .id'`),
    step: 'check:samples',
    message: new RegExp(`${at(doc)}:\\d+: hedges the model list's shape`),
    hint: /What to do: read the list as the API answers it/,
  },
  {
    area: 'Samples',
    fault: 'a model lookup that finds one spelling of a version',
    edit: appendBlock(doc, 'bash', `curl -s https://apipie.ai/v1/models | grep -iE 'gpt-4\\.1'`),
    step: 'check:samples',
    message: new RegExp(`${at(doc)}:\\d+: pattern "gpt-4\\\\\\.1" finds "4\\.1" but not "4-1"`),
    hint: /What to do: write each version in the pattern with a class that takes both separators/,
  },
  {
    area: 'Samples',
    fault: 'an error code no source gives',
    edit: appendBlock(doc, 'json', '{"error": {"message": "Unknown model.", "code": "model_not_found"}}'),
    step: 'check:samples',
    message: new RegExp(`${at(doc)}:\\d+: error code "model_not_found" is not in openapi/apipie\\.openapi\\.json`),
    hint: /What to do: use a code or type the API reference names/,
  },
  {
    area: 'Samples',
    fault: 'a call to an unverified operation without its note',
    edit: appendBlock(
      doc,
      'bash',
      `curl "https://apipie.ai/v1/state?user=u" -H "Authorization: Bearer $APIPIE_API_KEY"`,
    ),
    step: 'check:samples',
    message: new RegExp(
      `${at(doc)}:\\d+: the sample calls GET /v1/state, which openapi/apipie\\.openapi\\.json marks unverified, but the page shows no <UnverifiedApiFacts> note for getCurrentStateSettings`,
    ),
    hint: /What to do: import UnverifiedApiFacts/,
  },
  {
    area: 'Samples',
    fault: 'an unknown fence meta key',
    edit: appendBlock(doc, 'bash title="Models" fragmant="one call"', 'curl https://apipie.ai/v1/models'),
    step: 'check:samples',
    message: new RegExp(`${at(doc)}:\\d+: unknown fence meta key "fragmant"`),
    hint: /What to do: use the fence meta keys CONTRIBUTING lists/,
  },
  {
    area: 'Samples',
    fault: 'a request the mock rejects',
    edit: appendBlock(
      doc,
      'python',
      requestsSample(
        'post',
        '/v1/embeddings',
        ['json={"model": "text-embedding-3-small"},'],
        ['print(response.json())'],
      ),
    ),
    step: 'check:samples --run',
    message: new RegExp(
      `${at(doc)}:\\d+: the mock rejected POST /v1/embeddings: Prism: Request body must have required property 'input'`,
    ),
    hint: /What to do: send what the operation takes/,
  },
  {
    area: 'Samples',
    fault: 'a fragment that does not say so',
    edit: appendBlock(
      doc,
      'python',
      'completion = client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": "Hi"}])',
    ),
    step: 'check:samples --run',
    message: new RegExp(`${at(doc)}:\\d+: the sample exited with code 1:`),
    hint: /What to do: fix the sample; if it cannot run as written, say why in its fence/,
  },
  {
    area: 'Samples',
    fault: 'an optional answer field read as if always there',
    edit: appendBlock(
      doc,
      'python',
      requestsSample(
        'get',
        '/v1/models',
        [],
        ['for entry in response.json()["data"]:', '    print(entry["model"], int(entry["max_tokens"]))'],
      ),
    ),
    step: 'check:samples --run',
    message: new RegExp(
      `${at(doc)}:\\d+: with answers that leave out every optional field, the sample exited with code 1:`,
    ),
    hint: /What to do: the description lets the API leave that field out/,
  },
  {
    area: 'Model data',
    fault: 'a value of the wrong type',
    edit: replaceOnce(models, /("id": "claude-2",[^}]*"max_tokens": )200000/, '$1"200000"'),
    step: 'build: load site',
    message:
      /data\/models\.json #\/data\/\d+\/variants\/0\/max_tokens: entry \d+ \(id "claude-2"\): variant 1: max_tokens must be a whole number above 0, got "200000"/,
    hint: /What to do: write max_tokens as a whole number above 0, or leave the field out\./,
  },
  {
    area: 'Model data',
    fault: 'a duplicate id',
    edit: replaceOnce(models, '"id": "afm-4-5b"', '"id": "1024__mistral-embed"'),
    step: 'build: load site',
    message:
      /data\/models\.json #\/data\/1\/id: entry 2 \(id "1024__mistral-embed"\): duplicate id "1024__mistral-embed" \(first used by entry 1\)/,
    hint: /What to do: keep one entry for "1024__mistral-embed": move this entry's variants into entry 1, or correct its id\./,
  },
  {
    area: 'Model data',
    fault: 'a variant without its source',
    edit: replaceOnce(models, /("id": "afm-4-5b",\s*"variants": \[\s*\{\s*)"source": "S",/, '$1'),
    step: 'build: load site',
    message: /data\/models\.json #\/data\/1\/variants\/0\/source: entry 2 \(id "afm-4-5b"\): variant 1: missing source/,
    hint: /What to do: add "source": every variant says where \(source\) and when \(seen\) its facts were recorded\./,
  },
  {
    area: 'Model data',
    fault: "the snapshot's label on a variant",
    edit: replaceOnce(models, /("id": "afm-4-5b",\s*"variants": \[\s*\{\s*)/, '$1"name": "AFM-4.5B (65K)",'),
    step: 'build: load site',
    message:
      /data\/models\.json #\/data\/1\/variants\/0\/name: entry 2 \(id "afm-4-5b"\): variant 1: "name" is never published: a label, not a fact/,
    hint: /What to do: remove "name"\./,
  },
  {
    area: 'Search',
    fault: 'a synonym no page uses',
    edit: replaceOnce(synonyms, /^tts, text to speech$/m, 'tts, text to speach'),
    step: 'build: search index',
    message: new RegExp(
      `${at(synonyms)}:\\d+: "text to speach" names no word in the search index \\(no page has "speach"\\)\\.`,
    ),
    hint: /What to do: fix the spelling, or, if it is a reader's word the pages do not use, put it left of "=>"/,
  },
  {
    area: 'Search',
    fault: 'a synonym line with two arrows',
    edit: replaceOnce(synonyms, /^catalog => catalogue$/m, 'catalog => catalogue => list'),
    step: 'build: load site',
    message: new RegExp(`${at(synonyms)}:\\d+: more than one "=>" on a line\\.`),
    hint: /What to do: write one mapping a line: readers' words, then =>, then the pages' words\./,
  },
];

/** Faults only a browser can show; each is a test in e2e/ (named here so the table stays complete). */
export const browserRows = [
  {
    fault: 'a search index that cannot be fetched',
    test: 'e2e/searchFailures.spec.ts',
    name: 'shows "Unable to fetch results" when the index cannot be fetched',
  },
  {
    fault: 'a corrupt search index',
    test: 'e2e/searchFailures.spec.ts',
    name: 'shows "Unable to fetch results" when the index is corrupt',
  },
  {
    fault: 'localStorage that throws',
    test: 'e2e/pageStates.spec.ts',
    name: 'renders pages and search when localStorage throws',
  },
] as const;
