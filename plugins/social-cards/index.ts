import path from 'node:path';
import {buildStep} from '../built-site/step';
import {CARD_DIR} from '../../src/pageMeta/socialCard';
import {drawCards} from './drawAll';
import {pageCard, type PageCard} from './pages';

export type SocialCardsOptions = {
  /** Outside tracked files and the build, relative to the site: kept so unchanged cards are not drawn again. */
  cacheDir: string;
};

/**
 * After the build, draws the 1200×630 social card every page names in its
 * og:image (src/components/SocialCardMeta) into the build. Cards are never committed.
 */
export const socialCards = buildStep('social-cards', {
  start({context, props: {outDir}}, options: SocialCardsOptions) {
    const {siteDir, siteConfig, baseUrl} = context;
    const siteUrl = siteConfig.url + baseUrl;
    const titleSuffix = ` | ${siteConfig.title}`;
    const cards: PageCard[] = [];
    return {
      page: ({tree, file, path: relativePath}) => {
        const card = pageCard(tree, file, {cardUrlPrefix: `${siteUrl}${CARD_DIR}/`, titleSuffix, relativePath});
        if (card) cards.push(card);
      },
      async finish() {
        const cacheDir = path.join(siteDir, options.cacheDir);
        const result = await drawCards(cards, {siteDir, outDir, siteUrl, baseUrl, titleSuffix, cacheDir});
        console.log(
          `[social-cards] ${result.pages} cards: ${result.drawn} drawn, ${result.reused} from the cache, ${(result.ms / 1000).toFixed(1)} s`,
        );
      },
    };
  },
});
