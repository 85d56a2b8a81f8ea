import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Runs a markup repair now and whenever the page's DOM changes (tabs, lazy
 * content, client navigation), so stock components can keep rendering while
 * their output is corrected. Returns the client module's route hook.
 */
export function repairDomAsItChanges(repair: (doc: Document) => void): () => void {
  if (ExecutionEnvironment.canUseDOM) {
    new MutationObserver(() => repair(document)).observe(document.documentElement, {childList: true, subtree: true});
  }
  return () => repair(document);
}
