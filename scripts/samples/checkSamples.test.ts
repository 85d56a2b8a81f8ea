import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadSpec} from 'apipie-docs-api-reference/node';
import {apiIndex} from './apiCalls';
import {checkFiles} from './checkSamples';
import {curlCalls, shellWords} from './curl';
import {codeBlocks} from './fences';
import {hintFor} from './hints';
import {parseMeta} from './meta';
import {pageSamples} from './samples';
import {sdkDefaultProblems} from './sdkDefaults';

const index = apiIndex(loadSpec(path.resolve('openapi/apipie.openapi.json')));
const fence = '```';

function check(markdown: string) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'samples-')), 'page.mdx');
  writeFileSync(file, markdown);
  return checkFiles([file], index).map(({line, message}) => `${line}: ${message}`);
}

describe('codeBlocks', () => {
  it('finds fenced blocks with their language, meta and line, including indented ones', () => {
    const md = `# T\n\n${fence}bash\necho hi\n${fence}\n\n- item\n\n  ${fence}json title="x"\n  {"a": 1}\n  ${fence}\n`;
    expect(codeBlocks(md)).toEqual([
      {line: 3, lang: 'bash', meta: '', code: 'echo hi'},
      {line: 9, lang: 'json', meta: 'title="x"', code: '{"a": 1}'},
    ]);
  });

  it('does not close a fence on a shorter one', () => {
    expect(codeBlocks(`${fence}\`md\n${fence}js\nx\n${fence}\n${fence}\`\n`)).toEqual([
      {line: 1, lang: 'md', meta: '', code: `${fence}js\nx\n${fence}`},
    ]);
  });

  it('reads blocks inside JSX and admonitions as Docusaurus does, and MDX only in .mdx', () => {
    const mdx = `<Tabs>\n<TabItem value="a">\n\n${fence}ts\nconst a = 1;\n${fence}\n\n</TabItem>\n</Tabs>\n\n:::note\n\n${fence}text\nx\n${fence}\n\n:::\n`;
    expect(codeBlocks(mdx, 'mdx').map((b) => [b.line, b.lang])).toEqual([
      [4, 'ts'],
      [13, 'text'],
    ]);
    // In CommonMark a `{` is text, not an expression, and an indented block is code without a language.
    expect(codeBlocks('Costs {x} nothing.\n\n    indented\n', 'md')).toEqual([
      {line: 3, lang: '', meta: '', code: 'indented'},
    ]);
    expect(() => codeBlocks('Costs {x nothing.\n', 'mdx')).toThrow();
  });
});

describe('shell parsing', () => {
  it('splits words with quotes and escapes', () => {
    expect(shellWords(`curl -H "A: b" -d '{"x": "it'\\''s"}' url`)).toEqual([
      'curl',
      '-H',
      'A: b',
      '-d',
      `{"x": "it's"}`,
      'url',
    ]);
  });

  it('keeps expansions as `$` and reads an unquoted query as a word', () => {
    expect(shellWords(`curl -s https://apipie.ai/v1/models?type=llm -H "x-api-key: $KEY" | jq .`)).toEqual([
      'curl',
      '-s',
      'https://apipie.ai/v1/models?type=llm',
      '-H',
      'x-api-key: $KEY',
      'jq',
      '.',
    ]);
  });

  it('says whether the answer is read on: piped, captured or saved', () => {
    const calls = curlCalls(
      [
        'curl https://apipie.ai/v1/models',
        'curl -s https://apipie.ai/v1/models | jq .data',
        'ID=$(curl -s https://apipie.ai/v1/models)',
        "curl https://apipie.ai/v1/audio/speech -d '{}' --output speech.mp3",
      ].join('\n'),
    );
    expect(calls.map((c) => c.readsOutput ?? false)).toEqual([false, true, true, true]);
  });

  it('reads method, URL, body and form fields across continued lines', () => {
    const calls = curlCalls(
      `curl -X PUT "https://apipie.ai/v1/vectors/upsert" \\\n  -H "x-api-key: $K" \\\n  -d '{\n  "a": 1\n}'\ncurl https://apipie.ai/urlshare -F "file=@a.png"`,
    );
    expect(calls).toEqual([
      {
        line: 1,
        method: 'PUT',
        url: 'https://apipie.ai/v1/vectors/upsert',
        data: '{\n  "a": 1\n}',
        dynamicData: false,
        formFields: [],
      },
      {line: 6, method: 'POST', url: 'https://apipie.ai/urlshare', formFields: ['file']},
    ]);
  });
});

