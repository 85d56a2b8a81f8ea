import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BuiltPagesReader} from '../built-site/steps';
import {CARD_DIR} from '../../src/pageMeta/socialCard';
import {drawCards} from './drawAll';
import {pageCard, type PageCard} from './pages';

/** Outside tracked files and the build: kept between builds so unchanged cards are not drawn again. */
export const CARD_CACHE_DIR = 'node_modules/.cache/social-cards';

/**
 * After the build, draws the 1200×630 social card every page names in its
 * og:image (src/components/SocialCardMeta) into the build. Cards are never committed.
 */
export default function socialCardsPlugin(context: LoadContext): Plugin & BuiltPagesReader {
  const {siteDir, siteConfig, baseUrl} = context;
  const siteUrl = siteConfig.url + baseUrl;
  const titleSuffix = ` | ${siteConfig.title}`;
  return {
    name: 'social-cards',
    // The built pages come from plugins/built-site, which parses each once for every step.
    readBuiltPages({outDir}) {
      const cards: PageCard[] = [];
      return {
        page: ({tree, file, path: relativePath}) => {
          const card = pageCard(tree, file, {cardUrlPrefix: `${siteUrl}${CARD_DIR}/`, titleSuffix, relativePath});
          if (card) cards.push(card);
        },
        async finish() {
          const cacheDir = path.join(siteDir, CARD_CACHE_DIR);
          const result = await drawCards(cards, {siteDir, outDir, siteUrl, baseUrl, titleSuffix, cacheDir});
          console.log(
            `[social-cards] ${result.pages} cards: ${result.drawn} drawn, ${result.reused} from the cache, ${(result.ms / 1000).toFixed(1)} s`,
          );
        },
      };
    },
  };
}
