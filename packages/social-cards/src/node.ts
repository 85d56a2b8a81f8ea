/** Node only: the build step that draws every page's card, and its parts for benches and tests. */
export {
  socialCardsStep,
  type CardSourcePage,
  type SocialCardsBuild,
  type SocialCardsOptions,
  type SocialCardsStep,
} from './plugin';
export {drawAllCards, drawCards, listPageCards, type DrawAllOptions, type DrawAllResult} from './plugin/drawAll';
export {
  cardTree,
  createCardPainter,
  loadCardAssets,
  type CardAssets,
  type CardBrand,
  type CardText,
} from './plugin/draw';
export {pageCard, type PageCard, type SectionOf} from './plugin/pages';