describe('checkFiles', () => {
  it('accepts valid samples in every checked language', () => {
    const md = [
      `${fence}bash\ncurl https://apipie.ai/v1/chat/completions -H "Authorization: Bearer $APIPIE_API_KEY" -d '{"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "Hi"}]}'\n${fence}`,
      `${fence}json\n{"ok": true}\n${fence}`,
      `${fence}python\nimport os\nprint(os.environ["APIPIE_API_KEY"])\n${fence}`,
      `${fence}ts\nconst a: number = 1;\n${fence}`,
      `${fence}yaml\na: [1, 2]\n${fence}`,
      `${fence}text\nanything goes\n${fence}`,
    ].join('\n\n');
    expect(check(md)).toEqual([]);
  });

  it('names the line of a block without a language', () => {
    expect(check(`intro\n\n${fence}\nls\n${fence}\n`)).toEqual(['3: code block has no language']);
  });

  it('reports JSON, Python, TypeScript and YAML that do not parse', () => {
    const md = [
      `${fence}json\n{"a": 1,}\n${fence}`,
      `${fence}python\ndef f(:\n${fence}`,
      `${fence}typescript\nconst = 1;\n${fence}`,
      `${fence}yaml\na: [1\n${fence}`,
    ].join('\n');
    const problems = check(md);
    expect(problems.find((p) => p.startsWith('1: '))).toMatch(/^1: JSON does not parse/);
    expect(problems.find((p) => p.startsWith('4: '))).toMatch(/^4: Python does not parse/);
    expect(problems.find((p) => p.startsWith('7: '))).toMatch(/^7: does not parse/);
    expect(problems.find((p) => p.startsWith('10: '))).toMatch(/^10: YAML does not parse/);
    expect(new Set(problems.map((p) => p.split(':')[0]))).toEqual(new Set(['1', '4', '7', '10']));
  });

  it('reports a curl call to a path or method the API does not have', () => {
    expect(
      check(
        `${fence}bash\ncurl https://apipie.ai/v1/chat/complete -d '{}'\ncurl -X DELETE https://apipie.ai/v1/embeddings\n${fence}\n`,
      ),
    ).toEqual([
      '2: curl calls POST /v1/chat/complete, which is not an operation in openapi/apipie.openapi.json',
      '3: curl calls DELETE /v1/embeddings, which is not an operation in openapi/apipie.openapi.json',
    ]);
  });

  it('reports a curl body that does not parse or has fields the schema lacks', () => {
    const md = `${fence}bash\ncurl https://apipie.ai/v1/embeddings -d '{"model": "text-embedding-3-small", "input": "x", "colour": "red"}'\ncurl https://apipie.ai/v1/embeddings -d '{"model": }'\ncurl https://apipie.ai/v1/chat/completions -d '{"model": "gpt-4o-mini", "messages": [{"role": "user", "contnt": "x"}]}'\n${fence}\n`;
    const problems = check(md);
    expect(problems[0]).toBe('2: field "colour" is not in the request schema of POST /v1/embeddings');
    expect(problems[1]).toMatch(/^3: curl JSON body does not parse/);
    expect(problems[2]).toBe('4: field "messages[0].contnt" is not in the request schema of POST /v1/chat/completions');
  });

  it('does not parse bodies the shell builds, but still checks their path', () => {
    const md = `${fence}bash\ncurl https://apipie.ai/v1/embeddings -d "{\\"model\\": \\"$MODEL\\"}"\ncurl https://apipie.ai/v1/embedding -d @body.json\n${fence}\n`;
    expect(check(md)).toEqual([
      '3: curl calls POST /v1/embedding, which is not an operation in openapi/apipie.openapi.json',
    ]);
  });

  it('reports unknown query parameters, form fields and API URLs in other languages', () => {
    const md = `${fence}bash\ncurl "https://apipie.ai/v1/models?flavour=x"\ncurl https://apipie.ai/urlshare -F "image=@a.png"\n${fence}\n\n${fence}python\nurl = "https://apipie.ai/v1/chat/complete"\n${fence}\n`;
    expect(check(md)).toEqual([
      '2: query parameter "flavour" is not a parameter of GET /v1/models',
      '3: form field "image" is not in the request schema of POST /urlshare',
      '7: URL https://apipie.ai/v1/chat/complete is not an APIpie API path or page',
    ]);
  });
});

