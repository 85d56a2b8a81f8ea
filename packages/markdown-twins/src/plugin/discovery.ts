/**
 * The discovery files agents look for before they read a page, written at build time from what
 * the build knows: the site's URL and base path, the OpenAPI description, llms.txt and the MCP
 * package. This module is the one place that encodes their formats: when a draft changes, change
 * it here.
 *
 * The build writes them under its base URL (`/docs/.well-known/...`), where any static host serves
 * them; the generated nginx config (plugins/server-config) also answers them at the origin's root,
 * where RFC 8615 puts well-known URIs. The files name the root URLs as their own, and link
 * everything else under the base URL, so each link resolves on either kind of host.
 */
import {createHash} from 'node:crypto';

/** The discovery files, relative to the origin's root (and, as the build writes them, to the base URL). */
export const WELL_KNOWN_FILES = {
  /** RFC 9727: a linkset of the site's APIs. */
  apiCatalog: '.well-known/api-catalog',
  /** Agent Skills discovery: an index of skills, each a SKILL.md with its digest. */
  skillsIndex: '.well-known/agent-skills/index.json',
  /** Agentic Resource Discovery: the site's agent resources in one manifest. */
  ard: '.well-known/ard.json',
} as const;

/** The folder under which every discovery file lives, as nginx maps it from the root. */
export const WELL_KNOWN_DIR = '.well-known/';

/** Media types the files are served with; the rest follow their extension. */
export const WELL_KNOWN_TYPES: Record<string, string> = {
  [WELL_KNOWN_FILES.apiCatalog]: 'application/linkset+json',
};

/** The one skill the index lists: calling the APIpie API. */
export const API_SKILL_NAME = 'calling-the-apipie-api';

/** The subset of an OpenAPI 3.1 description the skill is written from. */
type OpenApi = {
  info: {title: string; version: string};
  servers: {url: string}[];
  components: {
    securitySchemes: Record<string, {type: string; scheme?: string; in?: string; name?: string}>;
    responses: Record<string, {description: string}>;
    schemas: Record<string, {required?: string[]; properties?: Record<string, {description?: string}>}>;
  };
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        summary?: string;
        parameters?: {name: string; in: string; description?: string}[];
        responses?: Record<string, {$ref?: string; description?: string}>;
      }
    >
  >;
};

export type DiscoveryInput = {
  /** The origin the build links on (SITE_URL, or production), without a trailing slash. */
  siteUrl: string;
  /** The site's base URL, `/docs/`. */
  baseUrl: string;
  /** The title agents see for the docs. */
  docsTitle: string;
  /** The OpenAPI description as published, relative to the base URL (`openapi.json`), and its content. */
  openapiFile: string;
  openapi: OpenApi;
  /** llms.txt, relative to the base URL. */
  llmsTxtFile: string;
  /** The model catalogue as JSON, relative to the base URL, and the page that explains it. */
  modelsFile: string;
  cataloguePage: string;
  /** The page of the API reference that lists models, relative to the base URL. */
  modelsOperationPage: string;
  /** The docs MCP server: its npm name, version, description, tarball (relative to the base URL) and page. */
  mcpPackage: {name: string; version: string; description: string; file: string; page: string};
  /** Questions agents ask these docs, for the ARD manifest. */
  representativeQueries: readonly string[];
};

export type DiscoveryFile = {
  /** Relative to the origin's root, and to the base URL in the build. */
  path: string;
  body: string;
};

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** An OpenAPI fact the skill needs, or an error naming what the description lacks. */
function required<T>(value: T | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`the OpenAPI description has no ${what}`);
  return value;
}

/** The operation at a path and method. */
function operation(openapi: OpenApi, method: string, path: string) {
  return required(openapi.paths[path]?.[method], `${method.toUpperCase()} ${path}`);
}

/** The error statuses an operation answers with, and what each means, from the shared responses. */
function errorLines(openapi: OpenApi, method: string, path: string): string[] {
  const responses = operation(openapi, method, path).responses ?? {};
  return Object.entries(responses)
    .filter(([status]) => /^[45]/.test(status))
    .map(([status, response]) => {
      const name = response.$ref?.replace('#/components/responses/', '');
      const description = name ? openapi.components.responses[name]?.description : response.description;
      return `- \`${status}\`: ${required(description, `description of the ${status} response of ${path}`)}`;
    });
}

/**
 * SKILL.md: how to call the APIpie API, in the Agent Skills format (front matter with `name` and
 * `description`, then instructions). Every fact is read from the OpenAPI description, which cites
 * its sources; the links go to the docs.
 */
