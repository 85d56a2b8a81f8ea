import {BASE_PATH} from '../src/search/constants';

/**
 * Product facts shared by every config piece. Values come from the product
 * fact sheet; nothing here reads the environment.
 */
export const site = {
  title: 'APIpie',
  tagline: 'Take a Slice of the AI Pie',
  url: 'https://apipie.ai',
  baseUrl: BASE_PATH,
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
   * feedback issues, the search page's missing-results link and "Edit this page" open it. It holds
   * APIpie's older Markdown docs, not this site's code (so no page tells readers to clone it for mcp/).
   */
  docsRepoUrl: 'https://github.com/neuronic-ai/APIpie.ai-docs',
  /** "Edit this page" opens the file on the branch that is published (see .github/workflows/deploy.yml). */
  get docsRepoEditUrl(): string {
    return `${this.docsRepoUrl}/edit/main/`;
  },
  company: 'Neuronic AI, Incorporated',
} as const;
