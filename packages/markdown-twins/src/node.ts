/**
 * Node only: the build step that writes the twins, llms.txt and the discovery files, and what tests and
 * the server config read of its output.
 */
export {
  markdownTwinsStep,
  TwinPageError,
  ARD_URN,
  WELL_KNOWN_DIR,
  WELL_KNOWN_FILES,
  WELL_KNOWN_TYPES,
  type MarkdownTwinsBuild,
  type MarkdownTwinsOptions,
  type MarkdownTwinsStep,
  type TwinSourcePage,
} from './plugin';
export {htmlToMarkdown, TwinError, type ConvertOptions} from './plugin/htmlToMarkdown';
export {llmsTxtLinks} from './plugin/llmsTxt';
export {OPENAPI_HEADING} from './plugin/twinDocument';
