import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadSpec} from 'apipie-docs-api-reference/node';
import {apiIndex} from '../apiCalls';
import {parseMeta} from '../meta';
import type {Problem, Sample} from '../samples';
import {answerShapes} from './answers';
import {planSamples} from './classify';
import {runSamples, type RunReport} from './runSamples';

const specFile = path.resolve('openapi/apipie.openapi.json');
const spec = loadSpec(specFile);
const index = apiIndex(spec);

/** Samples on an imaginary page, one per key, at lines 10, 20, 30... */
const cases = {
  curlOk: [
    'bash',
    '',
    `curl https://apipie.ai/v1/chat/completions -H "Authorization: Bearer $APIPIE_API_KEY" -H "Content-Type: application/json" \\\n  -d '{"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "Hi"}]}' | jq -r '.choices[0].message.content'`,
  ],
  curlNoKey: ['bash', '', 'curl -s https://apipie.ai/v1/models'],
  curlElsewhere: ['bash', '', 'curl -s https://example.com/ -o /dev/null\ncurl -s https://apipie.ai/v1/models'],
  shellUnset: ['bash', '', 'curl -s "https://apipie.ai/v1/models?model=$APIPIE_MODEL" -H "x-api-key: $APIPIE_API_KEY"'],
  shellEnv: [
    'bash',
    'env="APIPIE_MODEL=gpt-4o-mini"',
    'curl -s "https://apipie.ai/v1/models?model=$APIPIE_MODEL" -H "x-api-key: $APIPIE_API_KEY"',
  ],
  lookup: [
    'bash',
    'answer="model-list.json"',
    `curl -s https://apipie.ai/v1/models -H "x-api-key: $APIPIE_API_KEY" | jq -r '.data[].model' | grep -E '^phi-4'`,
  ],
  pythonRejected: [
    'python',
    '',
    [
      'import os',
      'import requests',
      'r = requests.post("https://apipie.ai/v1/embeddings",',
      '                  headers={"Authorization": f"Bearer {os.environ[\'APIPIE_API_KEY\']}"},',
      '                  json={"model": "text-embedding-3-small", "colour": "red"})',
      'print(r.status_code)',
    ].join('\n'),
  ],
  pythonOptional: [
    'python',
    '',
    [
      'import os',
      'import requests',
      'r = requests.get("https://apipie.ai/v1/models", headers={"x-api-key": os.environ["APIPIE_API_KEY"]})',
      'for m in r.json()["data"]:',
      '    print(m["model"], int(m["max_tokens"]))',
    ].join('\n'),
  ],
  pythonUpload: [
    'python',
    'needs="receipt.png"',
    [
      'import os',
      'import requests',
      'with open("receipt.png", "rb") as f:',
      '    r = requests.post("https://apipie.ai/urlshare", headers={"x-api-key": os.environ["APIPIE_API_KEY"]},',
      '                      files={"file": f})',
      'r.raise_for_status()',
      'print(r.json()["url"])',
    ].join('\n'),
  ],
  pythonElsewhere: ['python', '', 'import urllib.request\nurllib.request.urlopen("https://example.com/", timeout=5)'],
  pythonFragment: ['python', '', 'print(client.models.list())'],
  declaredFragment: ['python', 'fragment="uses the client above"', 'print(client.models.list())'],
  // Python samples run with the runner's preload on PYTHONPATH (the python/ folder): each must still see
  // what `python3 sample.py` sees.
  pythonAsMain: [
    'python',
    '',
    [
      'import os, sys',
      'import requests',
      'requests.get("https://apipie.ai/v1/models", headers={"Authorization": f"Bearer {os.environ[\'APIPIE_API_KEY\']}"}, timeout=60)',
      'state = (__name__, os.path.basename(__file__), os.path.isabs(__file__), sys.argv, sys.path[0], os.environ["HOME"])',
      'if state != ("__main__", "sample.py", True, ["sample.py"], os.getcwd(), os.getcwd()):',
      '    sys.exit(f"not as python3 sample.py: {state}")',
    ].join('\n'),
  ],
  pythonRaises: ['python', '', 'raise ValueError("from the sample")'],
  pythonExits: ['python', '', 'import sys\nsys.exit(3)'],
  typescriptSdk: [
    'ts',
    '',
    [
      "import OpenAI from 'openai';",
      "const client = new OpenAI({baseURL: 'https://apipie.ai/v1', apiKey: process.env.APIPIE_API_KEY});",
      "const completion = await client.chat.completions.create({model: 'gpt-4o-mini', messages: [{role: 'user', content: 'Hi'}], stream: true});",
      'for await (const chunk of completion) process.stdout.write(chunk.choices[0]?.delta.content ?? "");',
    ].join('\n'),
  ],
  typescriptElsewhere: ['ts', '', "await fetch('https://example.com/');"],
  noRequest: ['python', '', 'URL = "https://apipie.ai/v1/models"\n\ndef models():\n    pass'],
} as const;

type Case = keyof typeof cases;
const caseAt = (line: number) => Object.keys(cases)[line / 10 - 1] as Case;

