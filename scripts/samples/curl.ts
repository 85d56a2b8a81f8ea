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
};

/** Splits a shell command into words, honouring single and double quotes and backslash escapes. */
export function shellWords(command: string): string[] {
  return shellTokens(command).map((t) => t.text);
}

/** Shell words with a flag for words that contain an expansion (`$` outside single quotes). */
export function shellTokens(command: string): {text: string; expands: boolean}[] {
  const words: {text: string; expands: boolean}[] = [];
  let word = '';
  let inWord = false;
  let expands = false;
  let quote: '"' | "'" | null = null;
  for (let i = 0; i < command.length; i += 1) {
    const c = command[i]!;
    if (quote === "'") {
      if (c === "'") quote = null;
      else word += c;
      continue;
    }
    if (c === '$') expands = true;
    if (quote === '"') {
      if (c === '"') quote = null;
      else if (c === '\\' && i + 1 < command.length && '"\\$`'.includes(command[i + 1]!)) word += command[++i];
      else word += c;
      continue;
    }
    if (c === "'" || c === '"') {
      quote = c;
      inWord = true;
    } else if (c === '\\' && i + 1 < command.length) {
      word += command[++i];
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) words.push({text: word, expands});
      word = '';
      inWord = false;
      expands = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) words.push({text: word, expands});
  return words;
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

/** Finds every curl command in a shell snippet, joining backslash-continued lines. */
export function curlCalls(shell: string): CurlCall[] {
  const calls: CurlCall[] = [];
  const lines = shell.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    if (!/(^|[\s;|&$(])curl\s/.test(lines[i]!)) continue;
    const start = i;
    let command = lines[i]!;
    while (/\\\s*$/.test(command) && i + 1 < lines.length) {
      command = `${command.replace(/\\\s*$/, '')}\n${lines[++i]}`;
    }
    // Multi-line quoted bodies continue until the quote closes.
    while ((command.match(/'/g) ?? []).length % 2 === 1 && i + 1 < lines.length) {
      command = `${command}\n${lines[++i]}`;
      while (/\\\s*$/.test(command) && i + 1 < lines.length)
        command = `${command.replace(/\\\s*$/, '')}\n${lines[++i]}`;
    }
    const tokens = shellTokens(command.slice(command.search(/curl\s/)));
    const words = tokens.map((t) => t.text);
    const call: CurlCall = {line: start + 1, method: '', url: '', formFields: []};
    for (let w = 1; w < words.length; w += 1) {
      const word = words[w]!;
      if (word === '-X' || word === '--request') call.method = (words[++w] ?? '').toUpperCase();
      else if (dataFlags.has(word)) {
        call.data = words[++w];
        call.dynamicData = Boolean(tokens[w]?.expands) || (call.data ?? '').startsWith('@');
      } else if (formFlags.has(word)) call.formFields.push((words[++w] ?? '').split('=')[0]!);
      else if (valueFlags.has(word)) w += 1;
      else if (/^https?:\/\//.test(word) && !call.url) call.url = word;
      else if (/^[|;&]/.test(word)) break;
    }
    if (!call.method) call.method = call.data !== undefined || call.formFields.length > 0 ? 'POST' : 'GET';
    if (call.url) calls.push(call);
  }
  return calls;
}
