import {describe, expect, it} from 'vitest';
import {cardPathOf} from './cards';

describe('cardPathOf', () => {
  it.each([
    ['/docs/', '/docs/img/cards/index.png'],
    ['/docs/Features/Routing', '/docs/img/cards/Features/Routing.png'],
    ['/docs/blog/', '/docs/img/cards/blog.png'],
    ['/docs/404.html', '/docs/img/cards/404.png'],
    ['/docs/category/api/chat', '/docs/img/cards/category/api/chat.png'],
  ])('%s has its card at %s', (pathname, card) => {
    expect(cardPathOf(pathname, '/docs/')).toBe(card);
  });
});
