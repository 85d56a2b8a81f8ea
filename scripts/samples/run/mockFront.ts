import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {type OpenApiSpec, type Operation} from 'apipie-docs-api-reference/node';
import {undeclaredParts, type ApiIndex, type ApiRequest} from '../apiCalls';
import {answerShapes, type AnswerFixture} from './answers';

/**
 * How the mock answers a run: the description's examples as Prism serves them, or those with every optional field left
 * out.
 */
export type AnswerMode = 'examples' | 'required-only';

/** One request of a sample and what became of it. */
export type Exchange = {method: string; path: string; status: number; problems: string[]};

export type MockFront = {
  /** A base URL for one run of a sample (its requests are told apart by it) and the list its requests go into. */
  open(mode: AnswerMode, answers?: readonly AnswerFixture[]): {baseUrl: string; exchanges: Exchange[]};
  close(): Promise<void>;
};

type Violation = {location?: string[]; severity?: string; message?: string};

/**
 * The samples' side of the mock: an HTTP server in front of Prism that records each request under
 * the run it came from, adds the checks Prism does not make (a field, query parameter or form field
 * the description does not declare: Prism lets extra fields through), collects Prism's own verdict
 * (its `sl-violations` header), answers with a sample's answer fixture where it names one (after
 * Prism accepted the request), and in `required-only` mode answers without the optional fields
 * (Prism's dynamic mode cannot: its generator always fills optional fields, `alwaysFakeOptionals`).
 * A request with `"stream": true` asks Prism for the event stream, as the API answers it.
 */
