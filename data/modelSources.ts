/**
 * The sources a model fact may come from, keyed as in the team's fact sheet. Every variant in
 * data/models.json names one of these keys and the date it was seen there; the catalogue's legend
 * and each row's "Seen" cell are written from this table.
 */
export const sourceKeys = ['R', 'W', 'T', 'S', 'L'] as const;

export type SourceKey = (typeof sourceKeys)[number];

export type ModelSource = {
  /** A few words for the catalogue's legend. */
  name: string;
  /** What the source is and how far to trust it, in one sentence. */
  description: string;
  /** Where a reader can check it. */
  url?: string;
};

export const modelSources: Record<SourceKey, ModelSource> = {
  R: {
    name: 'APIpie docs repository',
    description:
      'The Models pages of the older APIpie docs, neuronic-ai/APIpie.ai-docs, committed on 2025-03-11: ids, limits and providers as the vendor pages listed them.',
    url: 'https://github.com/neuronic-ai/APIpie.ai-docs/tree/main/docs/Models',
  },
  W: {
    name: 'apipie.ai page',
    description: 'A published page of apipie.ai.',
    url: 'https://apipie.ai',
  },
  T: {
    name: 'third-party code',
    description: 'Public code or issues of other projects that call APIpie: weaker evidence.',
  },
  S: {
    name: 'API list snapshot',
    description:
      "APIpie's GET /v1/models/detailed as listed on 2025-10-27 (enabled, available language models only), saved by a generator in charmbracelet/catwalk (MIT licence): one variant per provider entry, with context window, reasoning and attachment flags; its labels and prices are not used.",
    url: 'https://github.com/charmbracelet/catwalk/blob/8d061f78d902192684b94df3d9356c0e9d7ef611/internal/providers/configs/apipie.json',
  },
  L: {
    name: 'live API',
    description: 'GET /v1/models/detailed as npm run sync:models fetched it on the date given.',
  },
};
