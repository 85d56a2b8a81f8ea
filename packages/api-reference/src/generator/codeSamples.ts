import {firstExample, type CodeSample, type OperationEntry} from './loadSpec';
import {jsLiteral, pythonKwargs, pythonLiteral, shellQuotedJson} from './literals';

/**
 * Builds the `x-codeSamples` of an operation from its own request example,
 * so every sample uses the operation's real path, method and fields.
 * Multipart fields named `file` are uploads; everything else is a form value.
 */

type Request = {
  url: string;
  method: string;
  json?: Record<string, unknown>;
  form?: Record<string, unknown>;
  /** File name the response body is saved to, for binary answers such as audio. */
  saveAs?: string;
};

/** Request fields the official OpenAI SDKs know, per OpenAI-compatible operation, and the SDK's parameter type. */
const openAiOperations: Record<
  string,
  {fields: string[]; python: string; ts: string; tsParams: string; pyResult: string; tsResult: string}
> = {
  chatcompletions: {
    fields: [
      'model',
      'messages',
      'max_tokens',
      'temperature',
      'top_p',
      'n',
      'stream',
      'stream_options',
      'tools',
      'tool_choice',
      'frequency_penalty',
      'presence_penalty',
      'user',
      'web_search_options',
    ],
    python: 'client.chat.completions.create',
    ts: 'client.chat.completions.create',
    tsParams: 'OpenAI.Chat.ChatCompletionCreateParamsNonStreaming',
    pyResult: 'print(result.choices[0].message.content)',
    tsResult: 'console.log(result.choices[0]?.message.content);',
  },
  embeddingsllm: {
    fields: ['model', 'input', 'encoding_format', 'dimensions'],
    python: 'client.embeddings.create',
    ts: 'client.embeddings.create',
    tsParams: 'OpenAI.EmbeddingCreateParams',
    pyResult: 'print(len(result.data[0].embedding))',
    tsResult: 'console.log(result.data[0]?.embedding.length);',
  },
  imageGeneration: {
    fields: ['prompt', 'model', 'n', 'size', 'quality', 'style', 'response_format'],
    python: 'client.images.generate',
    ts: 'client.images.generate',
    tsParams: 'OpenAI.ImageGenerateParams',
    pyResult: 'print(result.data[0].url)',
    tsResult: 'console.log(result.data?.[0]?.url);',
  },
  transcribeAudioToText: {
    fields: ['file', 'model', 'response_format', 'prompt', 'temperature', 'language'],
    python: 'client.audio.transcriptions.create',
    ts: 'client.audio.transcriptions.create',
    tsParams: 'OpenAI.Audio.TranscriptionCreateParams',
    pyResult: 'print(result.text)',
    tsResult: 'console.log(result.text);',
  },
  textToSpeechConversion: {
    fields: ['model', 'input', 'voice', 'response_format', 'speed'],
    python: 'client.audio.speech.with_streaming_response.create',
    ts: 'client.audio.speech.create',
    tsParams: 'OpenAI.Audio.SpeechCreateParams',
    pyResult: '',
    tsResult: '',
  },
};

function buildRequest(server: string, {path, method, operation}: OperationEntry): Request {
  const query = new URLSearchParams();
  for (const param of operation.parameters ?? []) {
    if (param.in === 'query' && param.example !== undefined) query.set(param.name, String(param.example));
  }
  const search = query.toString();
  const request: Request = {url: `${server}${path}${search ? `?${search}` : ''}`, method: method.toUpperCase()};
  const content = operation.requestBody?.content ?? {};
  const jsonBody = firstExample(content['application/json']);
  const formBody = firstExample(content['multipart/form-data']);
  if (jsonBody !== undefined) request.json = jsonBody as Record<string, unknown>;
  if (formBody !== undefined) request.form = formBody as Record<string, unknown>;
  const ok = operation.responses?.['200']?.content ?? {};
  const audio = Object.keys(ok).find((type) => type.startsWith('audio/'));
  if (audio) request.saveAs = `speech.${audio === 'audio/mpeg' ? 'mp3' : 'ogg'}`;
  return request;
}

