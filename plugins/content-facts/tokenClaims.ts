/**
 * Token counts a page states about models, checked against the model data: a count beside a
 * model id that none of that id's recorded limits (context window or answer limit) matches, or,
 * on a vendor's Models page, a count outside every limit recorded for that vendor's ids. Counts
 * written as "128K" or "2M" match a recorded limit that rounds to them in thousands (or 1,024s)
 * or millions.
 */

export type TokenClaimProblem = {line: number; message: string};

export type ModelLimits = {
  /** Every limit recorded per id: context windows and answer limits, across its variants. */
  byId: ReadonlyMap<string, readonly number[]>;
  /** Every limit recorded for the ids of a vendor's page, by the page's slug. */
  byVendor: ReadonlyMap<string, readonly number[]>;
  /** The context windows recorded for a vendor's ids, one per id and variant, by the page's slug. */
  contextsByVendor: ReadonlyMap<string, readonly number[]>;
  /** Each Models page's slug and the vendor name prose uses for it. */
  vendorNames: ReadonlyMap<string, string>;
};

/** `131,072`, `131072`, `128K`, `2M` (optionally "-token"); the raw text and its value. */
const countPattern = /(?<![\w.,$-])(\d{1,3}(?:,\d{3})+|\d{4,}|\d+(?:\.\d+)?\s?[KM])(?![\w,]|\.\d)/g;

type Count = {text: string; value: number; unit: 1 | 1000 | 1_000_000};

function parseCount(text: string): Count {
  const suffix = text.at(-1);
  if (suffix === 'K' || suffix === 'M') {
    const unit = suffix === 'K' ? 1000 : 1_000_000;
    return {text, value: Number(text.slice(0, -1).trim()) * unit, unit};
  }
  return {text, value: Number(text.replace(/,/g, '')), unit: 1};
}

/** Whether a stated count agrees with a recorded limit. */
function agrees(count: Count, recorded: number): boolean {
  if (count.unit === 1) return count.value === recorded;
  const n = count.value / count.unit;
  const binary = count.unit === 1000 ? 1024 : 1_048_576;
  return Math.round(recorded / count.unit) === n || Math.round(recorded / binary) === n;
}

/**
 * The page's prose as sentences (wrapped lines joined), each with the line it starts on, and its
 * table rows one by one. Fenced code is left alone: samples set `max_tokens` as they like.
 */
function proseUnits(text: string): {line: number; text: string; row: boolean}[] {
  const units: {line: number; text: string; row: boolean}[] = [];
  let fence: string | undefined;
  let paragraph: {line: number; text: string}[] = [];
  const flush = () => {
    let line = paragraph[0]?.line ?? 0;
    let sentence = '';
    for (const part of paragraph) {
      const pieces = part.text.split(/(?<=[.!?:])\s+(?=[A-Z`[(])/);
      pieces.forEach((piece, i) => {
        if (i > 0) {
          units.push({line, text: sentence, row: false});
          sentence = '';
          line = part.line;
        }
        sentence = sentence ? `${sentence} ${piece}` : piece;
        if (!sentence.trim()) line = part.line;
      });
    }
    if (sentence.trim()) units.push({line, text: sentence, row: false});
    paragraph = [];
  };
  text.split('\n').forEach((content, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(content)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      flush();
      fence = fence ? undefined : marker;
      return;
    }
    if (fence) return;
    if (content.trimStart().startsWith('|')) {
      flush();
      units.push({line: i + 1, text: content, row: true});
    } else if (!content.trim() || /^\s*([-*+]|\d+\.)\s/.test(content) || /^#/.test(content)) {
      flush();
      if (content.trim()) paragraph.push({line: i + 1, text: content});
    } else paragraph.push({line: i + 1, text: content});
  });
  flush();
  return units;
}

const tokenWord = /\btokens?\b|-token\b|context|window/i;

/** "every Qwen entry", "all listed models", "each id", "the Qwen models": a claim about all of a vendor's ids. */
const quantifier = (name: string) =>
  new RegExp(
    `\\b(every|all|each)\\b(\\s+[\\w-]+){0,3}?\\s+(models?|entr(y|ies)|ids?|variants?)\\b|\\bthe ${name} (models|entries|ids)\\b`,
    'i',
  );

/**
 * Token counts on a page that the model data contradicts. `vendor` is the slug of the Models page
 * the file is, if it is one.
 */
export function tokenClaimProblems(text: string, limits: ModelLimits, vendor?: string): TokenClaimProblem[] {
  const problems: TokenClaimProblem[] = [];
  for (const {line, text: content, row: isTableRow} of proseUnits(text)) {
    const ids = [...content.matchAll(/`([^`\s]+)`|\[`?([^`\]\s]+)`?\]/g)]
      .map((m) => m[1] ?? m[2]!)
      .filter((id) => limits.byId.has(id));
    if (!tokenWord.test(content) && !isTableRow) continue;
    const counts = [...content.matchAll(countPattern)].map((m) => parseCount(m[1]!.replace(/\s/g, '')));
    for (const count of counts) {
      // Not a token count: a small number, or a year.
      if (count.unit === 1 && (count.value < 1000 || /^(19|20)\d\d$/.test(count.text))) continue;
      const recorded = ids.flatMap((id) => limits.byId.get(id) ?? []);
      if (recorded.length > 0) {
        if (!recorded.some((r) => agrees(count, r)))
          problems.push({
            line,
            message: `states ${count.text} tokens for ${ids.map((id) => `"${id}"`).join(', ')}, but data/models.json records ${[
              ...new Set(recorded),
            ]
              .sort((a, b) => a - b)
              .map((r) => r.toLocaleString('en-US'))
              .join(', ')}: draw the figure from the data (<ModelSummary>, <ModelTable>) or correct it`,
          });
        continue;
      }
      if (ids.length > 0 || isTableRow) continue;
      for (const [slug, name] of limits.vendorNames) {
        const contexts = limits.contextsByVendor.get(slug) ?? [];
        const named = slug === vendor || new RegExp(`\\b${name}\\b`).test(content);
        // One figure for all ids; a sentence with several figures states ranges or families instead.
        if (!named || contexts.length === 0 || counts.length > 1 || !quantifier(name).test(content)) continue;
        const differ = contexts.filter((c) => !agrees(count, c));
        if (differ.length > 0)
          problems.push({
            line,
            message: `states ${count.text} tokens for all ${name} ids, but data/models.json records other context windows for ${differ.length} of them (${Math.min(...contexts).toLocaleString('en-US')} to ${Math.max(...contexts).toLocaleString('en-US')}): draw the figure from the data (<ModelSummary>) or correct it`,
          });
      }
      const range = vendor ? limits.byVendor.get(vendor) : undefined;
      if (range?.length) {
        const outside = count.value > Math.max(...range) * 1.05 || count.value < Math.min(...range) * 0.95;
        if (outside)
          problems.push({
            line,
            message: `states ${count.text} tokens, outside every limit data/models.json records for this page's ids (${Math.min(...range).toLocaleString('en-US')} to ${Math.max(...range).toLocaleString('en-US')}): draw the figure from the data (<ModelSummary>, <ModelTable>) or correct it`,
          });
      }
    }
  }
  return problems;
}
