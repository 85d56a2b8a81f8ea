/**
 * Where a page's card lives and its size, plain TypeScript for the browser and Node alike, and a
 * reader of a PNG's size for tests. The build step is `apipie-docs-social-cards/node`; the page's
 * meta tags `apipie-docs-social-cards/theme`.
 */
export {CARD_DIR, CARD_HEIGHT, CARD_WIDTH, cardPathOf} from './cards';
export {pngSize} from './png';