export async function startMockFront(prismUrl: string, spec: OpenApiSpec, index: ApiIndex): Promise<MockFront> {
  const shapes = answerShapes(spec);
  const runs = new Map<string, {mode: AnswerMode; exchanges: Exchange[]; answers: readonly AnswerFixture[]}>();
  const prism = new URL(prismUrl);

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const [, token = '', rest = '/'] = /^\/([^/]+)(\/.*)?$/.exec(req.url ?? '/') ?? [];
      const run = runs.get(token);
      const url = new URL(rest, 'http://mock');
      const method = (req.method ?? 'GET').toUpperCase();
      const exchange: Exchange = {method, path: url.pathname, status: 0, problems: []};
      if (!run) {
        res.writeHead(404).end();
        return;
      }
      run.exchanges.push(exchange);
      const operation = index.find(method, url.pathname.replace(/\/$/, '') || '/');
      const request = readRequest(method, url, req.headers['content-type'] ?? '', body);
      if (!operation)
        exchange.problems.push(`${method} ${url.pathname} is not an operation in openapi/apipie.openapi.json`);
      else exchange.problems.push(...request.problems, ...undeclaredParts(request, operation, index));

      const headers = {...req.headers, host: prism.host};
      delete headers['content-length'];
      // The API picks its answer's type by the body (`stream`), not by Accept (the OpenAI SDK sends
      // `application/octet-stream` for speech, which Prism would refuse with 406).
      delete headers.accept;
      if ((request.json as {stream?: unknown} | undefined)?.stream === true) headers.accept = 'text/event-stream';
      const sent = request.form ? withPartTypes(body, String(req.headers['content-type'])) : body;
      const forward = http.request(
        {
          host: prism.hostname,
          port: prism.port,
          method,
          path: rest,
          headers: {...headers, 'content-length': sent.length},
        },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => parts.push(chunk));
          answer.on('end', () => {
            let text: Buffer = Buffer.concat(parts);
            const status = answer.statusCode ?? 500;
            let type = String(answer.headers['content-type'] ?? '');
            exchange.status = status;
            exchange.problems.push(...prismVerdict(answer.headers['sl-violations'], status, text));
            const fixture = run.answers.find((a) => a.operation === `${method} ${url.pathname}`);
            if (fixture && status === 200) {
              text = Buffer.from(JSON.stringify(fixture.body));
              type = 'application/json';
            }
            if (run.mode === 'required-only' && status < 300 && operation)
              text = withoutOptionalFields(text, type, operation, String(status), shapes.requiredOnly);
            const {'content-length': _, 'sl-violations': __, 'transfer-encoding': ___, ...kept} = answer.headers;
            res
              .writeHead(status, {...kept, ...(type && {'content-type': type}), 'content-length': text.length})
              .end(text);
          });
        },
      );
      forward.on('error', (error) => {
        exchange.problems.push(`the mock did not answer: ${error.message}`);
        res.writeHead(502).end();
      });
      forward.end(sent);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  let next = 0;
  return {
    open(mode, answers = []) {
      const token = `run${(next += 1)}`;
      const exchanges: Exchange[] = [];
      runs.set(token, {mode, exchanges, answers});
      return {baseUrl: `http://127.0.0.1:${port}/${token}`, exchanges};
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The parts of a request the description must declare, and a JSON body that does not parse. */
function readRequest(method: string, url: URL, type: string, body: Buffer): ApiRequest & {problems: string[]} {
  const request: ApiRequest & {problems: string[]} = {
    method,
    path: url.pathname,
    query: [...new Set(url.searchParams.keys())],
    problems: [],
  };
  if (type.startsWith('application/json') && body.length > 0) {
    try {
      request.json = JSON.parse(body.toString('utf8'));
    } catch (error) {
      request.problems.push(`the JSON body does not parse: ${(error as Error).message}`);
    }
  }
  if (type.startsWith('multipart/form-data'))
    request.form = [...body.toString('latin1').matchAll(/Content-Disposition: form-data; name="([^"]+)"/gi)].map(
      (m) => m[1]!,
    );
  return request;
}

/** Prism's reasons for rejecting a request (`sl-violations`), or its error answer when it gives none. */
function prismVerdict(header: string | string[] | undefined, status: number, body: Buffer): string[] {
  const violations = header ? (JSON.parse(String(header)) as Violation[]) : [];
  const reasons = violations
    .filter((v) => v.severity === 'Error' && v.location?.[0] === 'request')
    .map((v) => `${v.message ?? 'invalid'}${v.location!.length > 1 ? ` (${v.location!.slice(1).join('.')})` : ''}`);
  if (reasons.length > 0 || status < 400) return reasons.map((r) => `Prism: ${r}`);
  let detail = body.toString('utf8').slice(0, 300);
  try {
    const problem = JSON.parse(detail) as {title?: string; detail?: string};
    detail = [problem.title, problem.detail].filter(Boolean).join(': ') || detail;
  } catch {
    // not JSON: keep the text
  }
  return [`Prism answered ${status}: ${detail}`];
}

/**
 * The multipart body with a Content-Type on every file part that lacks one (Python's requests
 * sends none): Prism's multipart parser throws on such a part and Prism exits
 * (https://github.com/stoplightio/prism/issues/2672, open). The API reads the file either way.
 */
function withPartTypes(body: Buffer, contentType: string): Buffer {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return body;
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  const text = body.toString('latin1');
  const parts = text.split(delimiter).map((part) => {
    const end = part.indexOf('\r\n\r\n');
    if (end < 0) return part;
    const head = part.slice(0, end);
    return /filename=/i.test(head) && !/^content-type:/im.test(head)
      ? `${head}\r\nContent-Type: application/octet-stream${part.slice(end)}`
      : part;
  });
  return Buffer.from(parts.join(delimiter), 'latin1');
}

type MediaSchema = {schema?: {contentSchema?: unknown}};

/** The answer with the optional fields of its schema left out: JSON as a whole, an event stream event by event. */
function withoutOptionalFields(
  text: Buffer,
  type: string,
  operation: Operation,
  status: string,
  requiredOnly: (value: unknown, schema: unknown) => unknown,
): Buffer {
  const content = (operation.responses?.[status]?.content ?? {}) as Record<string, MediaSchema>;
  const media = Object.entries(content).find(([name]) => type.startsWith(name))?.[1];
  if (!media?.schema) return text;
  if (type.startsWith('application/json')) {
    return Buffer.from(JSON.stringify(requiredOnly(JSON.parse(text.toString('utf8')), media.schema)));
  }
  if (type.startsWith('text/event-stream') && media.schema.contentSchema) {
    const events = text.toString('utf8').replace(/^data: (\{.*\})$/gm, (_, json: string) => {
      return `data: ${JSON.stringify(requiredOnly(JSON.parse(json), media.schema!.contentSchema))}`;
    });
    return Buffer.from(events);
  }
  return text;
}
