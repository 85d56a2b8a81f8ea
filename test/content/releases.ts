import type {Post} from './posts';

/**
 * Tools a post may name only from their release on: a post speaks as of its date (CONTRIBUTING,
 * "a post may only mention models and features that existed on that date"). Model ids are checked
 * against the model data's dates; this table holds the rest, each with the source of its date.
 */
export const releases: readonly {name: string; pattern: RegExp; released: string; source: string}[] = [
  {
    name: 'Codex CLI',
    pattern: /\bCodex CLI\b|@openai\/codex\b|\.codex\/config\.toml/i,
    released: '2025-04-16',
    source: 'issue 26: OpenAI released Codex CLI on 2025-04-16',
  },
];

/** What a post names before it existed: "Codex CLI (released 2025-04-16)". */
export function namedBeforeRelease(post: Post): string[] {
  const text = `${String(post.frontMatter.title ?? '')}\n${String(post.frontMatter.description ?? '')}\n${post.body}`;
  return releases
    .filter((release) => post.date < release.released && release.pattern.test(text))
    .map((release) => `${release.name} (released ${release.released})`);
}
