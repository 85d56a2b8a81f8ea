import {parse, type ParseEntry} from 'shell-quote';

/** One `curl` invocation found in a shell block. */
export type CurlCall = {
  /** Line within the block where the command starts (1-based). */
  line: number;
  method: string;
  url: string;
  /** Raw value of -d/--data*, if any. */
  data?: string;
  /** True when the body comes from the shell (`$var`, `$(cmd)`, `@file`), so it is not literal JSON. */
  dynamicData?: boolean;
  /** Field names of -F/--form. */
  formFields: string[];
  /** True when the answer goes on to be read: piped to another command, captured by `$(...)` or saved to a file. */
  readsOutput?: boolean;
};

/** What shell-quote puts in place of an expansion (`$VAR`, `$(...)`), so a word can say it expands. */
const EXPANSION = '\u0000';

/**
 * Shell words of one command (shell-quote), with a flag for words that hold an expansion; an operator ends a word list.
 */
type Token = {text: string; expands: boolean} | {op: string};

export function shellTokens(command: string): Token[] {
  const word = (text: string): Token => ({text: text.replaceAll(EXPANSION, '$'), expands: text.includes(EXPANSION)});
  return parse(command, (name) => `${EXPANSION}${name}`).flatMap((entry: ParseEntry): Token[] => {
    if (typeof entry === 'string') return [word(entry)];
    if ('comment' in entry) return [];
    // An unquoted word with `*` or `?` (a URL's query) is a glob pattern to shell-quote, a word to curl.
    return entry.op === 'glob' ? [word(entry.pattern)] : [{op: entry.op}];
  });
}

/** The words of a shell command, quotes and escapes removed (expansions kept as `$`). */
export function shellWords(command: string): string[] {
  return shellTokens(command).flatMap((t) => ('text' in t ? [t.text] : []));
}

const dataFlags = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-ascii']);
const formFlags = new Set(['-F', '--form']);
const valueFlags = new Set([
  '-H',
  '--header',
  '-o',
  '--output',
  '-u',
  '--user',
  '-w',
  '--write-out',
  '--max-time',
  '-m',
  '-A',
  '--user-agent',
  '--connect-timeout',
  '--retry',
]);

/**
 * The lines of a shell snippet that make up each command starting with a curl call: continued lines and open quotes
 * joined.
 */
function curlCommands(shell: string): {line: number; command: string}[] {
  const commands: {line: number; command: string}[] = [];
  const lines = shell.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    if (!/(^|[\s;|&$(])curl\s/.test(lines[i]!)) continue;
    const start = i;
    let command = lines[i]!;
    while (/\\\s*$/.test(command) && i + 1 < lines.length) command = `${command.replace(/\\\s*$/, '')}\n${lines[++i]}`;
    // Multi-line quoted bodies continue until the quote closes.
    while ((command.match(/'/g) ?? []).length % 2 === 1 && i + 1 < lines.length) {
      command = `${command}\n${lines[++i]}`;
      while (/\\\s*$/.test(command) && i + 1 < lines.length)
        command = `${command.replace(/\\\s*$/, '')}\n${lines[++i]}`;
    }
    commands.push({line: start + 1, command});
  }
  return commands;
}

/** Finds every curl command in a shell snippet: its method, URL, body and form fields. */
export function curlCalls(shell: string): CurlCall[] {
  const calls: CurlCall[] = [];
  for (const {line, command} of curlCommands(shell)) {
    const tokens = shellTokens(command);
    const start = tokens.findIndex((t) => 'text' in t && t.text === 'curl');
    if (start < 0) continue;
    const call: CurlCall = {line, method: '', url: '', formFields: []};
    let readsOutput = /\$\(\s*curl\s/.test(command);
    for (let w = start + 1; w < tokens.length; w += 1) {
      const token = tokens[w]!;
      if ('op' in token) {
        // a pipe, `;`, `)`, a redirection: the curl command ends
        readsOutput ||= token.op === '|' || token.op === '>';
        break;
      }
      const word = token.text;
      const value = () => {
        const next = tokens[++w];
        return next && 'text' in next ? next : {text: '', expands: false};
      };
      if (word === '-X' || word === '--request') call.method = value().text.toUpperCase();
      else if (dataFlags.has(word)) {
        const data = value();
        call.data = data.text;
        call.dynamicData = data.expands || data.text.startsWith('@');
      } else if (formFlags.has(word)) call.formFields.push(value().text.split('=')[0]!);
      else if (word === '-o' || word === '--output') {
        readsOutput = true;
        w += 1;
      } else if (valueFlags.has(word)) w += 1;
      else if (/^https?:\/\//.test(word) && !call.url) call.url = word;
    }
    if (!call.method) call.method = call.data !== undefined || call.formFields.length > 0 ? 'POST' : 'GET';
    if (readsOutput) call.readsOutput = true;
    if (call.url) calls.push(call);
  }
  return calls;
}
