import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {drawAllCards} from './drawAll';

/** Outside tracked files and the build: kept between builds so unchanged cards are not drawn again. */
export const CARD_CACHE_DIR = 'node_modules/.cache/social-cards';

/**
 * After the build, draws the 1200×630 social card every page names in its
 * og:image (src/components/SocialCardMeta) into the build. Cards are never committed.
 */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig, baseUrl} = context;
  return {
    name: 'social-cards',
    async postBuild({outDir}) {
      const result = await drawAllCards({
        siteDir,
        outDir,
        siteUrl: siteConfig.url + baseUrl,
        baseUrl,
        titleSuffix: ` | ${siteConfig.title}`,
        cacheDir: path.join(siteDir, CARD_CACHE_DIR),
      });
      console.log(
        `[social-cards] ${result.pages} cards: ${result.drawn} drawn, ${result.reused} from the cache, ${(result.ms / 1000).toFixed(1)} s`,
      );
    },
  };
}