function curl(r: Request): string {
  const lines = [
    r.method === 'GET' ? `curl "${r.url}"` : `curl -X ${r.method} "${r.url}"`,
    `  -H "Authorization: Bearer $APIPIE_API_KEY"`,
  ];
  if (r.json) lines.push(`  -H "Content-Type: application/json"`, `  -d ${shellQuotedJson(r.json)}`);
  for (const [key, value] of Object.entries(r.form ?? {})) {
    lines.push(key === 'file' ? `  -F "file=@${value}"` : `  -F "${key}=${value}"`);
  }
  if (r.saveAs) lines.push(`  --output ${r.saveAs}`);
  return lines.join(' \\\n');
}

function pythonRequests(r: Request): string {
  const fn = r.method.toLowerCase();
  const args = [
    `    ${JSON.stringify(r.url.split('?')[0])},`,
    `    headers={"Authorization": f"Bearer {os.environ['APIPIE_API_KEY']}"},`,
  ];
  const query = r.url.includes('?') ? Object.fromEntries(new URLSearchParams(r.url.split('?')[1])) : null;
  if (query) args.push(`    params=${pythonLiteral(query, 1)},`);
  if (r.json) args.push(`    json=${pythonLiteral(r.json, 1)},`);
  const form = Object.fromEntries(
    Object.entries(r.form ?? {})
      .filter(([k]) => k !== 'file')
      .map(([k, v]) => [k, String(v)]),
  );
  const file = r.form?.file;
  if (file !== undefined) args.push(`    files={"file": upload},`);
  if (Object.keys(form).length > 0) args.push(`    data=${pythonLiteral(form, 1)},`);
  args.push('    timeout=120,');
  const call = `response = requests.${fn}(\n${args.join('\n')}\n)\nresponse.raise_for_status()`;
  const body =
    file !== undefined ? `with open(${JSON.stringify(file)}, "rb") as upload:\n${indent(call, '    ')}` : call;
  const output = r.saveAs
    ? `with open(${JSON.stringify(r.saveAs)}, "wb") as audio:\n    audio.write(response.content)\nprint(response.headers.get("X-Audio-Details"))`
    : 'print(response.json())';
  return `import os\n\nimport requests\n\n${body}\n${output}\n`;
}

function tsFetch(r: Request): string {
  const imports: string[] = [];
  const prelude: string[] = [];
  const init = [`  method: '${r.method}',`];
  const headers = ['    Authorization: `Bearer ${process.env.APIPIE_API_KEY}`,'];
  if (r.json) {
    headers.push(`    'Content-Type': 'application/json',`);
  }
  init.push(`  headers: {\n${headers.join('\n')}\n  },`);
  if (r.json) init.push(`  body: JSON.stringify(${jsLiteral(r.json, 1)}),`);
  if (r.form) {
    const fsNames = r.form.file !== undefined ? ['readFileSync'] : [];
    if (r.saveAs) fsNames.push('writeFileSync');
    if (fsNames.length) imports.push(`import {${fsNames.join(', ')}} from 'node:fs';`);
    prelude.push('const form = new FormData();');
    for (const [key, value] of Object.entries(r.form)) {
      prelude.push(
        key === 'file'
          ? `form.append('file', new Blob([readFileSync(${JSON.stringify(value)})]), ${JSON.stringify(value)});`
          : `form.append(${JSON.stringify(key)}, ${JSON.stringify(String(value))});`,
      );
    }
    init.push('  body: form,');
  } else if (r.saveAs) {
    imports.push(`import {writeFileSync} from 'node:fs';`);
  }
  const output = r.saveAs
    ? `writeFileSync(${JSON.stringify(r.saveAs)}, Buffer.from(await response.arrayBuffer()));\nconsole.log(response.headers.get('X-Audio-Details'));`
    : 'console.log(await response.json());';
  return [
    ...(imports.length ? [...imports, ''] : []),
    ...(prelude.length ? [...prelude, ''] : []),
    `const response = await fetch(${JSON.stringify(r.url)}, {\n${init.join('\n')}\n});`,
    'if (!response.ok) {',
    '  throw new Error(`APIpie answered ${response.status}: ${await response.text()}`);',
    '}',
    output,
    '',
  ].join('\n');
}

