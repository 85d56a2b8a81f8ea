/**
 * One way for TypeScript samples to send APIpie's own fields to an OpenAI-compatible operation:
 * through the OpenAI SDK, with a type that adds the fields to the SDK's parameter type
 * (`OpenAI.Chat.ChatCompletionCreateParamsNonStreaming & {routing?: ...}`). The SDK sends the
 * object as it is, the compiler checks APIpie's fields as well as OpenAI's, and the reader keeps
 * the SDK's retries, streaming and errors. A `@ts-expect-error` silences every error on its line
 * and breaks the day the SDK declares the field; a cast through `unknown` checks nothing; raw
 * `fetch` gives up the SDK that the guides promise keeps working.
 */

/** Operations that sources say follow OpenAI's request and response shapes (and transcription, presumably). */
const OPENAI_COMPATIBLE =
  /apipie\.ai\/v1\/(?:chat\/completions|embeddings|images\/generations|audio\/speech|audio\/transcriptions)\b/;

/** APIpie's own request fields on those operations: what OpenAI's types do not declare. */
const APIPIE_FIELDS = [
  'provider',
  'force_provider',
  'routing',
  'memory',
  'mem_session',
  'mem_expire',
  'mem_clear',
  'mem_msgs',
  'mem_length',
  'rag_tune',
  'integrity',
  'integrity_model',
  'inline_cli',
  'online',
  'searches',
  'scrape_length',
  'search_lang',
  'search_geo',
  'tools_model',
  'top_k',
  'repetition_penalty',
  'beam_size',
  'voice_settings',
];
const apipieField = new RegExp(`\\b(?:${APIPIE_FIELDS.join('|')})\\s*[:?]`);

const TYPESCRIPT = new Set(['ts', 'typescript', 'tsx']);

const lineOf = (code: string, index: number) => code.slice(0, index).split('\n').length;

/** Ways a TypeScript sample sends APIpie's fields other than the one the docs use, with their 1-based line. */
export function typescriptExtraFieldProblems(code: string, lang: string): {line: number; message: string}[] {
  if (!TYPESCRIPT.has(lang)) return [];
  const problems: {line: number; message: string}[] = [];
  for (const match of code.matchAll(/@ts-(?:expect-error|ignore)\b/g))
    problems.push({
      line: lineOf(code, match.index),
      message: `TypeScript sample silences the type checker (${match[0]})`,
    });
  for (const match of code.matchAll(/\bas unknown as\b/g))
    problems.push({line: lineOf(code, match.index), message: 'TypeScript sample casts through unknown'});
  const compatible = OPENAI_COMPATIBLE.exec(code);
  if (compatible && /\bfetch\(/.test(code) && apipieField.test(code))
    problems.push({
      line: lineOf(code, compatible.index),
      message: "TypeScript sample sends APIpie's fields to an OpenAI-compatible operation with fetch",
    });
  return problems;
}
