/**
 * The components a site's theme wrappers render: the Copy page menu beside a doc's title, and the agent
 * note (with the page's Markdown alternate link) at the top of every page.
 */
export {default as CopyPageMenu} from './theme/CopyPageMenu';
export {default as AgentNote} from './theme/AgentNote';