describe('running samples against the mock', () => {
  let report: RunReport;
  const problemsOf = (name: Case): Problem[] =>
    report.problems.filter((p) => caseAt(Math.floor(p.line / 10) * 10) === name);
  const messages = (name: Case) => problemsOf(name).map((p) => p.message);

  beforeAll(async () => {
    const samples: Sample[] = Object.values(cases).map(([lang, meta, code], i) => ({
      file: 'page.md',
      line: (i + 1) * 10,
      lang,
      meta,
      code,
    }));
    const withMeta = samples.map((sample) => ({sample, meta: parseMeta(sample.meta).meta}));
    const planned = planSamples(withMeta).map((plan, i) => ({...withMeta[i]!, plan}));
    report = await runSamples(planned, spec, specFile, index);
    // No limit on the wall clock, which a busy machine stretches: Prism's start and each run have their own
    // limits on CPU time and a hang guard (execute.ts, prism.ts).
  }, 0);

  it('passes samples that run clean, on the examples and without optional fields', () => {
    for (const name of ['curlOk', 'shellEnv', 'lookup', 'pythonUpload', 'typescriptSdk'] as const)
      expect(messages(name), name).toEqual([]);
  });

  it("fails a request the mock rejects, with Prism's reason or the undeclared field, at the call's line", () => {
    expect(messages('curlNoKey')).toEqual([expect.stringMatching(/^the mock rejected GET \/v1\/models: Prism: /)]);
    expect(problemsOf('pythonRejected')).toEqual([
      {
        file: 'page.md',
        line: 73,
        label: undefined,
        message: expect.stringMatching(
          /^the mock rejected POST \/v1\/embeddings: field "colour" is not in the request schema of POST \/v1\/embeddings; Prism: Request body must have required property 'input' \(body\)$/,
        ),
      },
    ]);
  });

  it('fails a sample that reads an optional answer field as if it were always there', () => {
    expect(problemsOf('pythonOptional')).toEqual([
      expect.objectContaining({
        line: 85,
        message: expect.stringMatching(
          /^with answers that leave out every optional field, the sample exited with code 1:\n[\s\S]*KeyError: 'max_tokens'/,
        ),
      }),
    ]);
  });

  it('fails an undeclared fragment and counts a declared one out', () => {
    expect(messages('pythonFragment')).toEqual([
      expect.stringMatching(/^the sample exited with code 1:\n[\s\S]*NameError: name 'client' is not defined/),
    ]);
    expect(messages('declaredFragment')).toEqual([]);
    expect(messages('noRequest')).toEqual([expect.stringMatching(/^the sample made no request to the API/)]);
  });

  it('runs a Python sample as `python3 sample.py` would: as __main__, its exit code, its own traceback', () => {
    expect(messages('pythonAsMain')).toEqual([]);
    expect(messages('pythonRaises')).toEqual([
      expect.stringMatching(
        /^the sample exited with code 1:\n {4}Traceback \(most recent call last\):\n {6}File "sample\.py", line 1, in <module>\n {8}raise ValueError\("from the sample"\)\n {4}ValueError: from the sample$/,
      ),
    ]);
    expect(messages('pythonExits')).toEqual(['the sample exited with code 3:\n    (nothing on stderr)']);
  });

  it('stops a shell variable that is neither set nor declared', () => {
    expect(messages('shellUnset')).toEqual([expect.stringMatching(/APIPIE_MODEL: unbound variable/)]);
  });

  it('reaches no other host: curl, Python and Node are refused', () => {
    expect(messages('curlElsewhere')).toEqual([
      expect.stringMatching(/no network in sample runs: https:\/\/example\.com\//),
    ]);
    expect(messages('pythonElsewhere')).toEqual([
      expect.stringMatching(/no network in sample runs: a connection to example\.com/),
    ]);
    expect(messages('typescriptElsewhere')).toEqual([
      expect.stringMatching(/TypeError: fetch failed[\s\S]*no network in sample runs: a connection to example\.com/),
    ]);
  });

  it('counts runs per runtime', () => {
    expect(report.runs.shell.runs).toBeGreaterThanOrEqual(6);
    expect(report.runs.python.runs).toBeGreaterThanOrEqual(6);
    expect(report.runs.node.runs).toBeGreaterThanOrEqual(2);
  });
});

describe('answers without their optional fields', () => {
  const {requiredOnly} = answerShapes(spec);
  const schema = (
    spec.paths['/v1/chat/completions']!.post!.responses!['200']!.content!['application/json'] as {
      schema: unknown;
    }
  ).schema;

  it('keep only required fields, at every depth, in the oneOf branch the answer matches', () => {
    const completion = {
      id: 'c',
      object: 'chat.completion',
      created: 1,
      model: 'm',
      provider: 'openai',
      choices: [{index: 0, message: {role: 'assistant', content: 'Hi', tool_calls: []}, finish_reason: 'stop'}],
      usage: {total_tokens: 3},
    };
    expect(requiredOnly(completion, schema)).toEqual({
      id: 'c',
      object: 'chat.completion',
      created: 1,
      model: 'm',
      choices: [{index: 0, message: {role: 'assistant', content: 'Hi'}, finish_reason: 'stop'}],
    });
    expect(requiredOnly({queryResults: 'cleared', queryDetails: {cost: 0}}, schema)).toEqual({queryResults: 'cleared'});
  });
});