function go(r: Request): string {
  const imports = new Set(['fmt', 'io', 'net/http', 'os']);
  const setup: string[] = [];
  let bodyExpr = 'nil';
  if (r.json) {
    imports.add('strings');
    setup.push(`\tbody := strings.NewReader(\`${JSON.stringify(r.json, null, 2).replace(/\n/g, '\n\t')}\`)`);
    bodyExpr = 'body';
  }
  if (r.form) {
    imports.add('bytes');
    imports.add('mime/multipart');
    setup.push('\tvar body bytes.Buffer', '\tform := multipart.NewWriter(&body)');
    for (const [key, value] of Object.entries(r.form)) {
      if (key === 'file') {
        setup.push(
          `\tfile, err := os.Open(${JSON.stringify(value)})`,
          '\tif err != nil {\n\t\tpanic(err)\n\t}',
          '\tdefer file.Close()',
          `\tpart, err := form.CreateFormFile("file", ${JSON.stringify(value)})`,
          '\tif err != nil {\n\t\tpanic(err)\n\t}',
          '\tif _, err := io.Copy(part, file); err != nil {\n\t\tpanic(err)\n\t}',
        );
      } else {
        setup.push(
          `\tif err := form.WriteField(${JSON.stringify(key)}, ${JSON.stringify(String(value))}); err != nil {\n\t\tpanic(err)\n\t}`,
        );
      }
    }
    setup.push('\tif err := form.Close(); err != nil {\n\t\tpanic(err)\n\t}');
    bodyExpr = '&body';
  }
  const lines = [
    ...setup,
    `\treq, err := http.NewRequest(${JSON.stringify(r.method)}, ${JSON.stringify(r.url)}, ${bodyExpr})`,
    '\tif err != nil {\n\t\tpanic(err)\n\t}',
    '\treq.Header.Set("Authorization", "Bearer "+os.Getenv("APIPIE_API_KEY"))',
  ];
  if (r.json) lines.push('\treq.Header.Set("Content-Type", "application/json")');
  if (r.form) lines.push('\treq.Header.Set("Content-Type", form.FormDataContentType())');
  lines.push(
    '',
    '\tres, err := http.DefaultClient.Do(req)',
    '\tif err != nil {\n\t\tpanic(err)\n\t}',
    '\tdefer res.Body.Close()',
    '',
    '\tdata, err := io.ReadAll(res.Body)',
    '\tif err != nil {\n\t\tpanic(err)\n\t}',
    '\tfmt.Println(res.Status)',
  );
  if (r.saveAs) {
    lines.push(`\tif err := os.WriteFile(${JSON.stringify(r.saveAs)}, data, 0o644); err != nil {\n\t\tpanic(err)\n\t}`);
    lines.push('\tfmt.Println(res.Header.Get("X-Audio-Details"))');
  } else {
    lines.push('\tfmt.Println(string(data))');
  }
  const importBlock = [...imports]
    .sort()
    .map((name) => `\t"${name}"`)
    .join('\n');
  return `package main\n\nimport (\n${importBlock}\n)\n\nfunc main() {\n${lines.join('\n')}\n}\n`;
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line ? prefix + line : line))
    .join('\n');
}

function split(body: Record<string, unknown>, known: string[]) {
  const sdk: Record<string, unknown> = {};
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) (known.includes(key) ? sdk : extra)[key] = value;
  return {sdk, extra};
}

