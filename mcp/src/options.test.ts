import {describe, expect, it} from 'vitest';
import {parseOptions, UsageError} from './options';

describe('parseOptions', () => {
  it('defaults to stdio on the production docs', () => {
    expect(parseOptions([])).toEqual({
      command: 'serve',
      baseUrl: new URL('https://apipie.ai/docs/'),
      timeoutMs: 15_000,
      http: null,
    });
  });

  it('reads --timeout in seconds, 0 for none', () => {
    expect(parseOptions(['--timeout', '2.5'])).toMatchObject({timeoutMs: 2500});
    expect(parseOptions(['--timeout', '0'])).toMatchObject({timeoutMs: null});
  });

  it('reads --base-url (adding the trailing slash) and --http with --port and --host', () => {
    const options = parseOptions([
      '--base-url',
      'http://localhost:3000/docs',
      '--http',
      '--port',
      '4701',
      '--host',
      '0.0.0.0',
    ]);
    expect(options).toEqual({
      command: 'serve',
      baseUrl: new URL('http://localhost:3000/docs/'),
      timeoutMs: 15_000,
      http: {port: 4701, host: '0.0.0.0'},
    });
    expect(parseOptions(['--http'])).toMatchObject({http: {port: 3030, host: '127.0.0.1'}});
  });

  it.each([
    [['--base-url', 'not a url'], /is not a URL/],
    [['--base-url', 'ftp://example.com/docs/'], /must be http or https/],
    [['--http', '--port', 'eighty'], /is not a port number/],
    [['--port', '80'], /only apply with --http/],
    [['--timeout', 'soon'], /is not a number of seconds/],
    [['--timeout=-1'], /is not a number of seconds/],
    [['--timeout', ''], /is not a number of seconds/],
    [['--verbose'], /Unknown option '--verbose'/],
    [['extra'], /Unexpected argument 'extra'/],
  ])('%j is a usage error', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(UsageError);
    expect(() => parseOptions(argv)).toThrow(message);
  });
});
