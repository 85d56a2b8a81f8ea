import path from 'node:path';
import type {Root} from 'hast';
import {CARD_DIR} from '../cards';
import {drawCards, type DrawAllResult} from './drawAll';
import {pageCard, type PageCard, type SectionOf} from './pages';

export type SocialCardsOptions = {
  /** Outside tracked files and the build, relative to the site: kept so unchanged cards are not drawn again. */
  cacheDir: string;
  /** The SVG logo drawn at the top left of every card, relative to the site. */
  logoFile: string;
  /** The name drawn beside the logo. */
  name: string;
  /** The section a card names above the title (see `SectionOf`). */
  sectionOf: SectionOf;
};

/** What the cards step is given once the pages are written. */
export type SocialCardsBuild = {
  options: SocialCardsOptions;
  siteDir: string;
  outDir: string;
  /** The build's origin (`siteConfig.url`): pages name their card on it in og:image. */
  siteUrl: string;
  baseUrl: string;
  /** The site's title, which Docusaurus appends to every page title (" | APIpie"); not drawn. */
  siteTitle: string;
};

/** One built page as the site's build hands it on: its parsed HTML, its file and its path under the base URL. */
export type CardSourcePage = {tree: Root; file: string; path: string};

/** What the cards step does with the built pages: reads each page's card once, then draws them all. */
export type SocialCardsStep = {page: (page: CardSourcePage) => void; finish: () => Promise<DrawAllResult>};

/**
 * After the build, draws the 1200×630 social card every page names in its og:image (the package's
 * SocialCardMeta) into the build. A site calls it after Docusaurus writes the pages, hands it each
 * built page, then calls `finish` (this site's `plugins/built-site` pipeline does). Cards are never
 * committed.
 */
export function socialCardsStep(build: SocialCardsBuild): SocialCardsStep {
  const {options, siteDir, outDir, baseUrl} = build;
  const siteUrl = build.siteUrl + baseUrl;
  const titleSuffix = ` | ${build.siteTitle}`;
  const {sectionOf} = options;
  const cards: PageCard[] = [];
  return {
    page: ({tree, file, path: relativePath}) => {
      const card = pageCard(tree, file, {
        cardUrlPrefix: `${siteUrl}${CARD_DIR}/`,
        titleSuffix,
        relativePath,
        sectionOf,
      });
      if (card) cards.push(card);
    },
    async finish() {
      const result = await drawCards(cards, {
        outDir,
        siteUrl,
        baseUrl,
        titleSuffix,
        sectionOf,
        cacheDir: path.join(siteDir, options.cacheDir),
        logoFile: path.join(siteDir, options.logoFile),
        name: options.name,
      });
      console.log(
        `[social-cards] ${result.pages} cards: ${result.drawn} drawn, ${result.reused} from the cache, ${(result.ms / 1000).toFixed(1)} s`,
      );
      return result;
    },
  };
}
