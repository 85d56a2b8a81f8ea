import {STOP_WORDS} from './analysis';
import type {QueryWord} from './query';
import {isFieldName} from './tokenize';

/**
 * What a query asks for, told from its form alone (the kinds of need a docs site serves):
 * - `reference`: it names the API surface (an endpoint, a parameter or header, a field-like
 *   identifier, an HTTP method, a path, a status code) or a model id: the reference (a field
 *   table, the catalogue, an operation) answers it, more than a post that mentions the name;
 * - `task`: it asks how to do something ("how do I stream responses", "create a vector
 *   collection"): the guide or the operation that does it answers, more than a post about it;
 * - `explanation`: it asks what, why or which ("what is a token", "should I fine-tune or use
 *   RAG"), where a post that explains it competes with the guides;
 * - `fact`: a question after a figure or a bound ("how long can an answer be", "how many images
 *   per request", "maximum answer length") or, in the first person, after the reader's own
 *   account ("what did my requests cost", "do you store my prompts"): the guides' tables, the
 *   reference and the legal pages state limits, defaults and what an account shows; a post
 *   explains the subject in general;
 * - `topic`: anything else, a subject in plain words ("prompt caching", "text to speech").
 * The engine weighs posts by it (ranking.ts, intentRanking).
 */
export type QueryIntent = 'reference' | 'task' | 'explanation' | 'fact' | 'topic';

/**
 * Words that name the API surface rather than a subject (matched lowercase, singular or plural).
 * Not "request", "response" or "api" alone: readers say "my first request" or "api key" of a task.
 */
const API_WORDS = new Set([
  'endpoint',
  'parameter',
  'param',
  'header',
  'field',
  'body',
  'payload',
  'json',
  'schema',
  'status',
  'curl',
  'http',
  'operation',
]);

/** HTTP methods, as written in a request line: uppercase only, so the verbs "get" and "delete" stay plain words. */
const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether one typed word, as written, names the API surface. */
export function namesApiSurface(text: string, isLast = false): boolean {
  const lower = text.toLowerCase();
  return (
    API_WORDS.has(lower) ||
    API_WORDS.has(lower.replace(/s$/, '')) ||
    // "web search api", "request history api": the API of a thing, not "the api".
    (isLast && lower === 'api') ||
    HTTP_METHODS.has(text) ||
    text.includes('/') ||
    // A field or parameter: snake_case (`max_tokens`) or camelCase (`nextPaginationToken`).
    isFieldName(text) ||
    // A header (`X-Audio-Details`, `Retry-After`): capitalised parts joined by hyphens.
    /^[A-Z][a-z]*(?:-[A-Z][a-z]*)+$/.test(text) ||
    /^x-/i.test(text) ||
    // A model id (`gpt-5`, `phi-4`, `llama-3.3-70b-instruct`): a value of the request's `model` field.
    (/^[a-z][a-z0-9.]*(?:-[a-z0-9.]+)+$/i.test(text) && /\d/.test(text)) ||
    // An HTTP status code.
    /^[1-5]\d\d$/.test(text)
  );
}

/** Openings of a question asking how to do something ("where do I put my api key" asks where to do it). */
const TASK_OPENINGS = [/^(?:how|where) (?:do|can|should) (?:i|we|you)\b/, /^how to\b/, /^(?:can|do) i\b/];
/** A question asking which of several to choose: a post that compares them answers it, first person or not. */
const CHOICE_OPENINGS = [/^which\b/, /^should \w+/, /\b(?:vs|versus|or)\b/];
/** A question asking what something is, why, when or who. */
const EXPLANATION_OPENINGS = [/^(?:what|why|when|who)\b/, /^(?:is|are|does) \w+/];
/** A question after a quantity: how much, how many, how long, how big, how fast, how often. */
const MEASURE_OPENING = /^how (?:much|many|long|big|large|fast|often)\b/;
/** Words that ask for a bound ("maximum answer length", "image size limit"), as a measuring question does. */
const LIMIT_WORDS = new Set(['limit', 'limits', 'max', 'maximum', 'min', 'minimum', 'longest', 'largest']);
/**
 * Words for what the reader's account spends ("monthly spend", "charges per key"): a question with
 * one asks what the usage history or the cost fields show, as a first-person question does.
 */
const SPENDING_WORDS = new Set(
  'spend spends spent spending bill bills billed invoice invoices charge charges charged expense expenses'.split(' '),
);
/** The reader speaking of themself: "I", "my", "me", "mine". */
const FIRST_PERSON = new Set(['i', 'my', 'me', 'mine']);

/**
 * Verbs a task starts with, as readers type it ("create a vector collection", "send an image to
 * the model"): the verbs API operations and guides' headings start with. A noun phrase is a topic.
 */
const TASK_VERBS = new Set(
  (
    'add anonymize ask build call cancel change check choose clear close configure connect convert create ' +
    'delete describe disable download edit embed enable extract fetch find fix generate get handle insert install ' +
    'keep list lock make migrate move parse pick query read redact reduce remove retry route run scrape search see ' +
    'send set show start stop stream switch track transcribe translate turn update upload upsert use write'
  ).split(' '),
);

/** Whether a word, as typed, asks for a bound ("limit", "max", "longest"). */
export function isLimitWord(text: string): boolean {
  return LIMIT_WORDS.has(text.toLowerCase());
}

/** A question after a size, a count, a length or a speed: "how much" is left out, as it mostly asks a price. */
const BOUND_OPENING = /^how (?:many|long|big|large|fast|often)\b/;

/**
 * Whether a query asks for a bound ("how long can an answer be", "maximum speaking speed", "image
 * size limit"): the docs state bounds in the sections that list limits, parameters and fields, often
 * by a parameter's name the reader does not know (ranking.ts, boundRanking).
 */
export function asksForBound(words: readonly Pick<QueryWord, 'text'>[]): boolean {
  const phrase = words.map((word) => word.text.toLowerCase()).join(' ');
  return BOUND_OPENING.test(phrase) || words.some((word) => LIMIT_WORDS.has(word.text.toLowerCase()));
}

/** The intent of a query's words, as typed. */
export function queryIntent(words: readonly Pick<QueryWord, 'text'>[]): QueryIntent {
  const namesAnApi = (i: number) =>
    i > 0 && i === words.length - 1 && !STOP_WORDS.has(words[i - 1]!.text.toLowerCase());
  if (words.some((word, i) => namesApiSurface(word.text, namesAnApi(i)))) return 'reference';
  const phrase = words.map((word) => word.text.toLowerCase()).join(' ');
  if (TASK_OPENINGS.some((opening) => opening.test(phrase))) return 'task';
  if (CHOICE_OPENINGS.some((opening) => opening.test(phrase))) return 'explanation';
  if (words.length > 1 && TASK_VERBS.has(words[0]!.text.toLowerCase())) return 'task';
  const asksFor = (set: ReadonlySet<string>) => words.some((word) => set.has(word.text.toLowerCase()));
  if (MEASURE_OPENING.test(phrase) || asksFor(LIMIT_WORDS) || asksFor(FIRST_PERSON) || asksFor(SPENDING_WORDS))
    return 'fact';
  if (EXPLANATION_OPENINGS.some((opening) => opening.test(phrase))) return 'explanation';
  return 'topic';
}
