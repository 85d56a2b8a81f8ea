/**
 * Product facts shared by every config piece. Values come from the product
 * fact sheet; nothing here reads the environment.
 */
export const site = {
  title: 'APIpie',
  tagline: 'Take a Slice of the AI Pie',
  url: 'https://apipie.ai',
  /** The site's base URL path: the search index, the MCP server's default and the benches follow it. */
  baseUrl: '/docs/',
  productHome: 'https://apipie.ai',
  dashboardUrl: 'https://apipie.ai/dashboard',
  registerUrl: 'https://apipie.ai/profile/auth/register',
  subscribeUrl: 'https://apipie.ai/profile/subscribe',
  apiKeysUrl: 'https://apipie.ai/profile/api-keys',
  apiBaseUrl: 'https://apipie.ai/v1',
  supportEmail: 'support@neuronic.ai',
  discordUrl: 'https://discord.gg/Xky8bqP2CF',
  githubUrl: 'https://github.com/neuronic-ai',
  /**
   * The public docs repository the sources name (neuronic-ai/APIpie.ai-docs), written here only:
   * feedback issues and the search page's missing-results link open it. It holds APIpie's older
   * Markdown docs, not this site's code (so no page tells readers to clone it for mcp/, and
   * "Edit this page" does not open it).
   */
  docsRepoUrl: 'https://github.com/neuronic-ai/APIpie.ai-docs',
  /**
   * The web address of the repository this site is built from (https://host/owner/name), for
   * "Edit this page" when neither CI's variables nor the checkout's `origin` remote name it
   * (config/editLinks.ts). Unset: no edit links rather than broken ones.
   */
  sourceRepositoryUrl: undefined as string | undefined,
  /** The branch that is published (see .github/workflows/deploy.yml), which edit links open. */
  publishedBranch: 'main',
  company: 'Neuronic AI, Incorporated',
} as const;