describe('model ids in samples', () => {
  it('fails on a planted bad id, naming the file line, in every language', () => {
    const md = [
      '# Models',
      '',
      `${fence}bash`,
      'curl https://apipie.ai/v1/chat/completions \\',
      '  -H "Authorization: Bearer $APIPIE_API_KEY" \\',
      `  -d '{"model": "gpt-4o-mini", "messages": []}'`,
      fence,
      '',
      `${fence}python`,
      'client.chat.completions.create(',
      '    model="claude-3-5-sonet",',
      '    messages=[],',
      ')',
      fence,
      '',
      `${fence}ts`,
      `await client.chat.completions.create({model: 'gpt-5-ultra', messages: []});`,
      fence,
      '',
      `${fence}json`,
      '{"model": "gpt-4o-mini,llama-3.3-70b", "tools_model": "gpt-4o"}',
      fence,
      '',
      `${fence}yaml`,
      'model_list:',
      '  - model_name: fast',
      '    litellm_params:',
      '      model: openai/gpt-4o-mni',
      fence,
      '',
    ].join('\n');
    expect(check(md)).toEqual([
      '11: model "claude-3-5-sonet" is not in data/models.json (a typo, or an id no source records)',
      '17: model "gpt-5-ultra" is not in data/models.json (a typo, or an id no source records)',
      '21: model "llama-3.3-70b" is not in data/models.json (a typo, or an id no source records)',
      '28: model "gpt-4o-mni" is not in data/models.json (a typo, or an id no source records)',
    ]);
  });

  it('names a language-model id the newest list lacks, as a field or any other value, unless the fence says why', () => {
    const stale =
      '"llama-3.3-70b-instruct" is not in the model list of 2025-10-27 (data/models.json last shows it on 2025-03-11)';
    const md = [
      `${fence}json`,
      '{"model": "llama-3.3-70b-instruct"}',
      fence,
      '',
      `${fence}ini`,
      'FAST_LLM=llama-3.3-70b-instruct',
      fence,
      '',
      `${fence}bash`,
      'curl "https://apipie.ai/v1/models?model=llama-3.3-70b-instruct"',
      fence,
      '',
      `${fence}json older-id="the post calls the id of its day"`,
      '{"model": "llama-3.3-70b-instruct"}',
      fence,
      '',
      `${fence}json`,
      '{"model": "llama-3-3-70b-instruct", "input": "text-embedding-ada-002"}',
      fence,
      '',
    ].join('\n');
    expect(check(md)).toEqual([`2: model ${stale}`, `6: model ${stale}`, `10: model ${stale}`]);
    expect(hintFor(`model ${stale}`)).toMatch(/older-id=/);
  });

  it("accepts known ids, LiteLLM prefixes and placeholders, and leaves a local proxy's aliases alone", () => {
    const md = [
      `${fence}python`,
      'LLM(model="openai/claude-3-5-sonnet")',
      'x = dict(model="$APIPIE_MODEL", other="<APIpie model id>")',
      fence,
      '',
      `${fence}bash`,
      'curl http://localhost:4000/v1/chat/completions -d \'{"model": "my-alias"}\'',
      fence,
      '',
    ].join('\n');
    expect(check(md)).toEqual([]);
  });
});

