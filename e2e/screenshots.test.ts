import {mkdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {siteUrl, useBrowser, type TrackedPage} from './support/browser';
import {hydrated, openSearch, searchFor} from './support/search';

const {newPage} = useBrowser();

/** Where the screenshots go: gitignored, uploaded by CI as an artifact for reviewers to look at. */
const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

type Shot = {name: string; path: string; prepare?: (page: TrackedPage) => Promise<void>};

const SHOTS: Shot[] = [
  {name: 'home', path: ''},
  {
    name: 'guide-wide-table',
    path: 'Features/Pinecone',
    // The first table wider than its column, scrolled into view with its edge shadow.
    prepare: async (page) => {
      await page.locator('main [role="group"][aria-label^="Table"]').first().evaluate((box) => {
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

describe('screenshots for review', () => {
  mkdirSync(SCREENSHOT_DIR, {recursive: true});
  it.each(SHOTS.flatMap((shot) => WIDTHS.map((width) => [`${shot.name}-${width}`, shot, width] as const)))(
    'saves %s.png',
    async (file, shot, width) => {
      const page = await newPage({viewport: {width, height: width < 997 ? 812 : 900}});
      await page.goto(siteUrl(shot.path));
      await page.waitForFunction(hydrated);
      await shot.prepare?.(page);
      const target = path.join(SCREENSHOT_DIR, `${file}.png`);
      await page.screenshot({path: target});
      expect(statSync(target).size).toBeGreaterThan(5_000);
      await page.context().close();
    },
  );
});
