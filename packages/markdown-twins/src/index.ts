/**
 * The twin rules, plain TypeScript for the browser and Node alike (the docs MCP server bundles them):
 * where a page's twin and llms.txt live, a twin's title, the attributes that leave a part of a page
 * out of its twin, and which page an agent means by what it pasted. The build step is
 * `apipie-docs-markdown-twins/node`; the Copy page menu and the agent note `apipie-docs-markdown-twins/theme`.
 */
export * from './urls';
export * from './omit';
export {twinTitleOf} from './title';
export {acceptedPageForms, PagePathError, pagePathOf, twinPathOf} from './pagePaths';