describe('error codes in samples', () => {
  it('fails on a code or type the API reference does not name, in an error body or a comparison', () => {
    const md = [
      `${fence}json`,
      '{"error": {"message": "No key.", "type": "authentication_error", "code": "invalid_api_key"}}',
      fence,
      '',
      `${fence}python`,
      'if err.code == "rate_limit_exceeded" or err.code == "model_not_found":',
      '    pass',
      fence,
      '',
    ].join('\n');
    expect(check(md)).toEqual([
      '2: error code "invalid_api_key" is not in openapi/apipie.openapi.json (no source gives it, or a typo)',
      '2: error type "authentication_error" is not in openapi/apipie.openapi.json (no source gives it, or a typo)',
      '6: error code "model_not_found" is not in openapi/apipie.openapi.json (no source gives it, or a typo)',
    ]);
  });

  it('accepts the codes and types a source gives', () => {
    const md = `${fence}json\n{"error": {"message": "Too long.", "type": "invalid_request_error", "param": null, "code": "context_length_exceeded"}}\n${fence}\n\n${fence}ts\nif (body.error.code === 'ACCOUNT_ERROR') console.log('top up');\n${fence}\n`;
    expect(check(md)).toEqual([]);
  });
});

describe('calls to operations no source supports', () => {
  const call = `${fence}bash\ncurl https://apipie.ai/v1/state -d '{"user": "u", "settings": {"memory": 1}}'\n${fence}\n\n${fence}python\nrequests.get("https://apipie.ai/v1/state", params={"user": "u"})\n${fence}\n`;

  it("need the reference's note on the page, once per operation", () => {
    expect(check(call)).toEqual([
      '2: the sample calls POST /v1/state, which openapi/apipie.openapi.json marks unverified, but the page shows no <UnverifiedApiFacts> note for createUpdateStateSettingsMerge',
      '6: the sample calls GET /v1/state, which openapi/apipie.openapi.json marks unverified, but the page shows no <UnverifiedApiFacts> note for getCurrentStateSettings',
    ]);
    expect(check(`${call}\n<UnverifiedApiFacts operations={['createUpdateStateSettingsMerge']} />\n`)).toEqual([
      '6: the sample calls GET /v1/state, which openapi/apipie.openapi.json marks unverified, but the page shows no <UnverifiedApiFacts> note for getCurrentStateSettings',
    ]);
  });

  it('pass with a note for their tag', () => {
    expect(check(`<UnverifiedApiFacts tag="state" />\n\n${call}`)).toEqual([]);
  });
});

describe('APIpie fields in TypeScript samples', () => {
  it('fail when sent past the type checker, through unknown, or with fetch to an OpenAI-compatible operation', () => {
    const md = [
      `${fence}ts`,
      'await client.chat.completions.create({',
      "  model: 'gpt-4o-mini',",
      '  messages: [],',
      '  // @ts-expect-error provider is not in the SDK types',
      "  provider: 'openrouter',",
      '});',
      'const extra = completion as unknown as {provider: string};',
      fence,
      '',
      `${fence}ts`,
      "const body = {model: 'gpt-4o-mini', routing: 'price', messages: []};",
      "await fetch('https://apipie.ai/v1/chat/completions', {method: 'POST', body: JSON.stringify(body)});",
      fence,
      '',
    ].join('\n');
    expect(check(md)).toEqual([
      '5: TypeScript sample silences the type checker (@ts-expect-error)',
      '8: TypeScript sample casts through unknown',
      "13: TypeScript sample sends APIpie's fields to an OpenAI-compatible operation with fetch",
    ]);
  });

  it("pass in a type beside the SDK's, and with fetch to APIpie-only operations or without APIpie fields", () => {
    const md = [
      `${fence}ts`,
      "const params: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming & {routing?: 'price'} = {",
      "  model: 'gpt-4o-mini',",
      "  routing: 'price',",
      '  messages: [],',
      '};',
      'await client.chat.completions.create(params);',
      "await fetch('https://apipie.ai/v1/vectors/query', {method: 'POST', body: JSON.stringify({collectionName: 'x', vector: []})});",
      fence,
      '',
      `${fence}ts`,
      "await fetch('https://apipie.ai/v1/chat/completions', {method: 'POST', body: JSON.stringify({model: 'gpt-4o-mini', stream: true})});",
      fence,
      '',
    ].join('\n');
    expect(check(md)).toEqual([]);
  });
});

