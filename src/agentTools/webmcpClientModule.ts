/**
 * The pages' WebMCP tools, only where the browser offers WebMCP: elsewhere
 * this check is all that runs, and the tools' code is never fetched. Where it
 * is offered, the code comes once the page is idle, so it never competes with
 * the page's own first work.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ModelContext} from '@mcp-b/webmcp-types';

if (ExecutionEnvironment.canUseDOM && 'modelContext' in document) {
  const context = (document as Document & {modelContext: ModelContext}).modelContext;
  const register = () =>
    void import(/* webpackChunkName: "webmcp" */ './webmcp')
      .then(({registerPageTools}) => registerPageTools(context))
      .catch((error: unknown) => console.warn('WebMCP tools not registered:', error));
  if ('requestIdleCallback' in window) requestIdleCallback(register);
  else setTimeout(register, 0);
}
