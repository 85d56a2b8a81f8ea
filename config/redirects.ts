/**
 * Every redirect the site serves, in one table. Paths are relative to the
 * site base (/docs/), the same convention as routes.json. A redirect may only
 * point at a page that exists: the redirect plugin fails the build otherwise.
 */
import type {Redirect} from 'apipie-docs-redirects';

export type {Redirect};

/** Pages that moved: each old path leads to the page that replaced it. */
const movedPages: readonly Redirect[] = [
  // Old API reference entry points.
  {from: '/api', to: '/api/introduction'},
  {from: '/api/rate-limits', to: '/api/introduction'},
  // Operations renamed when the reference moved to generated pages.
  {from: '/api/search', to: '/api/web-search'},
  {from: '/api/scrape', to: '/api/web-scrape'},
  {from: '/api/models', to: '/api/fetchmodels'},
  // The old reference nested operations in per-tag folders.
  {from: '/api/Audio/text-to-speech-conversion', to: '/api/text-to-speech-conversion'},
  {from: '/api/Chat/chatcompletions', to: '/api/chatcompletions'},
  {from: '/api/Embeddings/embeddingsllm', to: '/api/embeddingsllm'},
  {from: '/api/Images/image-generation', to: '/api/image-generation'},
  {from: '/api/Models/fetchmodels', to: '/api/fetchmodels'},
  {from: '/api/Queries/queries', to: '/api/queries'},
  {from: '/api/Vectors/create-collection', to: '/api/create-collection'},
  {from: '/api/Vectors/delete-vector-collection', to: '/api/delete-vector-collection'},
  {from: '/api/Vectors/get-vector-record', to: '/api/get-vector-record'},
  {from: '/api/Vectors/list-vector-collections', to: '/api/list-vector-collections'},
  {from: '/api/Vectors/list-vector-ids', to: '/api/list-vector-ids'},
  {from: '/api/Vectors/query-vectors', to: '/api/query-vectors'},
  {from: '/api/Vectors/update-vector-collection', to: '/api/update-vector-collection'},
  // Old per-tag index pages are now generated category pages.
  {from: '/api/audio', to: '/category/api/audio'},
  {from: '/api/embeddings', to: '/category/api/embeddings'},
  {from: '/api/chat', to: '/category/api/chat'},
  {from: '/api/ragtune', to: '/category/api/ragtune'},
  {from: '/api/urlshare', to: '/category/api/urlshare'},
  {from: '/api/vectors', to: '/category/api/vectors'},
  // Section roots lead to their first page.
  {from: '/Terms', to: '/Terms/user-agreement'},
  {from: '/Features', to: '/Features/Overview'},
  {from: '/Models', to: '/Models/Overview'},
  {from: '/Integrations', to: '/Integrations/Overview'},
  {from: '/Migrate', to: '/Migrate/Openai'},
  // The inline search page was renamed when it became search grounding.
  {from: '/Features/Search', to: '/Features/Internetsearch'},
  // Integration guides used to sit flat in one folder; they are grouped now.
  {from: '/Integrations/Agno', to: '/Integrations/Agent-Frameworks/Agno'},
  {from: '/Integrations/AutoGen', to: '/Integrations/Agent-Frameworks/AutoGen'},
  {from: '/Integrations/AutoGPT', to: '/Integrations/Agent-Frameworks/AutoGPT'},
  {from: '/Integrations/Composio', to: '/Integrations/Agent-Frameworks/Composio'},
  {from: '/Integrations/CrewAI', to: '/Integrations/Agent-Frameworks/CrewAI'},
  {from: '/Integrations/DSPy', to: '/Integrations/Agent-Frameworks/DSPy'},
  {from: '/Integrations/Google-ADK', to: '/Integrations/Agent-Frameworks/Google-ADK'},
  {from: '/Integrations/HuggingFace', to: '/Integrations/Agent-Frameworks/HuggingFace'},
  {from: '/Integrations/Langchain', to: '/Integrations/Agent-Frameworks/Langchain'},
  {from: '/Integrations/LangGraph', to: '/Integrations/Agent-Frameworks/LangGraph'},
  {from: '/Integrations/Llama-Index', to: '/Integrations/Agent-Frameworks/Llama-Index'},
  {from: '/Integrations/OpenAI-Agents', to: '/Integrations/Agent-Frameworks/OpenAI-Agents'},
  {from: '/Integrations/Pixeltable', to: '/Integrations/Agent-Frameworks/Pixeltable'},
  {from: '/Integrations/PydanticAI', to: '/Integrations/Agent-Frameworks/PydanticAI'},
  {from: '/Integrations/Semantic-Kernel', to: '/Integrations/Agent-Frameworks/Semantic-Kernel'},
  {from: '/Integrations/Smolagents', to: '/Integrations/Agent-Frameworks/Smolagents'},
  {from: '/Integrations/Vercel-AI', to: '/Integrations/Agent-Frameworks/Vercel-AI'},
  {from: '/Integrations/ANSE', to: '/Integrations/Chat-Agents/ANSE'},
  {from: '/Integrations/AnythingLLM', to: '/Integrations/Chat-Agents/AnythingLLM'},
  {from: '/Integrations/BetterChatGPT', to: '/Integrations/Chat-Agents/BetterChatGPT'},
  {from: '/Integrations/big-AGI', to: '/Integrations/Chat-Agents/big-AGI'},
  {from: '/Integrations/LibreChat', to: '/Integrations/Chat-Agents/LibreChat'},
  {from: '/Integrations/NextChat', to: '/Integrations/Chat-Agents/NextChat'},
  {from: '/Integrations/OpenwebUI', to: '/Integrations/Chat-Agents/OpenwebUI'},
  {from: '/Integrations/Cline', to: '/Integrations/Coding/Cline'},
  {from: '/Integrations/Codex-CLI', to: '/Integrations/Coding/Codex-CLI'},
  {from: '/Integrations/Cursor', to: '/Integrations/Coding/Cursor'},
  {from: '/Integrations/Helicone', to: '/Integrations/Other/Helicone'},
  {from: '/Integrations/LiteLLM', to: '/Integrations/Other/LiteLLM'},
  {from: '/Integrations/NoApp', to: '/Integrations/Other/NoApp'},
  {from: '/Integrations/Pipedream', to: '/Integrations/Workflows/Pipedream'},
  // Platform announcements whose first slugs promised changes their posts do not describe.
  {from: '/announcements/2025/01/22/dashboard-v2', to: '/announcements/2025/01/22/dashboard-and-api'},
  {from: '/announcements/2025/03/13/dashboard-smart-grouping', to: '/announcements/2025/03/13/grouping-the-model-list'},
  {from: '/announcements/2025/07/01/new-billing-system', to: '/announcements/2025/07/01/how-billing-works'},
  {from: '/announcements/2025/06/05/improved-error-handling', to: '/announcements/2025/06/05/errors-you-can-branch-on'},
  // The announcements' "new-models" tag became "models" once it also covered a launch note.
  {from: '/announcements/tags/new-models', to: '/announcements/tags/models'},
];

/**
 * Blog post URLs the site no longer serves. A post that is renamed (its
 * folder or slug changes) or retired keeps its old URL here, and the URL
 * leads to the blog's front page (spec: old blog post URLs redirect to
 * /blog), so links from feeds, search engines and chat logs never end on the
 * not-found page. Add a line whenever a post's URL changes or a post is
 * removed; never reuse a URL listed here for a new post.
 */
export const retiredPostUrls: readonly string[] = [
  // The four sample posts of Docusaurus' classic template. Every site started
  // with `create-docusaurus` publishes them at these paths until they are
  // deleted, and crawlers keep asking for them long after.
  '/blog/welcome',
  '/blog/first-blog-post',
  '/blog/long-blog-post',
  '/blog/mdx-blog-post',
];

/** Every redirect the site serves: moved pages, then retired posts to the blog. */
export const redirects: readonly Redirect[] = [...movedPages, ...retiredPostUrls.map((from) => ({from, to: '/blog'}))];
