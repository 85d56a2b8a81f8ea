// Plain TypeScript shared by the generator's pages (which write the line into every generated
// API page) and the theme's DocItemSwitch (which reads the export).

/**
 * The named export through which a generated API page's MDX module hands over
 * the component that renders it (see DocItemSwitch).
 */
export const API_PAGE_COMPONENT_EXPORT = 'ApiDocItem';

/** The MDX line that makes a generated page render through the theme's ApiDocItem. */
export const apiPageComponentExportLine = `export {default as ${API_PAGE_COMPONENT_EXPORT}} from "apipie-docs-api-reference/theme/ApiDocItem";`;

/**
 * The front matter field in which a generated API page names its operation,
 * `api_operation: "post /v1/chat/completions"` (templates/page.mustache writes it).
 */
export const API_OPERATION_FIELD = 'api_operation';
