/**
 * What happens after Docusaurus writes the pages, in order. Each step is started in this order and
 * sees each built page in this order; then every step but the last finishes, side by side, and the
 * last one (the server files and the compression) finishes after them. The built-site plugin
 * (index.ts) runs it; config/builtSite.ts gives each step its options.
 */
import {editLinkCheck} from '../edit-link-check';
import {linkCheck} from '../link-check';
import {markdownTwins} from './markdownTwinsStep';
import {mcpPackage} from '../mcp-package';
import {serverConfig} from '../server-config/step';
import {socialCards} from './socialCardsStep';
import {blogFeeds} from './blogFeeds';
import {redirectPages} from './redirectPages';
import {searchIndex} from './searchIndexStep';
import {sitemap} from './sitemap';
import type {BuildStep, StepOptions} from './step';

export const pipeline = [
  linkCheck,
  editLinkCheck,
  searchIndex,
  markdownTwins,
  socialCards,
  sitemap,
  blogFeeds,
  redirectPages,
  mcpPackage,
  serverConfig,
] as const;

type OptionsOf<Step> = Step extends BuildStep<infer Options> ? Options : never;

/** Each step's options by its name, or false where the build leaves it out. */
export type PipelineOptions = {
  [Step in (typeof pipeline)[number] as Step['name']]: StepOptions<OptionsOf<Step>>;
};