export function apiSkill(input: DiscoveryInput): string {
  const {openapi} = input;
  const docs = `${input.siteUrl}${input.baseUrl}`;
  const origin = required(openapi.servers[0]?.url, 'server URL');
  const schemes = Object.values(openapi.components.securitySchemes);
  const bearer = schemes.find((scheme) => scheme.type === 'http' && scheme.scheme === 'bearer');
  const header = schemes.find((scheme) => scheme.type === 'apiKey' && scheme.in === 'header');
  const chat = operation(openapi, 'post', '/v1/chat/completions');
  const list = operation(openapi, 'get', '/v1/models');
  const chatRequest = required(openapi.components.schemas.ChatCompletionRequest, 'ChatCompletionRequest schema');
  const modelField = required(chatRequest.properties?.model?.description, 'description of the model field');
  const filters = (list.parameters ?? []).filter((parameter) => parameter.in === 'query');
  return [
    '---',
    `name: ${API_SKILL_NAME}`,
    'description: >-',
    '  Call the APIpie API, one OpenAI-compatible API for models from many providers: the base URL,',
    '  the API key, choosing a model id, the models list endpoint and the errors it answers with.',
    '---',
    '',
    '# Calling the APIpie API',
    '',
    `Facts here come from the OpenAPI description of the API (${docs}${input.openapiFile},`,
    `version ${openapi.info.version}); the documentation index is ${docs}${input.llmsTxtFile}.`,
    '',
    '## Base URL',
    '',
    `Send requests to \`${origin}\`: the paths below start with \`/v1\`, as in`,
    `\`${origin}/v1/chat/completions\`.`,
    '',
    '## The key',
    '',
    "Every operation takes the account's API key in one of these headers:",
    '',
    ...(bearer ? ['- `Authorization: Bearer <key>`'] : []),
    ...(header?.name ? [`- \`${header.name}: <key>\``] : []),
    '',
    'Keep the key in an environment variable such as `APIPIE_API_KEY`, never in code a browser loads.',
    '',
    '## Choosing a model id',
    '',
    `The \`model\` field of \`POST /v1/chat/completions\` (operation \`${chat.operationId}\`): ${modelField}`,
    '',
    `These docs list every model id they know at ${docs}${input.modelsFile} (explained at`,
    `${docs}${input.cataloguePage}.md). The API's own list, below, is the live one.`,
    '',
    '## The list endpoint',
    '',
    `\`GET /v1/models\` (operation \`${list.operationId}\`, ${docs}${input.modelsOperationPage}.md): ${list.summary}.`,
    'Its query parameters:',
    '',
    ...filters.map((parameter) => `- \`${parameter.name}\`: ${parameter.description ?? ''}`.trimEnd()),
    '',
    '```bash',
    `curl -s "${origin}/v1/models?type=llm" -H "Authorization: Bearer $APIPIE_API_KEY"`,
    '```',
    '',
    '## Errors',
    '',
    `\`POST /v1/chat/completions\` answers with these statuses besides \`200\`:`,
    '',
    ...errorLines(openapi, 'post', '/v1/chat/completions'),
    '',
    `\`GET /v1/models\`:`,
    '',
    ...errorLines(openapi, 'get', '/v1/models'),
    '',
  ].join('\n');
}

