import {request} from 'node:http';

export type RawResponse = {status: number; headers: Record<string, string | string[] | undefined>; body: Buffer};

/**
 * One HTTP GET with exactly the given headers, without following redirects
 * or decoding the body (fetch would do both), so tests see what the server sent.
 */
export function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, {headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** All values of a header nginx may send more than once (Vary), as one lower-case list. */
export function headerValues(response: RawResponse, name: string): string[] {
  const raw = response.headers[name.toLowerCase()];
  return ([] as string[])
    .concat(raw ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
}