describe('model lookups', () => {
  it("flags code that hedges the model list's shape, in jq, Python and TypeScript", () => {
    const md = [
      `${fence}bash`,
      "curl -s https://apipie.ai/v1/models | jq -r '(.data? // .) | .[] | .model'",
      "curl -s https://apipie.ai/v1/models | jq -r '.data[] | .model'",
      fence,
      '',
      `${fence}python`,
      'models = body.get("data", []) if isinstance(body, dict) else body',
      'if isinstance(models, dict):',
      '    models = models.get("data", [])',
      'models = body["data"]',
      'ok = isinstance(value, dict)',
      fence,
      '',
      `${fence}ts`,
      'const models = Array.isArray(payload) ? payload : payload.data;',
      'const list = payload.data;',
      fence,
      '',
    ].join('\n');
    const shape = 'hedges the model list\'s shape: GET /v1/models answers {"object": "list", "data": [...]}';
    expect(check(md)).toEqual([`2: ${shape}`, `7: ${shape}`, `8: ${shape}`, `15: ${shape}`]);
  });

  it('flags grep and jq patterns that find only one spelling of a version', () => {
    const md = [
      `${fence}bash`,
      "curl -s https://apipie.ai/v1/models | grep -iE 'gpt-4\\.1'",
      "curl -s https://apipie.ai/v1/models | grep -i 'claude-3-7'",
      "curl -s https://apipie.ai/v1/models | grep -F 'gpt-4.1'",
      'curl -s https://apipie.ai/v1/models | jq -r \'.data[] | select(.id | test("llama-3\\\\.3"))\'',
      "curl -s https://apipie.ai/v1/models | grep -iE 'gpt-4[.-]1([^0-9]|$)|o4-mini|gpt-4o-2024-08-06|qwen-?3'",
      'curl -s https://apipie.ai/v1/models | jq -r \'.data[] | select(.id | test("gemini-2[.-]5"; "i"))\'',
      fence,
      '',
    ].join('\n');
    expect(check(md)).toEqual([
      '2: pattern "gpt-4\\.1" finds "4.1" but not "4-1": match both spellings of a version, e.g. 4[.-]1',
      '3: pattern "claude-3-7" finds "3-7" but not "3.7": match both spellings of a version, e.g. 3[.-]7',
      '4: pattern "gpt-4.1" finds "4.1" but not "4-1": match both spellings of a version, e.g. 4[.-]1',
      '5: pattern "llama-3\\.3" finds "3.3" but not "3-3": match both spellings of a version, e.g. 3[.-]3',
    ]);
  });
});

describe('hintFor', () => {
  it('says what to do about each kind of problem the checker reports', () => {
    expect(hintFor('JSON does not parse: Unexpected token')).toMatch(/^fix the JSON of the block/);
    expect(hintFor('curl calls POST /v1/x, which is not an operation in openapi/apipie.openapi.json')).toMatch(
      /^use a path and method of the API reference/,
    );
    expect(hintFor('field "colour" is not in the request schema of POST /v1/embeddings')).toMatch(
      /^remove the field or fix its name/,
    );
    expect(hintFor('code block has no language')).toMatch(/^add a language after the opening fence/);
    expect(hintFor('model "gpt-5-ultra" is not in data/models.json (a typo, or an id no source records)')).toMatch(
      /^use an id from data\/models\.json/,
    );
    expect(hintFor('pattern "gpt-4\\.1" finds "4.1" but not "4-1": match both spellings')).toMatch(/gpt-4\[\.-\]1/);
    expect(hintFor("hedges the model list's shape: GET /v1/models answers")).toMatch(
      /^read the list as the API answers it/,
    );
    expect(hintFor('something new')).toBe('fix the block so it is correct for its language.');
  });
});

