import type {Plugin} from '@docusaurus/types';
import type {BuiltPage} from './pages';

/** What Docusaurus hands a plugin's postBuild: the output folder, routes, loaded plugins and their content. */
export type BuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** What a plugin does with the built pages: sees each page once, as it is parsed, then finishes. */
export type PageStep = {
  /** Each built page, once, in route order. The tree is shared with the other steps: copy a part before changing it. */
  page?: (page: BuiltPage) => void;
  /** After the last page: what the step checks and writes. The steps finish side by side. */
  finish?: () => Promise<void> | void;
};

/**
 * A plugin that reads the built pages through the built-site plugin (which reads and parses
 * every page once and hands each to every such plugin) instead of in a postBuild of its own.
 */
export type BuiltPagesReader = {readBuiltPages: (build: BuildProps) => PageStep};

export function readsBuiltPages<P extends object>(plugin: P): plugin is P & BuiltPagesReader {
  return typeof (plugin as Partial<BuiltPagesReader>).readBuiltPages === 'function';
}