/** The `sha256:<hex>` digest of a file's bytes, as the skills index gives it. */
export function sha256Digest(text: string): string {
  return `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
}

/**
 * RFC 9727 `api-catalog`: a linkset (RFC 9264, application/linkset+json) with one context, the API,
 * naming its OpenAPI description (`service-desc`) and its documentation (`service-doc`), and the
 * catalog itself listing the API as an `item`.
 */
export function apiCatalog(input: DiscoveryInput): string {
  const docs = `${input.siteUrl}${input.baseUrl}`;
  const api = `${required(input.openapi.servers[0]?.url, 'server URL')}/v1`;
  return json({
    linkset: [
      {
        anchor: `${input.siteUrl}/${WELL_KNOWN_FILES.apiCatalog}`,
        item: [{href: api}],
      },
      {
        anchor: api,
        'service-desc': [{href: `${docs}${input.openapiFile}`, type: 'application/vnd.oai.openapi+json'}],
        'service-doc': [
          {href: docs, type: 'text/html', title: input.docsTitle},
          {href: `${docs}${input.llmsTxtFile}`, type: 'text/markdown', title: `${input.docsTitle} for agents`},
        ],
      },
    ],
  });
}

/**
 * The Agent Skills discovery index: one entry per skill with its name, description, type, URL and
 * the sha256 digest of its SKILL.md, so an agent can tell a changed skill from one it has.
 */
export function skillsIndex(input: DiscoveryInput, skill: string): string {
  const description = /^description: >-\n((?: {2}.*\n)+)/m
    .exec(skill)?.[1]
    ?.replace(/\n {2}/g, ' ')
    .trim();
  return json({
    skills: [
      {
        name: API_SKILL_NAME,
        type: 'skill-md',
        description: required(description, 'skill description'),
        url: `${input.siteUrl}${input.baseUrl}${skillFile()}`,
        digest: sha256Digest(skill),
      },
    ],
  });
}

/** The skill's SKILL.md, relative to the base URL. */
export function skillFile(): string {
  return `${WELL_KNOWN_DIR}agent-skills/${API_SKILL_NAME}/SKILL.md`;
}

/** What an ARD entry's `identifier` must look like: `urn:air:<publisher>:<namespace>:<name>`. */
export const ARD_URN = /^urn:air:([a-zA-Z0-9.-]+)(?::([a-zA-Z0-9._:-]+))?:([a-zA-Z0-9._-]+)$/;

/** The media type ARD gives an Agent Skills `SKILL.md`. */
export const ARD_SKILL_TYPE = 'text/markdown; profile="urn:air:agent-skills"';

/**
 * The Agentic Resource Discovery manifest, in the shape of ARD's spec version 1.0 (the manifest
 * schema and conformance checks of the ards-project spec, which Lighthouse's Agentic Browsing
 * audit runs): `specVersion`, a `host`, and `entries`, each with a domain-anchored URN
 * `identifier`, a `displayName`, a media `type`, exactly one of `url` or `data`, and two to five
 * `representativeQueries`. Anything else an entry says goes in `metadata`, whose values are
 * strings. This is the one place to change when the draft does.
 */
export function ardManifest(input: DiscoveryInput, skill: string): string {
  const docs = `${input.siteUrl}${input.baseUrl}`;
  const urn = (name: string) => `urn:air:${new URL(input.siteUrl).hostname}:docs:${name}`;
  const queries = input.representativeQueries;
  if (queries.length < 2 || queries.length > 5) {
    throw new Error(`representativeQueries: ARD takes two to five for an entry, and ${queries.length} are given`);
  }
  return json({
    specVersion: '1.0',
    host: {displayName: input.docsTitle, documentationUrl: docs},
    entries: [
      {
        identifier: urn(input.mcpPackage.name),
        displayName: input.mcpPackage.name,
        description: input.mcpPackage.description,
        // An npm package tarball: the server runs where the agent runs, so there is no server card.
        type: 'application/gzip',
        url: `${docs}${input.mcpPackage.file}`,
        version: input.mcpPackage.version,
        representativeQueries: queries,
        metadata: {
          documentation: `${docs}${input.mcpPackage.page}`,
          install: `npm install --global ${docs}${input.mcpPackage.file}`,
        },
      },
      {
        identifier: urn('llms-txt'),
        displayName: `${input.docsTitle}: llms.txt`,
        description: 'Every page of the docs, linked to its Markdown version, with a line on each.',
        type: 'text/markdown',
        url: `${docs}${input.llmsTxtFile}`,
        representativeQueries: [
          'Which pages do the APIpie docs have?',
          'Where is the Markdown version of a docs page?',
        ],
      },
      {
        identifier: urn('openapi'),
        displayName: `${input.openapi.info.title} ${input.openapi.info.version}`,
        description: 'The OpenAPI description of the APIpie API.',
        type: 'application/vnd.oai.openapi+json',
        url: `${docs}${input.openapiFile}`,
        representativeQueries: [
          'Which parameters does the APIpie chat completions endpoint take?',
          'Which endpoint lists the models APIpie offers?',
        ],
      },
      {
        identifier: urn(API_SKILL_NAME),
        displayName: 'Calling the APIpie API',
        type: ARD_SKILL_TYPE,
        url: `${docs}${skillFile()}`,
        representativeQueries: ['How do I call the APIpie API with my key?', 'Which model id do I send to APIpie?'],
        metadata: {digest: sha256Digest(skill)},
      },
    ],
  });
}

/** Every discovery file, with its path relative to the root (and to the base URL in the build). */
export function discoveryFiles(input: DiscoveryInput): DiscoveryFile[] {
  const skill = apiSkill(input);
  return [
    {path: WELL_KNOWN_FILES.apiCatalog, body: apiCatalog(input)},
    {path: WELL_KNOWN_FILES.skillsIndex, body: skillsIndex(input, skill)},
    {path: skillFile(), body: skill},
    {path: WELL_KNOWN_FILES.ard, body: ardManifest(input, skill)},
  ];
}
