/**
 * What the OpenAI SDKs send unless a sample says otherwise, where APIpie's description takes less.
 * Both SDKs ask `POST /v1/embeddings` for `encoding_format: "base64"` when none is given (and decode
 * it), but the description takes `float` or `np`: the run against the mock rejects such a call, and
 * this check finds it in the Python samples that cannot run here.
 */
const SDK_LANGUAGES = new Set(['python', 'py', 'ts', 'typescript', 'js', 'javascript', 'mjs']);

/** The text of a call's arguments: from its opening parenthesis to the one that closes it. */
function argumentsOf(code: string, open: number): string {
  let depth = 0;
  for (let i = open; i < code.length; i += 1) {
    if (code[i] === '(') depth += 1;
    else if (code[i] === ')' && (depth -= 1) === 0) return code.slice(open, i + 1);
  }
  return code.slice(open);
}

/** SDK embeddings calls without an `encoding_format`, with their 1-based line. */
export function sdkDefaultProblems(code: string, lang: string): {line: number; message: string}[] {
  if (!SDK_LANGUAGES.has(lang)) return [];
  return [...code.matchAll(/\bembeddings\.create\(/g)]
    .filter((match) => !/\bencoding_format\b/.test(argumentsOf(code, match.index + match[0].length - 1)))
    .map((match) => ({
      line: code.slice(0, match.index).split('\n').length,
      message:
        'the OpenAI SDK asks embeddings.create for base64 unless encoding_format is given, and the API takes float or np',
    }));
}
