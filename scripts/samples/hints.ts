/**
 * What to do about each kind of code-sample problem, printed on the line
 * after it. The first pattern that matches the problem wins.
 */
const hints: readonly [RegExp, string][] = [
  [
    /^code block has no language/,
    'add a language after the opening fence (```bash, ```json, ```python; ```text for output).',
  ],
  [/^code block is empty/, 'fill the block or remove it.'],
  [
    /^JSON does not parse/,
    'fix the JSON of the block (a trailing comma or a missing quote is the usual cause), or fence it as ```text if it is not JSON.',
  ],
  [
    /^(Python|YAML|Go|shell) does not parse|^does not parse/,
    'fix the code at that line of the block so it runs as written.',
  ],
  [/^curl JSON body does not parse/, 'fix the JSON after -d so it is what the API receives.'],
  [
    /^curl calls .* which is not an operation/,
    'use a path and method of the API reference (openapi/apipie.openapi.json), or add the operation there first.',
  ],
  [
    /^field ".*" is not in the request schema/,
    'remove the field or fix its name or nesting; the request schema in openapi/apipie.openapi.json lists the fields.',
  ],
  [
    /^(query parameter|form field) ".*" is not/,
    'remove it or fix its name; the operation in openapi/apipie.openapi.json lists what it takes.',
  ],
  [/takes no (JSON body|form upload)$/, 'send the body the operation takes (see its page in the API reference).'],
  [
    /^model ".*" is not in data\/models\.json/,
    'use an id from data/models.json (listed at /docs/Models/Catalogue), or add the model there with the source of its id.',
  ],
  [
    /^model ".*" is not in the model list of/,
    'send the list\'s id (the Catalogue page, /docs/Models/Catalogue, shows the date each id was seen), or keep the older id and say why in the fence meta: older-id="reason".',
  ],
  [
    /^hedges the model list's shape/,
    'read the list as the API answers it: `.data[]` in jq, `body["data"]` in Python, `body.data` in TypeScript.',
  ],
  [
    /^pattern ".*" finds ".*" but not/,
    'write each version in the pattern with a class that takes both separators, e.g. `gpt-4[.-]1`: the API lists `gpt-4-1`, older sources `gpt-4.1`.',
  ],
  [
    /^error (code|type) ".*" is not in openapi/,
    'use a code or type the API reference names (the Error schema and the error examples in openapi/apipie.openapi.json), or leave it out.',
  ],
  [
    /marks unverified, but the page shows no <UnverifiedApiFacts> note/,
    "import UnverifiedApiFacts from '@site/src/components/UnverifiedApiFacts' and put <UnverifiedApiFacts operations={['<operationId>']} /> (or tag=\"<tag>\") by the sample; a .md page must become .mdx to use it.",
  ],
  [
    /^TypeScript sample (silences|casts|sends APIpie)/,
    "send APIpie's fields through the OpenAI SDK, in a type that adds them to the SDK's own: `const params: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming & {routing?: 'price'} = {...}` (CONTRIBUTING, Style).",
  ],
  [
    /^the OpenAI SDK asks embeddings\.create for base64/,
    'pass encoding_format="float" (Python) or encoding_format: \'float\' (TypeScript) to embeddings.create.',
  ],
  [
    /fence meta|^(needs|answer)="/,
    'use the fence meta keys CONTRIBUTING lists (fragment, service, needs, env, answer; title, showLineNumbers), with a value in double quotes and fixtures from scripts/samples/fixtures/.',
  ],
  [
    /the mock rejected/,
    "send what the operation takes (the reason is Prism's, or a part the description does not declare); if the description is wrong, fix openapi/apipie.openapi.json by a source.",
  ],
  [
    /with answers that leave out every optional field/,
    'the description lets the API leave that field out: read it so its absence (or null) is handled (.get() in Python, ?. in TypeScript, // in jq), or, where a source says the API always sends it, mark it required in openapi/apipie.openapi.json.',
  ],
  [
    /the sample (exited with|did not finish|made no request)/,
    'fix the sample; if it cannot run as written, say why in its fence (CONTRIBUTING, code samples): fragment="...", service="...", or give it what it needs: needs="file", env="NAME=value", answer="fixture.json".',
  ],
  [
    /^answer fixture /,
    "fix the fixture under scripts/samples/fixtures/answers/: it names an operation of the description and its body fits that operation's 200 answer.",
  ],
  [/^(MDX|Markdown) does not parse/, 'fix the page at that line (npm start shows the same error).'],
  [
    /^URL .* is not an APIpie API path or page/,
    'use a path from openapi/apipie.openapi.json, or a page URL under /docs/.',
  ],
];

export function hintFor(message: string): string {
  return hints.find(([pattern]) => pattern.test(message))?.[1] ?? 'fix the block so it is correct for its language.';
}
