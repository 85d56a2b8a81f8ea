/**
 * The redirect rules that run anywhere (Node, or inlined into a page): the table's shape, its
 * server-side rules, and the legacy `.html` addresses' plain paths.
 */
export {legacyPathHeadTags, legacyPathScript, plainPath} from './legacyPaths';
export {redirectRules, type Redirect, type RedirectRule} from './rules';
