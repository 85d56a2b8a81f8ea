// Plain TypeScript shared by scripts/openapi/pages (which writes the line into every generated
// API page) and src/components/DocItemSwitch (which reads the export).

/**
 * The named export through which a generated API page's MDX module hands over
 * the component that renders it (see DocItemSwitch).
 */
export const API_PAGE_COMPONENT_EXPORT = 'ApiDocItem';

/** The MDX line that makes a generated page render through src/components/ApiDocItem. */
export const apiPageComponentExportLine = `export {default as ${API_PAGE_COMPONENT_EXPORT}} from "@site/src/components/ApiDocItem";`;

/**
 * The front matter field in which a generated API page names its operation,
 * `api_operation: "post /v1/chat/completions"` (openapi/templates/page.mustache writes it).
 */
export const API_OPERATION_FIELD = 'api_operation';
