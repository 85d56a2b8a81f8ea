import {mkdirSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './support/fixtures';
import {openSearch, searchFor} from './support/search';

/** Where the screenshots go: gitignored, uploaded by CI as an artifact for reviewers to look at. */
const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

type Shot = {name: string; path: string; prepare?: (page: Page) => Promise<void>};

const SHOTS: Shot[] = [
  {name: 'home', path: ''},
  {
    name: 'guide-wide-table',
    path: 'Features/Pinecone',
    // The first table wider than its column, scrolled into view with its edge shadow.
    prepare: async (page) => {
      await page
        .locator('main [role="group"][aria-label^="Table"]')
        .first()
        .evaluate((box) => {
          box.scrollIntoView({block: 'start'});
          // Clear of the sticky navbar.
          window.scrollBy(0, -100);
        });
    },
  },
  {name: 'api-operation', path: 'api/chatcompletions'},
  {name: 'blog-post', path: 'blog/2024/11/21/open-source-chat-replacements'},
  {
    name: 'search-modal',
    path: '',
    prepare: async (page) => {
      await openSearch(page);
      await searchFor(page, 'privacy');
    },
  },
];

const WIDTHS = [375, 1440] as const;

test.describe('screenshots for review', () => {
  mkdirSync(SCREENSHOT_DIR, {recursive: true});
  for (const shot of SHOTS) {
    for (const width of WIDTHS) {
      const file = `${shot.name}-${width}`;
      test(`saves ${file}.png`, async ({page}) => {
        await page.setViewportSize({width, height: width < 997 ? 812 : 900});
        await gotoHydrated(page, shot.path);
        await shot.prepare?.(page);
        const target = path.join(SCREENSHOT_DIR, `${file}.png`);
        await page.screenshot({path: target});
        expect(statSync(target).size).toBeGreaterThan(5_000);
      });
    }
  }
});