function pythonSdk(operationId: string, r: Request): string | null {
  const op = openAiOperations[operationId];
  const body = r.json ?? r.form;
  if (!op || !body) return null;
  const {sdk, extra} = split(body, op.fields);
  const file = sdk.file;
  delete sdk.file;
  let kwargs = pythonKwargs(sdk);
  if (file !== undefined) kwargs = `    file=upload,\n${kwargs}`;
  if (Object.keys(extra).length > 0) kwargs += `\n    extra_body=${pythonLiteral(extra, 1)},`;
  const head =
    'import os\n\nfrom openai import OpenAI\n\nclient = OpenAI(\n    base_url="https://apipie.ai/v1",\n    api_key=os.environ["APIPIE_API_KEY"],\n)\n\n';
  if (r.saveAs) {
    return `${head}with ${op.python}(\n${kwargs}\n) as response:\n    response.stream_to_file(${JSON.stringify(r.saveAs)})\n`;
  }
  const call = `result = ${op.python}(\n${kwargs}\n)`;
  if (file !== undefined) {
    return `${head}with open(${JSON.stringify(file)}, "rb") as upload:\n${indent(call, '    ')}\n${op.pyResult}\n`;
  }
  return `${head}${call}\n${op.pyResult}\n`;
}

/** The TypeScript type of an example value, for the fields a request adds to the SDK's parameter type. */
function tsType(value: unknown): string {
  if (Array.isArray(value)) return 'unknown[]';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'Record<string, unknown>';
  return typeof value;
}

/**
 * The OpenAI SDK sample. APIpie's own fields go into a type that adds them to the SDK's parameter
 * type (CONTRIBUTING, Style): the SDK sends the object as it is and the compiler checks both.
 */
function tsSdk(operationId: string, r: Request): string | null {
  const op = openAiOperations[operationId];
  const body = r.json ?? r.form;
  if (!op || !body) return null;
  const {file, ...rest} = body;
  const params = file !== undefined ? {file: '__FILE__', ...rest} : rest;
  const literal = jsLiteral(params).replace(`"__FILE__"`, `createReadStream(${JSON.stringify(file)})`);
  const imports = [`import OpenAI from 'openai';`];
  if (file !== undefined) imports.unshift(`import {createReadStream} from 'node:fs';`);
  if (r.saveAs) imports.unshift(`import {writeFileSync} from 'node:fs';`);
  const {extra} = split(body, op.fields);
  const added = Object.entries(extra).map(([key, value]) => `${key}?: ${tsType(value)}`);
  const name = r.saveAs ? 'response' : 'result';
  const request =
    added.length > 0
      ? `const params: ${op.tsParams} & {${added.join('; ')}} = ${literal};\nconst ${name} = await ${op.ts}(params);`
      : `const ${name} = await ${op.ts}(${literal});`;
  const output = r.saveAs
    ? `writeFileSync(${JSON.stringify(r.saveAs)}, Buffer.from(await response.arrayBuffer()));\nconsole.log(response.headers.get('X-Audio-Details'));`
    : op.tsResult;
  return `${imports.join('\n')}\n\nconst client = new OpenAI({\n  baseURL: 'https://apipie.ai/v1',\n  apiKey: process.env.APIPIE_API_KEY,\n});\n\n${request}\n${output}\n`;
}

/** All samples of one operation, in the order the reference shows them. */
export function codeSamples(server: string, entry: OperationEntry): CodeSample[] {
  const r = buildRequest(server, entry);
  const id = entry.operation.operationId ?? '';
  const samples: CodeSample[] = [{lang: 'Shell', label: 'curl', source: curl(r)}];
  const py = pythonSdk(id, r);
  if (py) samples.push({lang: 'Python', label: 'Python (OpenAI SDK)', source: py});
  samples.push({lang: 'Python', label: 'Python (requests)', source: pythonRequests(r)});
  const ts = tsSdk(id, r);
  if (ts) samples.push({lang: 'TypeScript', label: 'TypeScript (OpenAI SDK)', source: ts});
  // APIpie's fields go to an OpenAI-compatible operation through the SDK only (CONTRIBUTING, Style).
  const op = openAiOperations[id];
  const extras = op && Object.keys(split(r.json ?? r.form ?? {}, op.fields).extra).length > 0;
  if (!extras) samples.push({lang: 'TypeScript', label: 'TypeScript (fetch)', source: tsFetch(r)});
  samples.push({lang: 'Go', label: 'Go', source: go(r)});
  return samples;
}
