import {SearchEngine} from './engine';
import {buildIndexFiles} from './indexBuilder';
import type {PageOutline} from './pageOutline';
import type {Ranking} from './ranking';
import type {SynonymGroup} from './synonyms';

/**
 * The engine over pages held in memory, through the same files a build
 * writes: for tests, and for stand-ins such as the e2e suite's fake Algolia.
 */
export function memoryEngine(
  siteUrl: string,
  pages: readonly PageOutline[],
  options: {synonyms?: readonly SynonymGroup[]; ranking?: Ranking; shardSplitBytes?: number} = {},
): Promise<SearchEngine> {
  const {manifest, files} = buildIndexFiles({siteUrl, pages, ...options});
  return SearchEngine.open({
    manifest,
    read: async (name) => {
      const text = files.get(name);
      if (text === undefined) throw new Error(`No index file ${name}`);
      return JSON.parse(text) as unknown;
    },
  });
}
