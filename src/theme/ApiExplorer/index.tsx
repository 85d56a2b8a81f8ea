/**
 * Replaces docusaurus-theme-openapi-docs 5.2.0's ApiExplorer (request form,
 * Send button, response panel and browser-side code generation). The site
 * makes no calls to the API, and code samples are rendered into each page at
 * build time (config/openapiPages.ts), so the explorer column stays empty and
 * its code (postman-collection and the request editors) is not shipped.
 */
export default function ApiExplorer(): null {
  return null;
}