describe('fence meta', () => {
  it('reads the vocabulary beside Docusaurus’ own keys', () => {
    expect(parseMeta('title="a.py" {1,3-4} showLineNumbers needs="photo.png receipt.jpg" env="A_MODEL=x B=y"')).toEqual(
      {
        meta: {needs: ['photo.png', 'receipt.jpg'], env: {A_MODEL: 'x', B: 'y'}, answer: []},
        problems: [],
      },
    );
    expect(parseMeta("fragment='uses client from above'").meta.fragment).toBe('uses client from above');
    expect(parseMeta('answer="model-list.json"').meta.answer).toEqual(['model-list.json']);
  });

  it('fails on an unknown key, a missing value or fixture, and a contradiction', () => {
    expect(parseMeta('fragmant="x"').problems).toEqual([
      expect.stringMatching(/^unknown fence meta key "fragmant" \(known: title, showLineNumbers, fragment/),
    ]);
    expect(parseMeta('fragment').problems).toEqual(['fence meta key "fragment" needs a value: fragment="..."']);
    expect(parseMeta('needs="nothing.png"').problems).toEqual([
      'needs="nothing.png": there is no such file in scripts/samples/fixtures/',
    ]);
    expect(parseMeta('answer="nothing.json"').problems).toEqual([
      'answer="nothing.json": there is no such file in scripts/samples/fixtures/answers/',
    ]);
    expect(parseMeta('service="docker" needs="photo.png"').problems).toEqual([
      'fence meta says the sample is not run, so needs, env and answer are not read: keep one or the other',
    ]);
    expect(parseMeta('env="model=x"').problems).toEqual(['env="model=x": write NAME=value pairs separated by spaces']);
  });

  it('is checked on every block, naming its line', () => {
    expect(check(`intro\n\n${fence}bash fragmant="one call"\necho hi\n${fence}\n`)).toEqual([
      expect.stringMatching(/^3: unknown fence meta key "fragmant"/),
    ]);
  });
});

describe("the API pages' generated samples", () => {
  const page = (samples: object[]) =>
    `---\napi_operation: "post /v1/parser"\n---\n\n# Parse\n\n<ApiCodeSamples samples={${JSON.stringify(samples)}} />\n`;

  it('are read from <ApiCodeSamples>, with the upload their operation names as needs', () => {
    const samples = pageSamples(
      'docs/api/x.api.mdx',
      page([{label: 'curl', language: 'bash', source: 'curl -F "file=@contract.pdf" https://apipie.ai/v1/parser'}]),
      (operation) => index.uploadOf(operation),
    );
    expect(samples).toEqual([
      {
        file: 'docs/api/x.api.mdx',
        line: 7,
        lang: 'bash',
        meta: 'needs="contract.pdf"',
        code: 'curl -F "file=@contract.pdf" https://apipie.ai/v1/parser',
        label: 'curl',
      },
    ]);
  });

  it('are checked like fenced blocks, named by their tab', () => {
    const problems = check(page([{label: 'Python (requests)', language: 'python', source: 'def f(:\n'}]));
    expect(problems).toEqual([expect.stringMatching(/^7: Python does not parse/)]);
  });
});

describe('what the OpenAI SDKs send unless told', () => {
  it('finds embeddings calls without encoding_format, in Python and TypeScript', () => {
    expect(sdkDefaultProblems('r = client.embeddings.create(\n    model="m", input=text\n)\n', 'python')).toEqual([
      {line: 1, message: expect.stringMatching(/asks embeddings\.create for base64/)},
    ]);
    expect(
      sdkDefaultProblems("await client.embeddings.create({model: 'm', input: f(x), encoding_format: 'float'});", 'ts'),
    ).toEqual([]);
  });
});

describe('configuration samples', () => {
  it('parse as TOML', () => {
    expect(check(`${fence}toml\n[a]\nb = "c"\n${fence}\n\n${fence}toml\n[a\n${fence}\n`)).toEqual([
      expect.stringMatching(/^6: TOML does not parse/),
    ]);
  });
});
